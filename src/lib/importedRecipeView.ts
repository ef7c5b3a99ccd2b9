// SPEC §3 imported recipe: `data` is JSON text (name, description, image, recipeCuisine, recipeYield,
// recipeIngredient, recipeInstructions, and ours: prepTime, cookTime, totalTime, ingredientGroups, instructionSections,
// stepTitles; or a message when only the link was kept), read for the recipe's page. Read defensively: only strings
// and lists of strings are taken, and groups only where they add up to their list, so a stored value of another shape
// never reaches the screen; an import made before groups were kept reads as one list.
import type { ImportedGroup, ImportedRecipeData } from '../../contract/entities';
import { runsOf } from '../../contract/importedGroups';
import { jsonObject, text } from './importedRecipeData';

export interface ImportedStep {
  /** the step's short title, '' for none */
  title: string;
  text: string;
}

export interface ImportedRecipeView {
  name: string;
  description: string;
  cuisine: string;
  recipeYield: string;
  ingredients: string[];
  /** the page's ingredient groups over `ingredients`, in order; one without a name where the page names none */
  ingredientGroups: ImportedGroup[];
  instructions: ImportedStep[];
  /** the recipe's sections of steps over `instructions`, the same way */
  instructionSections: ImportedGroup[];
  /** the times the page gives, as ISO 8601 durations (read by contract/isoDuration.ts), in this order */
  times: { label: 'Prep' | 'Cook' | 'Total'; iso: string }[];
  /** the reason kept instead of a recipe, for a failed import */
  message: string;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const TIMES = [['Prep', 'prepTime'], ['Cook', 'cookTime'], ['Total', 'totalTime']] as const;
/** a step says something in words: a ',' or a '1' an import made before kept as a step is none */
const hasLetter = (line: string) => /\p{L}/u.test(line);

/**
 * The name of the group each of a stored list's `length` entries is under. All '' unless the groups are a list of
 * { name, count } whose counts add up to the list exactly: any other shape could name the wrong lines.
 */
function groupNames(groups: unknown, length: number): string[] {
  const none = Array<string>(length).fill('');
  const names: string[] = [];
  for (const group of list(groups)) {
    const { name, count } = (typeof group === 'object' && group !== null ? group : {}) as Record<string, unknown>;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || names.length + count > length) return none;
    names.push(...Array<string>(count).fill(text(name)));
  }
  return names.length === length ? names : none;
}

/** A list's entries as text with the group each is under; the groups are placed before empty entries are left out. */
function groupedEntries(entries: unknown, groups: unknown): { text: string; group: string; index: number }[] {
  const stored = list(entries);
  const names = groupNames(groups, stored.length);
  return stored.map((entry, index) => ({ text: text(entry), group: names[index]!, index })).filter((entry) => entry.text);
}

/** A list's items in its groups, each group with the index of its first item in the whole list (ids and step numbers run on). */
export function inGroups<T>(items: readonly T[], groups: readonly ImportedGroup[]): { name: string; start: number; items: T[] }[] {
  let start = 0;
  return groups.map(({ name, count }) => {
    const group = { name, start, items: items.slice(start, start + count) };
    start += count;
    return group;
  });
}

/** The stored JSON text, read; null when it is not a JSON object. */
export function parseImportedData(data: string): ImportedRecipeView | null {
  const d = jsonObject(data) as Record<keyof ImportedRecipeData, unknown> | null;
  if (!d) return null;
  const ingredients = groupedEntries(d.recipeIngredient, d.ingredientGroups);
  // a title belongs to its step only when there is one per step
  const titles = list(d.stepTitles).length === list(d.recipeInstructions).length ? list(d.stepTitles) : [];
  const steps = groupedEntries(d.recipeInstructions, d.instructionSections).filter((step) => hasLetter(step.text));
  return {
    name: text(d.name),
    description: text(d.description),
    cuisine: text(d.recipeCuisine),
    recipeYield: text(d.recipeYield),
    ingredients: ingredients.map((line) => line.text),
    ingredientGroups: runsOf(ingredients.map((line) => line.group)),
    instructions: steps.map((step) => ({ title: text(titles[step.index]), text: step.text })),
    instructionSections: runsOf(steps.map((step) => step.group)),
    // an import from before times were kept has none
    times: TIMES.map(([label, key]) => ({ label, iso: text(d[key]) })).filter((time) => time.iso),
    message: text(d.message),
  };
}
