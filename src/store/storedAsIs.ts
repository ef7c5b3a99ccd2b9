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

/**
 * Whether an answer repeats what the state holds (`stored`, a draft or not). The screens and the start both load
 * the user's stores, lists and plans, so on a start the second answer is usually the first again: kept as the
 * very object it was, the screens that show it draw nothing again and the offline copy is not written again (for
 * a 2,000-item store, a second grouping and drawing of its items and a second 0.5 MB write on a slow phone's
 * busiest second).
 */
export function sameAsStored(stored: unknown, answer: unknown): boolean {
  return sameAnswer(baseOf(stored), answer);
}

/** A list of answers stored keeping, place by place, each that repeats what was there; the list itself when all do. */
export function storedKeeping<T extends object>(stored: readonly T[], answers: readonly T[]): T[] {
  const before = baseOf(stored);
  const kept = answers.map((answer, i) => (i < before.length && sameAnswer(before[i], answer) ? before[i]! : storedAsIs(answer)));
  return kept.length === before.length && kept.every((item, i) => item === before[i]) ? before as T[] : kept;
}
