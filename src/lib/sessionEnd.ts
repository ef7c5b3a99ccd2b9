// A session that ends under a screen (SPEC §4: any 401 leaves for /login) takes with it what the screen holds
// unsaved, unless the screen keeps it for the same user's next sign-in. app/session.ts tells the screens that asked
// here just before it leaves; lists and stores need not ask (their edits wait in the outbox).
import type { Id } from '../../contract/entities';

const keepers = new Set<() => void>();

/** `keep` runs when the session ends under the screen; returns what stops it (for an effect's cleanup). */
export function onSessionEnd(keep: () => void): () => void {
  keepers.add(keep);
  return () => { keepers.delete(keep); };
}

/** The session ends: each screen keeps what it holds unsaved. */
export function sessionEnds(): void {
  for (const keep of [...keepers]) keep();
}

/** What a screen keeps for its user's next sign-in, in the tab (its sessionStorage): whose it is, and what. */
interface Kept<T> {
  owner: Id;
  value: T;
}

/** Keeps `value` under `key` for `owner`'s next sign-in in this tab; a full or blocked storage keeps nothing. */
export function keepForNextSignIn(key: string, owner: Id, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ owner, value } satisfies Kept<unknown>));
  } catch (err) {
    console.warn(`${key}: what was unsaved could not be kept for the next sign-in`, err);
  }
}

/** What was kept under `key` for this user; null when nothing was, or it is another account's. */
export function readKept<T>(key: string, owner: Id | null): T | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Kept<T> | null;
    return kept && kept.owner === owner ? kept.value : null;
  } catch {
    return null;
  }
}

/** A kept value is used once. */
export function forgetKept(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to forget in a blocked storage
  }
}
