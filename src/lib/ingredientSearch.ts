// The ingredient search of the recipe filter and of a list's or store's search and add (SPEC §5), apart from
// lib/filters.ts: that module is in every first load (the recipes slice restores saved filters with it), this
// one only where a search is.
import type { IngredientOption } from '../../contract/entities';
import { foldText, pickerMatches } from '../../contract/coreRules';
import { compareText } from './collation';

/**
 * SPEC §5 pickers: from 3 characters, case-insensitive contains. Ours: the closest names first (the name itself,
 * then names starting with the text, then names with a word starting with it, then the rest), each the plainest
 * first (fewest words: 'red lentils' before 'fresh red lentils'), then alphabetically, so 'milk' comes before
 * 'milk chocolate' and both before 'almond milk'; at most `limit`.
 */
export function matchIngredients(options: readonly IngredientOption[], query: string, limit = 25): IngredientOption[] {
  const q = foldText(query.trim());
  const rank = (name: string) => {
    const n = foldText(name);
    if (n === q) return 0;
    if (n.startsWith(q)) return 1;
    return n.split(/\s+/).some((word) => word.startsWith(q)) ? 2 : 3;
  };
  const words = (name: string) => name.trim().split(/\s+/).length;
  return options
    .filter((o) => pickerMatches(query, o.name))
    .map((o) => ({ o, rank: rank(o.name), words: words(o.name) }))
    .sort((a, b) => a.rank - b.rank || a.words - b.words || compareText(a.o.name, b.o.name))
    .slice(0, limit)
    .map(({ o }) => o);
}
