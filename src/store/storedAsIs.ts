import { isDraft, original } from '@reduxjs/toolkit';
import { sameJson } from '../lib/sameJson';

/**
 * An answer a reducer stores as it came. Immer walks every new object a reducer puts into the state, looking for
 * drafts inside it, even with freezing off (production) — unless it is frozen: a 2,000-item list or store cost a
 * slow phone ~45 ms a walk, on each arrival. The value and the objects and arrays directly in it (its items) are
 * frozen, which is what they are in the store anyway (reducers change them through drafts, as copies).
 */
export function storedAsIs<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (child !== null && typeof child === 'object') Object.freeze(child);
  return Object.freeze(value);
}

/** what a draft was made from; anything else as it is */
const baseOf = <T>(value: T): T => (isDraft(value) ? original(value as never) as T : value);

/** Whether two values of the API's JSON (objects, arrays, strings, numbers, booleans, null) are the same. */
export const sameAnswer = (a: unknown, b: unknown): boolean => sameJson(a, b, { undefinedIsAbsent: false });

/** Whether an answer repeats what the state holds (`stored`, a draft or not): a recipe read again, as the page the server drew. */
export function sameAsStored(stored: unknown, answer: unknown): boolean {
  return sameAnswer(baseOf(stored), answer);
}

/** the field of a list's or store's answer that holds its items */
const ITEM_FIELDS = ['ingredients', 'items'] as const;
type Entries = Record<string, unknown>;
type Item = { id?: unknown };

/** each item of an answer as the held item of its id where it repeats it */
function keptFrom(held: readonly Item[]) {
  const byId = new Map(held.map((item) => [item.id, item]));
  return (item: Item) => {
    const was = byId.get(item.id);
    return was !== undefined && sameAnswer(was, item) ? was : item;
  };
}

/**
 * An answer stored keeping what of it repeats what the state holds (`stored`, a draft or not, or none): the stored
 * object itself when all of it does, else the answer, frozen, with each of its items (a list's ingredients, a
 * store's items) that repeats the stored item of the same id kept as the very object it was. The screens and the
 * start both load the user's stores, lists and plans, so an answer is often the one before again; and a save's
 * answer repeats all of a 2,000-item list but the items changed. What is kept is not drawn again (the rows are
 * memoised on their item) and not written again to the offline copy (its item records are compared item by item).
 */
export function storedKept<T extends object>(stored: T | null | undefined, answer: T): T {
  const before = (stored && baseOf(stored)) as Entries | null | undefined;
  if (!before) return storedAsIs(answer);
  const fresh = answer as Entries;
  const field = ITEM_FIELDS.find((name) => Array.isArray(before[name]) && Array.isArray(fresh[name]));
  if (!field) return sameAnswer(before, answer) ? before as T : storedAsIs(answer);
  const held = before[field] as Item[];
  // the server bumps a list's or store's version with every write of it: the same version holds the same items (a
  // 2,000-item store and list were compared item by item each time a dialog read them again: ~40 ms at 4x CPU)
  const items = before.version !== undefined && before.version === fresh.version ? held : (fresh[field] as Item[]).map(keptFrom(held));
  const allHeld = items === held || (items.length === held.length && items.every((item, i) => item === held[i]));
  const kept = { ...fresh, [field]: allHeld ? held : items };
  return allHeld && sameAnswer(before, kept) ? before as T : storedAsIs(kept as T);
}

/** A list of answers stored keeping, place by place, what repeats what was there (storedKept); the list itself when all of it does. */
export function storedKeeping<T extends object>(stored: readonly T[], answers: readonly T[]): T[] {
  const before = baseOf(stored);
  const kept = answers.map((answer, i) => storedKept(before[i], answer));
  return kept.length === before.length && kept.every((item, i) => item === before[i]) ? before as T[] : kept;
}

/**
 * Puts an answer where `holder[key]` is, keeping what of it repeats what is there (storedKept); leaves the place
 * alone, not even assigned, when all of it does. Whether anything changed.
 */
export function putKept<H extends object, K extends keyof H>(holder: H, key: K, answer: H[K] & object): boolean {
  const kept = storedKept(holder[key] as (H[K] & object) | null, answer);
  if (kept === baseOf(holder[key])) return false;
  holder[key] = kept;
  return true;
}
