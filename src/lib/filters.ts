// The recipe filters of SPEC §2 and §3 (FilterItem: value, name, type, includeExclude), as pure functions.
import { DIETARY_TAGS } from '../../contract/constants';
import type { FilterItem, FilterType } from '../../contract/entities';

const FILTER_TYPES: readonly FilterType[] = ['ingredient', 'category', 'preference'];

const same = (a: Pick<FilterItem, 'type' | 'value'>, b: Pick<FilterItem, 'type' | 'value'>) => a.type === b.type && a.value === b.value;

/** The number the filter icon shows. */
export const activeFilterCount = (filters: readonly FilterItem[]) => filters.length;

export function findFilter(filters: readonly FilterItem[], type: FilterType, value: FilterItem['value']): FilterItem | undefined {
  return filters.find((f) => same(f, { type, value }));
}

/** Adds the item, or takes it away when the same type and value is already chosen (whatever its include/exclude). */
export function toggleFilter(filters: readonly FilterItem[], item: FilterItem): FilterItem[] {
  return findFilter(filters, item.type, item.value) ? removeFilter(filters, item) : [...filters, item];
}

export function removeFilter(filters: readonly FilterItem[], item: Pick<FilterItem, 'type' | 'value'>): FilterItem[] {
  return filters.filter((f) => !same(f, item));
}

/** The same filters, whatever the order. */
export function sameFilters(a: readonly FilterItem[], b: readonly FilterItem[]): boolean {
  return a.length === b.length && a.every((x) => b.some((y) => same(x, y) && x.includeExclude === y.includeExclude));
}

function isFilterItem(value: unknown): value is FilterItem {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  const okValue = f.type === 'preference'
    ? (DIETARY_TAGS as readonly unknown[]).includes(f.value)
    : typeof f.value === 'number' && Number.isInteger(f.value);
  return okValue && typeof f.name === 'string' && FILTER_TYPES.includes(f.type as FilterType)
    && (f.includeExclude === 'include' || f.includeExclude === 'exclude');
}

/** Filters read back from local storage: anything malformed (an old version, a hand edit) is dropped. */
export function storedFilters(value: unknown): FilterItem[] {
  return Array.isArray(value) ? value.filter(isFilterItem) : [];
}
