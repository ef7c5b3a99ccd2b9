// The ingredient search of the recipe filter and of a list's or store's search and add (SPEC §5), apart from
// lib/filters.ts: that module is in every first load (the recipes slice restores saved filters with it), this
// one only where a search is.
import type { IngredientOption } from '../../contract/entities';
import { foldText, pickerMatches } from '../../contract/coreRules';
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
 * SPEC §5 pickers: from 3 characters, case-insensitive contains. Ours: the closest names first (the name itself,
 * then names starting with the text, then names with a word starting with it, then the rest), each the plainest
 * first (fewest words: 'red lentils' before 'fresh red lentils'), then alphabetically, so 'milk' comes before
 * 'milk chocolate' and both before 'almond milk'; a plural finds the singular too (withSingular); at most `limit`.
 */
export function matchIngredients(options: readonly IngredientOption[], query: string, limit = 25): IngredientOption[] {
  const texts = withSingular(foldText(query.trim()));
  const rankFor = (q: string, n: string) => {
    if (n === q) return 0;
    if (n.startsWith(q)) return 1;
    return n.split(/\s+/).some((word) => word.startsWith(q)) ? 2 : 3;
  };
  const rank = (name: string) => Math.min(...texts.map((q) => rankFor(q, foldText(name))));
  const words = (name: string) => name.trim().split(/\s+/).length;
  return options
    .filter((o) => texts.some((q) => pickerMatches(q, o.name)))
    .map((o) => ({ o, rank: rank(o.name), words: words(o.name) }))
    .sort((a, b) => a.rank - b.rank || a.words - b.words || compareText(a.o.name, b.o.name))
    .slice(0, limit)
    .map(({ o }) => o);
}
