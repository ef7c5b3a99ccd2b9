// SPEC §3, §4 shop mode: the ticks are kept in local storage per list name. Where SPEC §4 drops them all when the
// list's items (ignoring checked) differ, an item still on the list unchanged keeps its tick and only the ticks of
// items removed or changed are cleared (and counted, so shop mode can say so): a partner adding butter from home
// must not wipe what the shopper has in the basket, and an amount raised may no longer be what was bought. The
// record holds the list's id (another list may reuse the name) and, for each item ticked, a short hash of what it
// was (itemKey). Not every item's key, as it once did: for a 2,000-item list that was ~200 KB, written after every
// tick and read by every start's first look at local storage.
import type { Id, ShoppingListItem } from '../../contract/entities';
import { isCustomItem } from './storeItems';

/** ours: the reason a custom item's checkbox is disabled (the server refuses them, SPEC §4) */
export const CUSTOM_NOT_CHECKABLE = 'Custom items cannot be checked.';

/** ours: shop mode's word on ticks the list's change cleared */
export const clearedTicksText = (count: number) => (count === 1
  ? '1 tick was cleared: that item changed on the list.'
  : `${count} ticks were cleared: those items changed on the list.`);

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
}

/** The record of the previous version: a fingerprint of the items it was made for, and the ids ticked. */
interface FingerprintRecord {
  items: string;
  ticked: string[];
}

/** A record as read back: this version's, or an earlier one's (every item's key, with whether it was ticked). */
export type StoredChecks = CheckedRecord | FingerprintRecord | Record<string, boolean>;

/** The ticks given to a list's items, and how many of the ticks they were given were cleared. */
export interface RestoredTicks {
  checked: Set<string>;
  /** ticks whose item left the list or changed on it */
  cleared: number;
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

const nothing = (): RestoredTicks => ({ checked: new Set(), cleared: 0 });

/**
 * The ticks that carry over to a list's items from those ticked (their itemHash): an item still on it unchanged (the
 * same id, name, unit and amount) keeps its tick; the tick of an item removed or changed is cleared. The one rule
 * for a record read back and for the list read again under shop mode.
 */
function carry(ticked: readonly string[], items: readonly Keyed[]): RestoredTicks {
  const wanted = new Set(ticked);
  const checked = new Set(tickedIds(items, (item) => wanted.has(itemHash(item))));
  return { checked, cleared: wanted.size - checked.size };
}

/**
 * The ticks a stored record gives the list's items (carry). A record another list of the same name made gives none,
 * and clears none; an earlier version's record, which does not say what each item was, gives its ticks only to the
 * very items it was made for.
 */
export function restoreChecked(stored: StoredChecks | null, list: Id, items: readonly Keyed[]): RestoredTicks {
  if (!stored || typeof stored !== 'object') return nothing();
  if (isCheckedRecord(stored)) return stored.list === String(list) ? carry(stored.ticked, items) : nothing();
  if (isFingerprintRecord(stored)) {
    if (stored.items !== itemsFingerprint(items)) return nothing();
    const ids = new Set(stored.ticked);
    return { checked: new Set(tickedIds(items, (item) => ids.has(String(item.id)))), cleared: 0 };
  }
  // the first version's record: it fits when its keys are the items' keys
  const legacy = stored as Record<string, unknown>;
  const keys = items.map(itemKey);
  if (Object.keys(legacy).length !== new Set(keys).size || keys.some((k) => !Object.hasOwn(legacy, k))) return nothing();
  return { checked: new Set(tickedIds(items, (item) => legacy[itemKey(item)] === true)), cleared: 0 };
}

/** The ticked items among these, as itemHash. */
const tickedHashes = (items: readonly Keyed[], checked: ReadonlySet<string>) =>
  items.filter((item) => isCheckable(item) && checked.has(String(item.id))).map(itemHash);

/** The record kept for a list: its id and what each item ticked is. */
export function checkedRecord(list: Id, items: readonly Keyed[], checked: ReadonlySet<string>): CheckedRecord {
  return { list: String(list), ticked: tickedHashes(items, checked) };
}

/** The ticks carried to the list's items read again (a change made elsewhere, or a shop it refused: 409), by carry. */
export function carryChecked(before: readonly Keyed[], checked: ReadonlySet<string>, after: readonly Keyed[]): RestoredTicks {
  return carry(tickedHashes(before, checked), after);
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
