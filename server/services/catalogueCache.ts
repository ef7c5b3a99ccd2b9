// A response cache for the public catalogue reads (recipe pages, searches, filters, single recipes). An answer
// is kept serialised, with its ETag, under its normalised query, for the catalogue version it was read at: one
// row that triggers bump in every transaction that changes the catalogue (a seed, an approved publish request,
// an admin edit; migration 0006). On PostgreSQL every read reads that row, so a change committed through any
// server is seen by the next read on all of them. The embedded database belongs to this process alone: there
// the cache listens for the notification the same triggers send on commit, and a read costs no query at all.
// These answers are the same for everyone: nothing per user may ever be cached here.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FilterItemBody } from '../../contract/schemas';
import type { Db } from '../db';
import { catalogueVersion } from '../db/schema';

/** ours: answers kept at most (a recipe or a page is a few KiB, so a few MiB in all) */
export const CATALOGUE_CACHE_ENTRIES = 500;

export interface CachedAnswer {
  body: string;
  etag: string;
}

export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** PGlite's LISTEN (node-postgres' pool has none: there a listener would need a connection of its own) */
interface Listener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

function listenerOf(db: Db): Listener | null {
  const client = (db as { $client?: Partial<Listener> }).$client;
  return typeof client?.listen === 'function' ? (client as Listener) : null;
}

export class CatalogueCache {
  /** the version the kept answers were read at */
  private version = -1;
  /** in least recently used order: a Map iterates in insertion order, and a hit is moved to the end */
  private readonly answers = new Map<string, CachedAnswer>();
  /** misses being read, so concurrent requests for one query read the database once */
  private readonly reading = new Map<string, Promise<CachedAnswer | null>>();
  /** embedded: the version as the last notification said (after the first read), and how to stop listening */
  private readonly listened: Promise<{ current: () => number; stop: () => Promise<void> }> | null;

  constructor(private readonly db: Db, private readonly maxEntries = CATALOGUE_CACHE_ENTRIES) {
    const listener = listenerOf(db);
    this.listened = listener && (async () => {
      let current = -1;
      // listening first, then reading: no bump falls between the two
      const stop = await listener.listen('catalogue_version', (payload) => { current = Math.max(current, Number(payload)); });
      const read = await readCatalogueVersion(db);
      current = Math.max(current, read);
      return { current: () => current, stop };
    })();
  }

  get size(): number {
    return this.answers.size;
  }

  /** Stops listening (the app closes before its database). */
  async close(): Promise<void> {
    if (this.listened) await (await this.listened).stop();
  }

  private async currentVersion(): Promise<number> {
    return this.listened ? (await this.listened).current() : readCatalogueVersion(this.db);
  }

  /**
   * The answer to `key` at the current catalogue version; `load` runs on a miss, given that version (null: nothing
   * to answer, not kept).
   */
  get(key: string, load: (version: number) => Promise<object>): Promise<CachedAnswer>;
  get(key: string, load: (version: number) => Promise<object | null>): Promise<CachedAnswer | null>;
  async get(key: string, load: (version: number) => Promise<object | null>): Promise<CachedAnswer | null> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.answers.clear();
      this.reading.clear();
      this.version = version;
    }
    const hit = this.answers.get(key);
    if (hit) {
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit;
    }
    const pending = this.reading.get(key);
    if (pending) return pending;
    const read = load(version).then((value) => {
      if (value === null) return null;
      const body = JSON.stringify(value);
      const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      // a read at a newer version cleared the cache meanwhile: answer this request, keep nothing
      if (this.version === version) this.keep(key, answer);
      return answer;
    }).finally(() => {
      if (this.reading.get(key) === read) this.reading.delete(key);
    });
    this.reading.set(key, read);
    return read;
  }

  private keep(key: string, answer: CachedAnswer) {
    this.answers.set(key, answer);
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
  }
}

/** Filters as a set: order and repeats do not change which recipes match. */
export function filterSet(filters: readonly FilterItemBody[]): string[] {
  return [...new Set(filters.map((f) => JSON.stringify([f.type, f.includeExclude, f.value])))].sort();
}

/** The key of a filtered search. */
export function filterKey(page: number, search: string, filters: readonly FilterItemBody[]): string {
  return JSON.stringify(['filter', page, search, filterSet(filters)]);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached answer; a GET carries its ETag (browsers revalidate on every use) and may answer 304. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (request.method === 'GET' || request.method === 'HEAD') {
    reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
