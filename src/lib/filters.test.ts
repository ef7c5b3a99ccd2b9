import type { FilterItem, IngredientOption } from '../../contract/entities';
import { activeFilterCount, findFilter, matchIngredients, removeFilter, sameFilters, storedFilters, toggleFilter } from './filters';

const garlic: FilterItem = { value: 3, name: 'garlic', type: 'ingredient', includeExclude: 'include' };
const vegan: FilterItem = { value: 'vegan', name: 'vegan', type: 'preference', includeExclude: 'exclude' };
const mains: FilterItem = { value: 3, name: 'Mains', type: 'category', includeExclude: 'include' };

const option = (value: number, name: string): IngredientOption => ({
  value, name, category_id: 1, category_name: 'Pantry staples', image: null, default_unit: 'unit', default_quantity: 1, estimated_expiry_days: 7,
});

test('the count is the number of chosen filters', () => {
  expect(activeFilterCount([])).toBe(0);
  expect(activeFilterCount([garlic, vegan, mains])).toBe(3);
});

test('toggle adds, and takes away the same type and value whatever its include/exclude', () => {
  const once = toggleFilter([], garlic);
  expect(once).toEqual([garlic]);
  expect(toggleFilter(once, { ...garlic, includeExclude: 'exclude' })).toEqual([]);
});

test('an ingredient and a category with the same id are different filters', () => {
  const both = toggleFilter([garlic], mains);
  expect(both).toEqual([garlic, mains]);
  expect(findFilter(both, 'category', 3)).toBe(mains);
  expect(removeFilter(both, garlic)).toEqual([mains]);
});

test('sameFilters ignores order but not include/exclude', () => {
  expect(sameFilters([garlic, vegan], [vegan, garlic])).toBe(true);
  expect(sameFilters([garlic], [{ ...garlic, includeExclude: 'exclude' }])).toBe(false);
  expect(sameFilters([garlic], [])).toBe(false);
});

describe('matchIngredients (SPEC §5: from 3 characters, case-insensitive contains)', () => {
  const options = [option(1, 'Garlic'), option(2, 'wild garlic'), option(3, 'garam masala'), option(4, 'black garlic'), option(5, 'onion')];

  test('under 3 characters nothing matches', () => {
    expect(matchIngredients(options, 'ga')).toEqual([]);
    expect(matchIngredients(options, '  ga ')).toEqual([]);
  });

  test('contains, any case; names starting with the text first, then alphabetical', () => {
    expect(matchIngredients(options, 'GAR').map((o) => o.name)).toEqual(['garam masala', 'Garlic', 'black garlic', 'wild garlic']);
    expect(matchIngredients(options, 'arli').map((o) => o.name)).toEqual(['black garlic', 'Garlic', 'wild garlic']);
  });

  test('at most the limit', () => {
    expect(matchIngredients(options, 'gar', 2)).toHaveLength(2);
  });
});

test('storedFilters keeps only well-formed filters', () => {
  expect(storedFilters(null)).toEqual([]);
  expect(storedFilters('garlic')).toEqual([]);
  expect(storedFilters([garlic, vegan, { value: 'keto', name: 'keto', type: 'preference', includeExclude: 'include' },
    { value: 1, name: 'x', type: 'colour', includeExclude: 'include' }, { value: 1, name: 'x', type: 'ingredient', includeExclude: 'maybe' }, 7]))
    .toEqual([garlic, vegan]);
});
