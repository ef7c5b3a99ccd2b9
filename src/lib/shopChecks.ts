// SPEC §3, §4 shop mode: the ticks are kept in local storage per list name, and dropped when the list's items
// (ignoring checked) differ from those they were ticked on. The record holds the ids ticked and a fingerprint of
// the items it was made for (what each item is: id, value, name, amount; in any order), so comparing it with the
// list's tells whether it still fits. Not every item's key, as it once did: for a 2,000-item list that was
// ~200 KB, written after every tick and read by every start's first look at local storage.
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

/** The record kept for a list. */
export interface CheckedRecord {
  /** the items it was made for: itemsFingerprint */
  items: string;
  /** the ids (as strings) of the items ticked */
  ticked: string[];
}

/** A record as read back: this version's, or an earlier one's (every item's key, with whether it was ticked). */
export type StoredChecks = CheckedRecord | Record<string, boolean>;

/** A 53-bit hash of a text (cyrb53, public domain). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** by items array: a tick changes no item, so its record reuses the fingerprint */
const fingerprints = new WeakMap<readonly Keyed[], string>();

/** What a list's items are, in any order: how many different ones, and a hash of their keys. */
export function itemsFingerprint(items: readonly Keyed[]): string {
  let print = fingerprints.get(items);
  if (print === undefined) {
    const keys = [...new Set(items.map(itemKey))].sort();
    print = `${keys.length}:${hash53(keys.join('\n'))}`;
    fingerprints.set(items, print);
  }
  return print;
}

const isCheckedRecord = (stored: object): stored is CheckedRecord =>
  typeof (stored as CheckedRecord).items === 'string' && Array.isArray((stored as CheckedRecord).ticked);

/** Whether a stored record ticks an item, or null when it was made for other items (or is no record). */
function tickedBy(stored: unknown, items: readonly Keyed[]): ((item: Keyed) => boolean) | null {
  if (!stored || typeof stored !== 'object') return null;
  if (isCheckedRecord(stored)) {
    if (stored.items !== itemsFingerprint(items)) return null;
    const ids = new Set(stored.ticked);
    return (item) => ids.has(String(item.id));
  }
  // an earlier version's record: it fits when its keys are the items' keys
  const legacy = stored as Record<string, unknown>;
  const keys = items.map(itemKey);
  if (Object.keys(legacy).length !== new Set(keys).size || keys.some((k) => !Object.hasOwn(legacy, k))) return null;
  return (item) => legacy[itemKey(item)] === true;
}

/**
 * The ids (as strings) of the items ticked in a stored record, or none when the record is missing or was made
 * for other items: the same items in any order keep their ticks; an added, removed or changed item drops them all.
 */
export function restoreChecked(stored: StoredChecks | null, items: readonly Keyed[]): Set<string> {
  const ticked = tickedBy(stored, items);
  return new Set(ticked ? tickedIds(items, ticked) : []);
}

/** The record kept for a list: its items' fingerprint and the ids ticked. */
export function checkedRecord(items: readonly Keyed[], checked: ReadonlySet<string>): CheckedRecord {
  return { items: itemsFingerprint(items), ticked: tickedIds(items, (item) => checked.has(String(item.id))) };
}

/** An item as the user knows it, whatever its amount: its name and unit. */
const shopName = (item: Keyed) => `${item.name}\n${item.unit}`;

/**
 * The ticks carried to the list read again after a shop it refused (409: changed by someone else): an item still on
 * it (the same name and unit) keeps its tick, where SPEC §4's record would drop them all; the app reloaded the list,
 * so the user did not see it change.
 */
export function carryChecked(before: readonly Keyed[], checked: ReadonlySet<string>, after: readonly Keyed[]): Set<string> {
  const ticked = new Set(before.filter((item) => checked.has(String(item.id))).map(shopName));
  return new Set(tickedIds(after, (item) => ticked.has(shopName(item))));
}

/** The ids (as strings) of the items ticked; a custom item never is. */
function tickedIds(items: readonly Keyed[], ticked: (item: Keyed) => boolean): string[] {
  return items.filter((item) => isCheckable(item) && ticked(item)).map((item) => String(item.id));
}
