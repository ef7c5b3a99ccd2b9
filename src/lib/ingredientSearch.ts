// The ingredient search of the recipe filter (SPEC §5), apart from lib/filters.ts: that module is in every first
// load (the recipes slice restores saved filters with it), this one only where the filter dialog is.
import type { IngredientOption } from '../../contract/entities';
import { pickerMatches } from '../../contract/coreRules';
import { compareText } from './collation';

/**
 * SPEC §5: ingredient search from 3 characters, case-insensitive contains. Names that start with the text
 * come first, then the rest alphabetically; at most `limit`.
 */
export function matchIngredients(options: readonly IngredientOption[], query: string, limit = 25): IngredientOption[] {
  const q = query.trim().toLowerCase();
  const starts = (o: IngredientOption) => (o.name.toLowerCase().startsWith(q) ? 0 : 1);
  return options
    .filter((o) => pickerMatches(query, o.name))
    .sort((a, b) => starts(a) - starts(b) || compareText(a.name, b.name))
    .slice(0, limit);
}
