import type { FilterItem } from '../../contract/entities';
import { activeFilterCount, findFilter, removeFilter, sameFilters, storedFilters, toggleFilter } from './filters';

const garlic: FilterItem = { value: 3, name: 'garlic', type: 'ingredient', includeExclude: 'include' };
const vegan: FilterItem = { value: 'vegan', name: 'vegan', type: 'preference', includeExclude: 'exclude' };
const mains: FilterItem = { value: 3, name: 'Mains', type: 'category', includeExclude: 'include' };

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

test('storedFilters keeps only well-formed filters', () => {
  expect(storedFilters(null)).toEqual([]);
  expect(storedFilters('garlic')).toEqual([]);
  expect(storedFilters([garlic, vegan, { value: 'keto', name: 'keto', type: 'preference', includeExclude: 'include' },
    { value: 1, name: 'x', type: 'colour', includeExclude: 'include' }, { value: 1, name: 'x', type: 'ingredient', includeExclude: 'maybe' }, 7]))
    .toEqual([garlic, vegan]);
});
