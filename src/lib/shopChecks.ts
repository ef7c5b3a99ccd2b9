// SPEC §3, §4 shop mode: the ticks are kept in local storage per list name, and dropped when the list's items
// (ignoring checked) differ from those they were ticked on. The record keeps one entry per item, keyed by what
// the item is (id, value, name, amount), so comparing its keys with the list's items tells whether it still fits.
import type { ShoppingListItem } from '../../contract/entities';
import { isCustomItem } from './storeItems';

/** ours: the reason a custom item's checkbox is disabled (the server refuses them, SPEC §4) */
export const CUSTOM_NOT_CHECKABLE = 'Custom items cannot be checked.';

type Keyed = Pick<ShoppingListItem, 'id' | 'value' | 'name' | 'quantity' | 'unit' | 'measurement'>;

/** What an item is, without its checked flag. */
export function itemKey(item: Keyed): string {
  return JSON.stringify([String(item.id), String(item.value), item.name, item.quantity, item.unit, item.measurement]);
}

/** SPEC §4: custom items cannot be checked. */
export const isCheckable = (item: Pick<ShoppingListItem, 'id' | 'value'>) => !isCustomItem(item);

/**
 * The ids (as strings) of the items ticked in a stored record, or none when the record is missing or was made
 * for other items: the same items in any order keep their ticks; an added, removed or changed item drops them all.
 */
export function restoreChecked(stored: Record<string, boolean> | null, items: readonly Keyed[]): Set<string> {
  if (!stored || typeof stored !== 'object') return new Set();
  const keys = items.map(itemKey);
  const storedKeys = Object.keys(stored);
  if (storedKeys.length !== new Set(keys).size || keys.some((k) => !Object.hasOwn(stored, k))) return new Set();
  return new Set(items.filter((item) => stored[itemKey(item)] === true && isCheckable(item)).map((item) => String(item.id)));
}

/** The record kept for a list: every item with whether it is ticked (a custom item never is). */
export function checkedRecord(items: readonly Keyed[], checked: ReadonlySet<string>): Record<string, boolean> {
  return Object.fromEntries(items.map((item) => [itemKey(item), isCheckable(item) && checked.has(String(item.id))]));
}
