// The items of a list or store being edited, and their saving (issues 9 and 11). Every change is shown at
// once and sent AUTOSAVE_MS after the last one (lib/saveQueue.ts: one save in flight, the latest edit last),
// with the version the edits are based on. What cannot be sent — offline, no session (401), or someone
// else's change in between (412) — goes to the outbox (outbox.ts), is shown as pending, and is sent again
// later; a conflict waits for the user: merge my edits onto theirs, or take theirs. A list or store the server
// says is gone (404: deleted, or no longer shared) keeps nothing: the user is told the edits could not be saved.
// One the user may now only view (403: the edit right was taken away) is not sent again: the edits are kept in the
// outbox, refused, for the user to read until they let them go, and the screen shows the read-only view.
// A newer copy read from the server while nothing of mine waits (no edit unsent, in flight or in the outbox) is
// followed: it becomes the base and is shown; with edits waiting it is not, and their save meets the change as a
// 412. 'Merge my changes' reads the server's copy first where it can (`read`), so it merges onto the list as it is
// now, not onto the copy the 412 brought, which a change made since would refuse again.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiError } from '../../contract/api';
import { AUTOSAVE_MS } from '../../contract/constants';
import type { Id, ShoppingListItem, StoreItem } from '../../contract/entities';
import { createSaveQueue, type SaveQueueState } from '../lib/saveQueue';
import { useFlushOnLeave } from '../lib/useFlushOnLeave';
import { isOnline } from '../api/connection';
import { useOnline } from './OfflineBadge';
import { isReadOnlyRefusal, outbox, outboxKey, type PendingItems, type PendingKind, type QueueInput, type SavedEntity } from './outbox';
import { refreshShares, replayOutbox, showPending, showSaved } from './outboxSync';
import { SYNC_TEXT } from './syncText';

type Items = ShoppingListItem[] | StoreItem[];

export interface SyncedItemsOptions<T extends Items, E extends SavedEntity> {
  kind: PendingKind;
  entity: E;
  id: Id;
  /** whose edits these are (the outbox keeps each user's apart) */
  userId: Id;
  itemsOf: (entity: E) => T;
  /** PUT the items, based on this version; rejects with an ApiError */
  send: (items: T, version: number | undefined) => Promise<E>;
  /** my edits (from base to mine) onto their copy */
  merge: (base: T, mine: T, theirs: T) => T;
  /** the server's copy now (GET); rejects with an ApiError */
  read?: () => Promise<E>;
}

export interface SyncState<E> {
  /** edits wait in the outbox to be sent */
  pending: boolean;
  online: boolean;
  /** someone else changed it meanwhile: their copy, until the user chooses */
  conflict: E | null;
  /** the server refused the edits for good (e.g. no edit right) */
  error: string | null;
  /** the refusal was a 403: the user may only view it, so no try can save the edits (none is offered) */
  readOnly: boolean;
  /** the list or store is gone (deleted, or no longer shared): my edits could not be saved, and are not kept */
  gone: boolean;
  merge: () => void;
  takeTheirs: () => void;
  /** let refused edits go, back to the last saved items */
  discard: () => void;
}

const idle: SaveQueueState = { dirty: false, saving: false, error: null, saved: false };

/** ours: how long a merge waits for the server's copy before it merges onto the one the 412 brought */
export const MERGE_READ_MS = 5_000;

/** The server's copy, or null when there is no way to read it or no answer within MERGE_READ_MS. */
async function readWithin<E>(read: (() => Promise<E>) | undefined): Promise<E | null> {
  if (!read) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), MERGE_READ_MS); });
  try {
    return await Promise.race([read(), late]);
  } catch (err) {
    console.warn('merge: the server\'s copy could not be read; merging onto the copy the conflict brought', err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The editing session outside React: the last server copy my edits build on (`base`), what is on screen
 * (`current`), and the save queue. One per mounted editor; the hook keeps `options` up to date.
 */
function createItemsSync<T extends Items, E extends SavedEntity>(
  initial: SyncedItemsOptions<T, E>, show: (items: T) => void, onSaveState: (state: SaveQueueState) => void,
  onGone: (gone: boolean) => void,
) {
  const { kind, id, userId } = initial;
  const key = outboxKey(kind, id);
  const entry = outbox.get(key);
  // an editor opens only with the edit right: changes refused while it was away are the user's to send or let go
  if (entry?.readOnly) void outbox.reopen(key, SYNC_TEXT.rightBack);
  const session = {
    key,
    options: initial,
    current: (entry?.items as T | undefined) ?? initial.itemsOf(initial.entity),
    base: entry
      ? { version: entry.baseVersion, items: entry.base as T }
      : { version: initial.entity.version, items: initial.itemsOf(initial.entity) },
    touched: false,
    gone: false,
    /** this editor's save was refused with 403 (the edit right was taken away): the server's reason */
    refusal: null as string | null,
    /** the edits were let go: the status says nothing of an earlier save ('Saved') until the next one */
    discarded: false,
    report(state: SaveQueueState) {
      onSaveState(session.discarded ? { ...state, saved: false } : state);
    },
    update(options: SyncedItemsOptions<T, E>) {
      session.options = options;
    },
    show(next: T) {
      session.current = next;
      show(next);
    },
    /** `next` as the outbox keeps it: built on the last server copy */
    pending(next: T): QueueInput {
      const { version, items: base } = session.base;
      return { kind, id, userId, name: session.options.entity.name, baseVersion: version, base, items: next } as QueueInput;
    },
    async queueLocally(next: T, conflict?: E) {
      await outbox.queue(session.pending(next));
      if (conflict) await outbox.markConflict(key, conflict);
      showPending({ kind, id, items: next } as PendingItems);
    },
    /**
     * The server lets the user only view it: `next` is kept in the outbox, refused (never sent, not shown as saved),
     * and so is anything typed after it, as the screen gives way to the read-only view.
     */
    async keepRefused(next: T, message: string) {
      if (session.refusal === null) {
        session.refusal = message;
        refreshShares();
      }
      await outbox.refuse(session.pending(next), session.refusal);
    },
    queue: createSaveQueue<T>({
      delayMs: AUTOSAVE_MS,
      save: async (next): Promise<void> => {
        if (session.refusal !== null) return session.keepRefused(next, session.refusal);
        if (outbox.get(key) || !isOnline()) {
          await session.queueLocally(next);
          void replayOutbox();
          return;
        }
        try {
          const saved = await session.options.send(next, session.base.version);
          session.base = { version: saved.version, items: session.options.itemsOf(saved) };
          session.discarded = false;
          session.setGone(false);
        } catch (err) {
          const error = err as ApiError;
          if (error.status === 412 && error.current) return session.queueLocally(next, error.current as E);
          // offline, the session ended, or a busy server asked to come back later: kept for when the
          // connection, the user or the server is back
          if (error.status === 0 || error.status === 401 || error.status === 503) return session.queueLocally(next);
          // no edit right any more: no try can save it, so it is not offered again; kept for the user to read
          if (isReadOnlyRefusal(error.status)) return session.keepRefused(next, error.message);
          // deleted, or no longer shared: no later try can save it, so nothing is kept (the outbox says so)
          if (error.status === 404) {
            session.setGone(true);
            await outbox.markGone({ key, kind, id, userId, name: session.options.entity.name });
          }
          throw err;
        }
      },
      onChange: (state) => session.report(state),
    }),
    /** a replayed entry reached the server: later edits build on its answer */
    saved(saved: SavedEntity) {
      session.base = { version: saved.version, items: session.options.itemsOf(saved as E) };
      session.discarded = false;
      session.setGone(false);
      onSaveState({ ...session.queue.getState(), error: null, saved: true });
    },
    /** an entry that shows up after the first render (the outbox loaded late) is adopted if nothing was typed */
    adopt() {
      const waiting = outbox.get(key);
      if (!waiting || session.touched) return;
      session.touched = true;
      session.base = { version: waiting.baseVersion, items: waiting.base as T };
      session.show(waiting.items as T);
    },
    change(edit: (items: T) => T) {
      const next = edit(session.current);
      if (next === session.current) return;
      session.touched = true;
      session.show(next);
      session.queue.schedule(next);
    },
    /**
     * The page or the editor goes: what is not saved yet is sent, and kept on this device at once in case the page
     * is gone before it is (the next start sends it).
     */
    leave() {
      const { dirty, saving } = session.queue.getState();
      // a list or store the server says is gone has nowhere to keep them
      if ((!dirty && !saving) || session.gone) return;
      // refused as a viewer: what is still unsent joins the refused entry in the outbox (save), nothing is sent
      if (session.refusal !== null) {
        void session.queue.flush();
        return;
      }
      const leftAt = outbox.keepOnLeave(session.pending(session.current));
      void session.queue.flush().then((done) => { if (done) outbox.leftSaved(key, leftAt); });
    },
    retry() {
      // a refused entry is tried once more with what is on screen
      if (outbox.get(key)?.error) void session.queueLocally(session.current).then(replayOutbox);
      else void session.queue.flush().then(replayOutbox);
    },
    /** whether a merge is reading the server's copy: a second press waits for it */
    merging: false,
    async merge() {
      if (session.merging || !outbox.get(key)?.conflict) return;
      session.merging = true;
      let read: E | null = null;
      try {
        read = await readWithin(session.options.read);
      } finally {
        session.merging = false;
      }
      const waiting = outbox.get(key);
      if (!waiting?.conflict) return;
      const recorded = waiting.conflict as E;
      // the copy read, unless the one the 412 brought is newer (or nothing could be read: no answer)
      const theirs = read && !((recorded.version ?? 0) > (read.version ?? 0)) ? read : recorded;
      const theirItems = session.options.itemsOf(theirs);
      const merged = session.options.merge(waiting.base as T, session.current, theirItems);
      session.show(merged);
      session.base = { version: theirs.version, items: theirItems };
      void outbox.rebase(key, theirs, merged).then(() => {
        showPending({ kind, id, items: merged } as PendingItems);
        return replayOutbox();
      });
    },
    takeTheirs() {
      const theirs = outbox.get(key)?.conflict as E | undefined;
      if (!theirs) return;
      session.queue.cancel();
      const theirItems = session.options.itemsOf(theirs);
      session.base = { version: theirs.version, items: theirItems };
      session.show(theirItems);
      void outbox.remove(key);
      showSaved(theirs);
    },
    discard() {
      session.discarded = true;
      session.queue.cancel();
      session.show(session.base.items);
      void outbox.remove(key);
    },
    /** the server's copy, read again: followed when it is newer and nothing of mine waits to be saved */
    follow(entity: E) {
      const { dirty, saving } = session.queue.getState();
      if (dirty || saving || outbox.get(key) || session.refusal !== null || session.gone) return;
      const { version } = entity;
      if (version === undefined || session.base.version === undefined || version <= session.base.version) return;
      const items = session.options.itemsOf(entity);
      session.base = { version, items };
      session.show(items);
    },
    setGone(gone: boolean) {
      if (session.gone === gone) return;
      session.gone = gone;
      onGone(gone);
    },
    /** the list or store is gone: nothing of it is sent any more */
    cancel() {
      session.queue.cancel();
      void outbox.remove(key);
    },
  };
  return session;
}

export function useSyncedItems<T extends Items, E extends SavedEntity>(options: SyncedItemsOptions<T, E>) {
  const [items, setItems] = useState<T | null>(null);
  const [saveState, setSaveState] = useState<SaveQueueState>(idle);
  const [gone, setGone] = useState(false);
  const [session] = useState(() => createItemsSync(options, setItems, setSaveState, setGone));
  const entry = useSyncExternalStore(outbox.subscribe, () => outbox.get(session.key));
  const online = useOnline();

  useEffect(() => session.update(options));
  useEffect(() => session.follow(options.entity), [options.entity, session]);
  useEffect(() => {
    if (entry) session.adopt();
  }, [entry, session]);
  useEffect(() => outbox.onSaved((key, saved) => {
    if (key === session.key) session.saved(saved);
  }), [session]);
  // a replay (or this editor's save) found the list or store gone
  useEffect(() => outbox.onGone((key) => {
    if (key === session.key) session.setGone(true);
  }), [session]);

  // leaving the editor or the page sends (or queues) what is still unsent
  useFlushOnLeave(session.leave);

  const conflict = (entry?.conflict as E | undefined) ?? null;
  const sync: SyncState<E> = {
    pending: Boolean(entry) && !conflict && !entry?.error,
    online,
    conflict,
    error: entry?.error ?? null,
    readOnly: Boolean(entry?.readOnly),
    gone,
    merge: session.merge,
    takeTheirs: session.takeTheirs,
    discard: session.discard,
  };
  return {
    items: items ?? session.current,
    change: session.change,
    saveState,
    retry: session.retry,
    flush: session.queue.flush,
    cancel: session.cancel,
    sync,
  };
}
