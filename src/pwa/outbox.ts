// The outbox (issue 9): edits to lists and stores that could not be sent — no signal, the server unreachable,
// the session over (401), or someone else's change in between (412) — are kept in IndexedDB, one entry per
// list or store holding my latest items and the server's copy they build on, and sent again oldest first.
// An entry leaves the outbox only when the server has taken it: an offline start, a reload or a sign-in in
// between lose nothing. A conflict waits for the user (merge or take theirs); it is never overwritten. An entry
// whose list or store is gone (404: deleted, or no longer shared) has nowhere to go: it is dropped, and the user
// told, until they let the message go (this page only). One the user may now only view (403: the edit right was
// taken away) is kept, never sent again, so the user can read what was not saved until they let it go.
// Edits still unsaved as the page goes (a reload, a closed tab) are kept at once in local storage, as nothing
// asynchronous is sure to finish then, and moved into the outbox by the next start (keepOnLeave, load).
import type { ApiError } from '../../contract/api';
import type { FoodStore, Id, ShoppingList, ShoppingListItem, StoreItem } from '../../contract/entities';
import { sameJson } from '../lib/sameJson';
import { storage } from '../lib/storage';
import { indexedDbStore, type KeyValueStore } from './idb';

interface PendingCommon {
  key: string;
  id: Id;
  /** whose edit this is: another user signing in on this device never sends it */
  userId: Id;
  /** the list's or store's name, for messages */
  name: string;
  /** the version my edits build on (undefined: a copy from before versions, sent unchecked) */
  baseVersion: number | undefined;
  /** first queued: entries are sent oldest first */
  queuedAt: number;
  /** bumped on every change, so a send that raced a newer edit does not drop it */
  rev: number;
  /** refused for good (no edit right, invalid): shown until the user lets it go (a 404 drops the entry instead) */
  error?: string;
  /** the refusal was a 403: the user may only view this list or store, so no try can save it (not offered again) */
  readOnly?: boolean;
}
export interface PendingListWrite extends PendingCommon {
  kind: 'list';
  base: ShoppingListItem[];
  items: ShoppingListItem[];
  /** 412: the list as it is now, waiting for the user to merge or reload */
  conflict?: ShoppingList;
}
export interface PendingStoreWrite extends PendingCommon {
  kind: 'store';
  base: StoreItem[];
  items: StoreItem[];
  conflict?: FoodStore;
}
export type PendingWrite = PendingListWrite | PendingStoreWrite;
export type PendingKind = PendingWrite['kind'];
/** What a screen shows of an entry: my items for that list or store. */
export type PendingItems = Pick<PendingListWrite, 'kind' | 'id' | 'items'> | Pick<PendingStoreWrite, 'kind' | 'id' | 'items'>;
export type SavedEntity = ShoppingList | FoodStore;
/** A change dropped because its list or store is gone: what the message names. */
export type GoneWrite = Pick<PendingWrite, 'key' | 'kind' | 'id' | 'userId' | 'name'>;

type NotInput = 'key' | 'queuedAt' | 'rev' | 'conflict' | 'error' | 'readOnly';
export type QueueInput = Omit<PendingListWrite, NotInput> | Omit<PendingStoreWrite, NotInput>;

export const outboxKey = (kind: PendingKind, id: Id) => `${kind}:${id}`;

/** A failure that may pass (no answer, no session, come back later): sent again later; any other is a refusal. */
export const mayPass = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/** A refusal because the user may only view it (the server's 403 on a write: SPEC §6, server/services/access.ts). */
export const isReadOnlyRefusal = (status: number) => status === 403;

/** A saved list's or store's items. */
const itemsOf = (entity: SavedEntity) => ('ingredients' in entity ? entity.ingredients : entity.items);

/** Items kept as their page went, by outbox key; `leftAt` tells one keeping from a later one. */
export type LeftEdits = Record<string, QueueInput & { leftAt: number }>;

/** Where items are kept as their page goes: written synchronously (local storage), as the page may end any moment. */
export interface LeavingStore {
  read(): LeftEdits;
  write(left: LeftEdits): void;
}

const leavingInStorage: LeavingStore = {
  read: () => storage.get('outbox_leaving') ?? {},
  write: (left) => (Object.keys(left).length ? storage.set('outbox_leaving', left) : storage.remove('outbox_leaving')),
};

/** Sends one entry (PUT with its base version); rejects with an ApiError. */
export type Sender = (write: PendingWrite) => Promise<SavedEntity>;

export function createOutbox(store: KeyValueStore<PendingWrite>, leaving: LeavingStore = leavingInStorage) {
  const entries = new Map<string, PendingWrite>();
  /** entries written by this page: what an earlier page left does not replace them */
  const writtenHere = new Set<string>();
  let snapshot: readonly PendingWrite[] = [];
  let goneSnapshot: readonly GoneWrite[] = [];
  /** entries being sent by resend: not sent twice at once */
  const resending = new Set<string>();
  let loading: Promise<void> | null = null;
  let replaying: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const savedListeners = new Set<(key: string, entity: SavedEntity) => void>();
  const goneListeners = new Set<(key: string) => void>();

  const changed = () => {
    snapshot = [...entries.values()].sort((a, b) => a.queuedAt - b.queuedAt);
    for (const listener of listeners) listener();
  };
  const write = async (entry: PendingWrite) => {
    entries.set(entry.key, entry);
    writtenHere.add(entry.key);
    changed();
    try {
      await store.put(entry.key, entry);
    } catch (err) {
      console.warn(`outbox: keeping ${entry.key} on this page only, it could not be stored`, err);
    }
  };
  const drop = async (key: string) => {
    entries.delete(key);
    changed();
    try {
      await store.delete(key);
    } catch (err) {
      console.warn(`outbox: ${key} could not be removed from storage`, err);
    }
  };

  /** Sends one entry and keeps what the answer says; false: no connection or no session, so nothing more goes now. */
  const sendOne = async (next: PendingWrite, send: Sender): Promise<boolean> => {
    let saved: SavedEntity;
    try {
      saved = await send(next);
    } catch (err) {
      const error = err as ApiError;
      const current = error.status === 412 ? error.current as SavedEntity | undefined : undefined;
      // the server already has these items (an earlier send arrived but its answer was lost): that is its answer
      if (current && sameJson(itemsOf(current), next.items)) saved = current;
      else if (current) {
        await outbox.markConflict(next.key, current);
        return true;
      } else if (mayPass(error.status)) {
        return false;
      } else if (error.status === 404) {
        // deleted, or no longer shared: no try could ever save it, so it is not kept as a refusal to retry
        await outbox.markGone(next);
        return true;
      } else {
        const now = entries.get(next.key);
        if (now) await write({ ...now, error: error.message, readOnly: isReadOnlyRefusal(error.status) || undefined });
        return true;
      }
    }
    for (const listener of savedListeners) listener(next.key, saved);
    const now = entries.get(next.key);
    if (now?.rev === next.rev) await drop(next.key);
    // edited while it was on its way: the newer items go next, built on what the server now has
    else if (now) await write({ ...now, baseVersion: saved.version, base: itemsOf(saved) } as PendingWrite);
    return true;
  };

  const outbox = {
    /** Reads what earlier pages left; entries queued meanwhile on this page win. */
    load(): Promise<void> {
      loading ??= store.entries().then((stored) => {
        for (const [key, entry] of stored) if (!entries.has(key)) entries.set(key, entry);
        changed();
      }, (err: unknown) => console.warn('outbox: stored edits could not be read', err)).then(async () => {
        // what the last page kept as it went is newer than what it had queued
        const left = leaving.read();
        for (const [key, { leftAt: _, ...input }] of Object.entries(left)) if (!writtenHere.has(key)) await outbox.queue(input);
        if (Object.keys(left).length) leaving.write({});
      });
      return loading;
    },
    /**
     * The page or the editor goes with these items unsaved: kept at once, until `leftSaved` tells they reached the
     * server or the outbox (the page lived on), else the next start queues them. Returns what names this keeping.
     */
    keepOnLeave(input: QueueInput): number {
      const left = leaving.read();
      const key = outboxKey(input.kind, input.id);
      const leftAt = Math.max(Date.now(), (left[key]?.leftAt ?? 0) + 1);
      leaving.write({ ...left, [key]: { ...input, leftAt } });
      return leftAt;
    },
    leftSaved(key: string, leftAt: number): void {
      const left = leaving.read();
      if (left[key]?.leftAt !== leftAt) return;
      delete left[key];
      leaving.write(left);
    },
    entries: () => snapshot,
    get: (key: string): PendingWrite | undefined => entries.get(key),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    /** Changes dropped because their list or store is gone, until the user lets the message go. */
    gone: () => goneSnapshot,
    /** Told when a list's or store's change was dropped because it is gone. */
    onGone(listener: (key: string) => void) {
      goneListeners.add(listener);
      return () => { goneListeners.delete(listener); };
    },
    /** Told when an entry reached the server, with the server's answer (its new version). */
    onSaved(listener: (key: string, entity: SavedEntity) => void) {
      savedListeners.add(listener);
      return () => { savedListeners.delete(listener); };
    },

    /** My latest items. An entry already queued keeps its base, its place in the order and any conflict. */
    queue(input: QueueInput): Promise<void> {
      const key = outboxKey(input.kind, input.id);
      const existing = entries.get(key);
      const entry = existing
        ? { ...existing, name: input.name, items: input.items, rev: existing.rev + 1, error: undefined, readOnly: undefined }
        : { ...input, key, queuedAt: Date.now(), rev: 1 };
      return write(entry as PendingWrite);
    },
    /**
     * 403 (the edit right was taken away): my latest items are kept with the server's reason, never sent again and
     * never merged (no try could save them), so the user can still read them until they let them go.
     */
    refuse(input: QueueInput, error: string): Promise<void> {
      const key = outboxKey(input.kind, input.id);
      const existing = entries.get(key);
      const entry = existing
        ? { ...existing, name: input.name, items: input.items, rev: existing.rev + 1, conflict: undefined, error, readOnly: true }
        : { ...input, key, queuedAt: Date.now(), rev: 1, error, readOnly: true };
      return write(entry as PendingWrite);
    },
    /**
     * The edit right is back (an editor opened on an entry refused as a viewer's): the entry is an ordinary refusal
     * again, with `message`, which 'try again' sends and 'discard my changes' lets go; until then nothing is sent.
     */
    reopen(key: string, message: string): Promise<void> {
      const existing = entries.get(key);
      if (!existing?.readOnly) return Promise.resolve();
      return write({ ...existing, error: message, readOnly: undefined, rev: existing.rev + 1 });
    },
    /** 412: the server's copy now; the entry waits for the user. */
    markConflict(key: string, current: SavedEntity): Promise<void> {
      const existing = entries.get(key);
      if (!existing) return Promise.resolve();
      return write({ ...existing, conflict: current } as PendingWrite);
    },
    /** After a merge: my merged items, now built on their copy; sent by the next replay. */
    rebase(key: string, theirs: SavedEntity, items: ShoppingListItem[] | StoreItem[]): Promise<void> {
      const existing = entries.get(key);
      if (!existing) return Promise.resolve();
      return write({ ...existing, baseVersion: theirs.version, base: itemsOf(theirs), items, conflict: undefined, error: undefined, readOnly: undefined, rev: existing.rev + 1 } as PendingWrite);
    },
    remove: (key: string) => drop(key),
    /**
     * The server says the list or store is gone (404): its entry and any items kept as a page went are dropped, newer
     * edits too (they would go to the same nowhere), and the user is told.
     */
    markGone(lost: GoneWrite): Promise<void> {
      const { key, kind, id, userId, name } = lost;
      goneSnapshot = [...goneSnapshot.filter((g) => g.key !== key), { key, kind, id, userId, name }];
      const left = leaving.read();
      if (left[key]) {
        delete left[key];
        leaving.write(left);
      }
      for (const listener of goneListeners) listener(key);
      return drop(key);
    },
    /** The user has read that this change was dropped. */
    dismissGone(key: string): void {
      goneSnapshot = goneSnapshot.filter((g) => g.key !== key);
      changed();
    },
    /**
     * Sends a refused or conflicting entry once more, as it is (the replay leaves those to the user): a screen
     * that finds its list or store missing asks the server, and a 404 lets the entry go.
     */
    async resend(key: string, send: Sender): Promise<void> {
      const entry = entries.get(key);
      if (!entry || !(entry.error || entry.conflict) || resending.has(key)) return;
      resending.add(key);
      try {
        await sendOne(entry, send);
      } finally {
        resending.delete(key);
      }
    },

    /**
     * Sends this user's entries oldest first, one at a time. Stops while there is no connection or no session
     * (401: the entries wait for the next sign-in); a conflict or a refusal is kept on its entry; a 404 drops it.
     */
    replay(send: Sender, userId: Id): Promise<void> {
      replaying ??= (async () => {
        const sent = new Set<string>();
        for (;;) {
          const next = snapshot.find((e) => e.userId === userId && !e.conflict && !e.error && !sent.has(`${e.key}@${e.rev}`));
          if (!next) return;
          sent.add(`${next.key}@${next.rev}`);
          if (!await sendOne(next, send)) return;
        }
      })().finally(() => { replaying = null; });
      return replaying;
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The app's outbox, in the browser's IndexedDB. */
export const outbox = createOutbox(indexedDbStore<PendingWrite>('larder-outbox', 'pending'));
