// The keys of writes that are safe to retry (server/plugins/idempotency.ts has the rules): claimed in one statement,
// so of two requests with one key (on one server process or several) only one runs.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { idempotencyKeys } from '../db/schema';

/** how long a key and its answer are kept */
export const KEY_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * A key claimed this long ago whose request never answered (its process ended mid-request) is taken by the next
 * request with it: no keyed request runs this long (an import's fetch gives up after 10 s, the app after 60).
 */
export const CLAIM_STALE_MS = 2 * 60 * 1000;

export interface KeyId {
  scope: string;
  key: string;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'running' }
  | { kind: 'mismatch' }
  | { kind: 'done'; status: number; body: string };

const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
const theKey = ({ scope, key }: KeyId) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Claims the key for a request with this fingerprint, or says why not: it is running, done (with its answer), or was
 * sent with something else. A key past its day, or claimed by a request that never answered, is claimed anew.
 */
export async function claimKey(db: Db, id: KeyId, userId: number | null, fingerprint: string): Promise<Claim> {
  // twice at most: a key released between the insert and the read (its request was refused) is free again
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [claimed] = await db.insert(idempotencyKeys).values({ ...id, userId, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { userId, fingerprint, status: null, body: null, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} < ${ago(KEY_KEPT_MS)}
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < ${ago(CLAIM_STALE_MS)})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { kind: 'claimed' };
    const [held] = await db.select().from(idempotencyKeys).where(theKey(id));
    if (!held) continue;
    if (held.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (held.status === null || held.body === null) return { kind: 'running' };
    return { kind: 'done', status: held.status, body: held.body };
  }
  return { kind: 'running' };
}

/** The claimed key's request answered: the answer is what a retry gets. */
export async function keepAnswer(db: Db, id: KeyId, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(and(theKey(id), isNull(idempotencyKeys.status)));
}

/** The claimed key's request was refused or failed, so nothing was done: a retry with the key runs afresh. */
export async function releaseKey(db: Db, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(theKey(id), isNull(idempotencyKeys.status)));
}

/** Deletes the keys past their day; returns how many. */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const swept = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, ago(KEY_KEPT_MS)))
    .returning({ key: idempotencyKeys.key });
  return swept.length;
}
