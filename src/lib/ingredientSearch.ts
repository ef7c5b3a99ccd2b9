// The ingredient search of the recipe filter and of a list's or store's search and add (SPEC §5), apart from
// lib/filters.ts: that module is in every first load (the recipes slice restores saved filters with it), this
// one only where a search is.
import type { IngredientOption } from '../../contract/entities';
import { PICKER_FILTER_MIN } from '../../contract/constants';
import { charCount, foldText } from '../../contract/coreRules';
import { compareText } from './collation';

/**
 * The text and, where it reads as a plural, its singulars: a cook types 'eggs' for the catalogue's 'egg' ('tomatoes'
 * for 'tomato', 'berries' for 'berry'), and an item added as a custom 'eggs' is never ticked nor stocked.
 */
function withSingular(text: string): string[] {
  if (!/\p{L}{3,}s$/u.test(text)) return [text];
  const forms = [text, text.slice(0, -1)];
  if (text.endsWith('es')) forms.push(text.slice(0, -2));
  if (text.endsWith('ies')) forms.push(`${text.slice(0, -3)}y`);
  return forms;
}

/**
 * Each option's name and other names (its German and French ones, IngredientOption.aliases), the name first, folded
 * (contract foldText: accents off, ß as ss, lower case) once per catalogue, not on every keystroke for every name.
 */
const foldedNames = new WeakMap<readonly IngredientOption[], string[][]>();
function foldedNamesOf(options: readonly IngredientOption[]): string[][] {
  let names = foldedNames.get(options);
  if (!names) foldedNames.set(options, (names = options.map((o) => [o.name, ...o.aliases ?? []].map(foldText))));
  return names;
}

/**
 * Whether a catalogue name (or another name of one) contains the text (folded), however short it is: SPEC §5 makes a
 * custom item only when nothing matches, and a text no name contains is matched by nothing it can be typed on to either.
 */
export function anyNameContains(options: readonly IngredientOption[], query: string): boolean {
  const text = foldText(query.trim());
  return foldedNamesOf(options).some((names) => names.some((name) => name.includes(text)));
}

/**
 * The option the text names, whole: its name or another name, folded, a plural its singular ('Mehl', 'Eier', 'eggs');
 * an option so named before one so called. None when it names none.
 */
export function namedIngredient(options: readonly IngredientOption[], query: string): IngredientOption | undefined {
  const names = foldedNamesOf(options);
  for (const q of withSingular(foldText(query.trim()))) {
    const i = names.findIndex((n) => n[0] === q);
    const at = i >= 0 ? i : names.findIndex((n) => n.includes(q));
    if (at >= 0) return options[at];
  }
  return undefined;
}

/** The other name the text found an option by ('Mehl' for plain flour), to show beside its name; none when its name has the text. */
export function matchedAlias(option: IngredientOption, query: string): string | undefined {
  const texts = withSingular(foldText(query.trim()));
  const has = (name: string) => texts.some((q) => foldText(name).includes(q));
  return has(option.name) ? undefined : option.aliases?.find(has);
}

/**
 * SPEC §5 pickers: from 3 characters, case-insensitive contains (coreRules pickerMatches, accents too). Ours: the
 * closest names first (the name itself, then names starting with the text, then names with a word starting with it,
 * then the rest), each the plainest first (fewest words: 'red lentils' before 'fresh red lentils'), then
 * alphabetically, so 'milk' comes before 'milk chocolate' and both before 'almond milk'; a plural finds the singular
 * too (withSingular), and an ingredient's other names find it as its name does ('Milch' is milk first, then whole
 * milk by its 'Vollmilch'); at most `limit`.
 */
export function matchIngredients(options: readonly IngredientOption[], query: string, limit = 25): IngredientOption[] {
  const texts = withSingular(foldText(query.trim())).filter((q) => charCount(q) >= PICKER_FILTER_MIN);
  if (texts.length === 0) return [];
  const rankFor = (q: string, n: string) => {
    if (n === q) return 0;
    if (n.startsWith(q)) return 1;
    return n.split(/\s+/).some((word) => word.startsWith(q)) ? 2 : 3;
  };
  const names = foldedNamesOf(options);
  const found: { o: IngredientOption; rank: number; words: number }[] = [];
  options.forEach((o, i) => {
    const hits = names[i]!.filter((name) => texts.some((q) => name.includes(q)));
    if (hits.length === 0) return;
    found.push({ o, rank: Math.min(...texts.flatMap((q) => hits.map((name) => rankFor(q, name)))), words: o.name.trim().split(/\s+/).length });
  });
  return found
    .sort((a, b) => a.rank - b.rank || a.words - b.words || compareText(a.o.name, b.o.name))
    .slice(0, limit)
    .map(({ o }) => o);
}
