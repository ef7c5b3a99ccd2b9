// An imported recipe as a new recipe of the user's own, for the wizard to open (ours: 'Copy to my recipes' on
// /imported-recipes/{id}; SPEC §3 recipe draft; nothing is saved until the wizard's Submit). Its name, description
// and steps as the page gave them (a step's title its own, else 'Step N'; its timer the first wait it names, as the
// import's cook mode reads it), its servings where the yield is a number of them, and its lines matched to catalogue
// ingredients as a plan's ingredient check matches them (importedIngredients.ts), two lines of one ingredient being
// one whose amounts add up. Nothing is left out: every other line, a yield that is no number of servings and the page's
// address end the description, where the user sees them on the wizard's first step and may keep them.
import { inArray } from 'drizzle-orm';
import { DEFAULT_SERVES, QUANTITY_MAX, TREATMENTS, type Treatment, type Unit } from '../../contract/constants';
import { USER_RECIPE_LIMITS } from '../../contract/cookbookSchemas';
import type { DraftIngredient, DraftStep, RecipeDraft } from '../../contract/entities';
import { servingsOfYield, timerInText } from '../../contract/importedRecipeText';
import { convertAmount, mergeQuantities } from '../../contract/mergeQuantities';
import { sayAmount } from '../../contract/recipeLines';
import { NAME_MAX, randomId } from '../../contract/rules';
import type { Db } from '../db';
import { ingredients as catalogue } from '../db/schema';
import type { LineMatcher } from './catalogueMatcher';
import { MAX_LINES, type LineIngredient } from './importedIngredients';

/** An imported recipe's stored JSON text, read for a copy: text only, whatever shape the store holds. */
export interface ImportedText {
  name: string;
  description: string;
  recipeYield: string;
  lines: string[];
  steps: { title: string; text: string }[];
}

/** A line's match with the catalogue ingredient it names, as a draft ingredient shows it. */
export interface MatchedLine extends LineIngredient {
  ingredient: Pick<DraftIngredient, 'name' | 'image' | 'default_unit'>;
}

export interface ImportedCopy {
  draft: RecipeDraft;
  /** the lines that name no catalogue ingredient (in the description's 'Also needed' too) */
  unmatched: string[];
}

/** ours: the heading of the lines the copy could not make ingredients of, in its description */
export const ALSO_NEEDED = 'Also needed:';
/** the wizard's 'no timer' (src/lib/recipeDraft NO_TIMER) */
const NO_TIMER = '00:00:00';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : []);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** a step says something in words: a ',' or a '1' an import made before kept as a step is none */
const hasLetter = (s: string) => /\p{L}/u.test(s);

/** The stored JSON text, read; an import that kept only its link (or is not JSON) reads as empty. */
export function readImportedText(data: string): ImportedText {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = null;
  }
  const d = (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {}) as Record<string, unknown>;
  const instructions = texts(d.recipeInstructions);
  // a title belongs to its step only when there is one per step
  const titles = texts(d.stepTitles).length === instructions.length ? texts(d.stepTitles) : [];
  return {
    name: text(d.name),
    description: text(d.description),
    recipeYield: text(d.recipeYield),
    lines: texts(d.recipeIngredient).filter(Boolean),
    steps: instructions.map((t, i) => ({ title: titles[i] ?? '', text: t })).filter((step) => hasLetter(step.text)),
  };
}

/** How a line says its ingredient is prepared, in SPEC §3's words, where it says so after its name ('1 onion, diced'). */
export function treatmentOf(line: string): Treatment | null {
  const comma = line.indexOf(',');
  if (comma < 0) return null;
  const words = line.slice(comma + 1).toLowerCase().split(/[^\p{L}]+/u);
  return (words.find((word) => (TREATMENTS as readonly string[]).includes(word)) as Treatment | undefined) ?? null;
}

/**
 * The lines as draft ingredients, in the order they first come: a line matched (`matches`, one per line, null for
 * none) to an ingredient already made of an earlier line adds its amount where the two add up (100 g and 2 tbsp of
 * butter do not: the second is left over, as a line matched to nothing is).
 */
function ingredientsOf(lines: string[], matches: (MatchedLine | null)[]): { ingredients: DraftIngredient[]; left: string[]; unmatched: string[] } {
  const ingredients: DraftIngredient[] = [];
  const left: string[] = [];
  const unmatched: string[] = [];
  lines.forEach((line, i) => {
    const match = matches[i];
    if (!match || !(match.quantity > 0)) {
      unmatched.push(line);
      left.push(line);
      return;
    }
    const amount = { quantity: match.quantity, measurement: match.measurement };
    const same = ingredients.find((d) => d.value === match.ingredient_id);
    if (!same) {
      ingredients.push({ value: match.ingredient_id, ...match.ingredient, ...amount, treatment: treatmentOf(line) });
    } else if (convertAmount(amount, same.measurement)) {
      Object.assign(same, mergeQuantities(same, amount));
    } else {
      left.push(line);
    }
  });
  // as a cook measures it: 8 oz are 227 g, not 226.8 g
  const said = ingredients.map((d) => {
    const amount = sayAmount({ quantity: d.quantity, measurement: d.measurement });
    return { ...d, ...amount, quantity: Math.min(amount.quantity, QUANTITY_MAX) };
  });
  return { ingredients: said, left, unmatched };
}

/** The steps, at most as many as a recipe keeps: the last one kept holds the text of the rest. */
function stepsOf(steps: ImportedText['steps']): DraftStep[] {
  const max = USER_RECIPE_LIMITS.steps;
  const kept = steps.length > max
    ? [...steps.slice(0, max - 1), { title: steps[max - 1]!.title, text: steps.slice(max - 1).map((s) => s.text).join('\n\n') }]
    : steps;
  return kept.map((step, i) => ({
    id: randomId(),
    title: clip(step.title || `Step ${i + 1}`, NAME_MAX),
    description: clip(step.text, USER_RECIPE_LIMITS.stepDescription),
    timer: timerInText(step.text) ?? NO_TIMER,
    step_image: null,
  }));
}

/** The page's description, then what the copy keeps there (`tail`), within what a description holds: the page's is cut first. */
function descriptionOf(description: string, tail: string[]): string {
  const max = USER_RECIPE_LIMITS.description;
  const end = tail.join('\n\n');
  if (!description) return clip(end, max);
  if (!end) return clip(description, max);
  const room = max - end.length - 2;
  return room > 1 ? `${clip(description, room)}\n\n${end}` : clip(`${description}\n\n${end}`, max);
}

/** The import as a new recipe's draft. `matches` are its lines' (`recipe.lines`, one each; at most MAX_LINES are read). */
export function importedRecipeDraft(recipe: ImportedText, url: string, matches: (MatchedLine | null)[]): ImportedCopy {
  const read = recipe.lines.slice(0, MAX_LINES);
  const { ingredients, left, unmatched } = ingredientsOf(read, read.map((_, i) => matches[i] ?? null));
  // lines past what is read (a page of 300) are kept with the rest
  left.push(...recipe.lines.slice(MAX_LINES));
  const serves = servingsOfYield(recipe.recipeYield);
  const tail = [
    ...(recipe.recipeYield && !serves ? [`Yield: ${recipe.recipeYield}`] : []),
    ...(left.length ? [[ALSO_NEEDED, ...left.map((line) => `- ${line}`)].join('\n')] : []),
    `Source: ${url}`,
  ];
  return {
    draft: {
      category_id: null,
      name: clip(recipe.name, NAME_MAX),
      description: descriptionOf(recipe.description, tail),
      ingredients,
      steps: stepsOf(recipe.steps),
      serves: serves ?? DEFAULT_SERVES,
      recipe_image: null,
      user_recipe_id: null,
      published: false,
    },
    unmatched,
  };
}

/** One of the user's imports (its row's address and JSON text) as a new recipe's draft, its lines matched by `match`. */
export async function copyOfImport(db: Db, match: LineMatcher, row: { url: string; data: string }): Promise<ImportedCopy> {
  const recipe = readImportedText(row.data);
  const found = recipe.lines.slice(0, MAX_LINES).map((line) => match(line));
  const ids = [...new Set(found.flatMap((f) => (f ? [f.ingredient_id] : [])))];
  const rows = ids.length
    ? await db.select({ id: catalogue.id, name: catalogue.name, image: catalogue.image, defaultUnit: catalogue.defaultUnit }).from(catalogue).where(inArray(catalogue.id, ids))
    : [];
  // the seed writes only SPEC §3 units
  const byId = new Map(rows.map((r) => [r.id, { name: r.name, image: r.image, default_unit: r.defaultUnit as Unit }]));
  return importedRecipeDraft(recipe, row.url, found.map((f) => {
    const ingredient = f && byId.get(f.ingredient_id);
    return f && ingredient ? { ...f, ingredient } : null;
  }));
}
