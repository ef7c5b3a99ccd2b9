// SPEC §3, §4 shop mode: the ticks are kept in local storage per list name. Where SPEC §4 drops them all when the
// list's items (ignoring checked) differ, an item still on the list unchanged keeps its tick and only the ticks of
// items removed or changed are cleared (and counted, so shop mode can say so): a partner adding butter from home
// must not wipe what the shopper has in the basket, and an amount raised may no longer be what was bought. The
// record holds the list's id (another list may reuse the name; a list renamed elsewhere finds its record by it) and,
// for each item ticked, a short hash of what it was (itemKey) and its id, so a tick whose item left the list is told
// apart from one whose item changed. Not every item's key, as it once did: for a 2,000-item list that was ~200 KB,
// written after every tick and read by every start's first look at local storage.
import type { Id, ShoppingListItem } from '../../contract/entities';
import { isCustomItem } from './storeItems';

/** ours: the reason a custom item's checkbox is disabled (the server refuses them, SPEC §4) */
export const CUSTOM_NOT_CHECKABLE = 'Custom items cannot be checked.';

/** ours: shop mode's word on ticks cleared because their item changed on the list (an amount raised) */
export const clearedTicksText = (count: number) => (count === 1
  ? '1 tick was cleared: that item changed on the list.'
  : `${count} ticks were cleared: those items changed on the list.`);

/** ours: shop mode's word on ticked items that left the list (a partner's shop stored them, or they were removed) */
export const goneTicksText = (count: number) => (count === 1
  ? '1 ticked item is no longer on the list.'
  : `${count} ticked items are no longer on the list.`);

/** ours: shop mode's word on items a change made elsewhere put on the list (a partner adding from home) */
export const addedItemsText = (count: number) => (count === 1 ? '1 item was added to the list.' : `${count} items were added to the list.`);

type Keyed = Pick<ShoppingListItem, 'id' | 'value' | 'name' | 'quantity' | 'unit' | 'measurement'>;

/** What an item is, without its checked flag. */
export function itemKey(item: Keyed): string {
  return JSON.stringify([String(item.id), String(item.value), item.name, item.quantity, item.unit, item.measurement]);
}

/** SPEC §4: custom items cannot be checked. */
export const isCheckable = (item: Pick<ShoppingListItem, 'id' | 'value'>) => !isCustomItem(item);

/** The record kept for a list. */
export interface CheckedRecord {
  /** the id of the list it was made on: the record is kept per list name, which another list may reuse */
  list: string;
  /** each item ticked, as it was when ticked: itemHash */
  ticked: string[];
  /** the id of each item ticked, in the order of `ticked` (a record written before they were kept has none) */
  ids?: string[];
}

/** The record of the previous version: a fingerprint of the items it was made for, and the ids ticked. */
interface FingerprintRecord {
  items: string;
  ticked: string[];
}

/** A record as read back: this version's, or an earlier one's (every item's key, with whether it was ticked). */
export type StoredChecks = CheckedRecord | FingerprintRecord | Record<string, boolean>;

/** The ticks given to a list's items, and how many of the ticks they were given were cleared, and why. */
export interface RestoredTicks {
  checked: Set<string>;
  /** ticks whose item is still on the list but changed on it (or, from a record without ids, may have left it) */
  cleared: number;
  /** ticks whose item is no longer on the list */
  gone: number;
}

/** An item ticked, as the record keeps it: what it was (itemHash) and, where known, its id. */
interface Ticked {
  hash: string;
  id?: string;
}

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

/** by item: a tick changes no item, so the record written after it hashes only the item just ticked */
const hashes = new WeakMap<Keyed, string>();

/** What an item is, in a few characters: a hash of its itemKey. */
function itemHash(item: Keyed): string {
  let hash = hashes.get(item);
  if (hash === undefined) {
    hash = hash53(itemKey(item));
    hashes.set(item, hash);
  }
  return hash;
}

/** What a list's items are, in any order: how many different ones, and a hash of their keys (the previous record's). */
export function itemsFingerprint(items: readonly Keyed[]): string {
  const keys = [...new Set(items.map(itemKey))].sort();
  return `${keys.length}:${hash53(keys.join('\n'))}`;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isCheckedRecord = (stored: object): stored is CheckedRecord =>
  typeof (stored as CheckedRecord).list === 'string' && isStrings((stored as CheckedRecord).ticked);
const isFingerprintRecord = (stored: object): stored is FingerprintRecord =>
  typeof (stored as FingerprintRecord).items === 'string' && isStrings((stored as FingerprintRecord).ticked);

const nothing = (): RestoredTicks => ({ checked: new Set(), cleared: 0, gone: 0 });

/** The id of the list a record was made on; null for none, or for an earlier version's record, which does not say. */
export const recordList = (stored: StoredChecks | null): string | null =>
  (stored && typeof stored === 'object' && isCheckedRecord(stored) ? stored.list : null);

/** A record's ticks, with their ids where it has them for each. */
function recordTicks(record: CheckedRecord): Ticked[] {
  const { ids } = record;
  const known = isStrings(ids) && ids.length === record.ticked.length ? ids : undefined;
  return record.ticked.map((hash, i) => ({ hash, id: known?.[i] }));
}

/**
 * The ticks that carry over to a list's items from those ticked: an item still on it unchanged (the same id, name,
 * unit and amount: its itemHash) keeps its tick; the tick of an item changed is cleared, and that of an item no longer
 * on it (by id) is gone. The one rule for a record read back and for the list read again under shop mode.
 */
function carry(ticked: readonly Ticked[], items: readonly Keyed[]): RestoredTicks {
  const wanted = new Set(ticked.map((t) => t.hash));
  const checked = new Set(tickedIds(items, (item) => wanted.has(itemHash(item))));
  if (checked.size === wanted.size) return { checked, cleared: 0, gone: 0 };
  const kept = new Set(items.filter((item) => checked.has(String(item.id))).map(itemHash));
  const onList = new Set(items.map((item) => String(item.id)));
  let cleared = 0;
  let gone = 0;
  for (const { hash, id } of new Map(ticked.map((t) => [t.hash, t])).values()) {
    if (kept.has(hash)) continue;
    if (id !== undefined && !onList.has(id)) gone += 1;
    else cleared += 1;
  }
  return { checked, cleared, gone };
}

/**
 * The ticks a stored record gives the list's items (carry). A record another list of the same name made gives none,
 * and clears none; an earlier version's record, which does not say what each item was, gives its ticks only to the
 * very items it was made for.
 */
export function restoreChecked(stored: StoredChecks | null, list: Id, items: readonly Keyed[]): RestoredTicks {
  if (!stored || typeof stored !== 'object') return nothing();
  if (isCheckedRecord(stored)) return stored.list === String(list) ? carry(recordTicks(stored), items) : nothing();
  if (isFingerprintRecord(stored)) {
    if (stored.items !== itemsFingerprint(items)) return nothing();
    const ids = new Set(stored.ticked);
    return { checked: new Set(tickedIds(items, (item) => ids.has(String(item.id)))), cleared: 0, gone: 0 };
  }
  // the first version's record: it fits when its keys are the items' keys
  const legacy = stored as Record<string, unknown>;
  const keys = items.map(itemKey);
  if (Object.keys(legacy).length !== new Set(keys).size || keys.some((k) => !Object.hasOwn(legacy, k))) return nothing();
  return { checked: new Set(tickedIds(items, (item) => legacy[itemKey(item)] === true)), cleared: 0, gone: 0 };
}

/** The ticked items among these. */
const tickedItems = (items: readonly Keyed[], checked: ReadonlySet<string>) =>
  items.filter((item) => isCheckable(item) && checked.has(String(item.id)));

/** The record kept for a list: its id, and what each item ticked is and its id. */
export function checkedRecord(list: Id, items: readonly Keyed[], checked: ReadonlySet<string>): CheckedRecord {
  const ticked = tickedItems(items, checked);
  return { list: String(list), ticked: ticked.map(itemHash), ids: ticked.map((item) => String(item.id)) };
}

/** The ticks carried to the list's items read again (a change made elsewhere, or a shop it refused: 409), by carry. */
export function carryChecked(before: readonly Keyed[], checked: ReadonlySet<string>, after: readonly Keyed[]): RestoredTicks {
  return carry(tickedItems(before, checked).map((item) => ({ hash: itemHash(item), id: String(item.id) })), after);
}

/** How many of the items read again were not on the list before (by id: an amount raised is a change, not an add). */
export function addedCount(before: readonly Keyed[], after: readonly Keyed[]): number {
  const known = new Set(before.map((item) => String(item.id)));
  return new Set(after.map((item) => String(item.id)).filter((id) => !known.has(id))).size;
}

/** The ids (as strings) of the items ticked; a custom item never is. */
function tickedIds(items: readonly Keyed[], ticked: (item: Keyed) => boolean): string[] {
  return items.filter((item) => isCheckable(item) && ticked(item)).map((item) => String(item.id));
}
