// Offline reading (issue 9): the signed-in user's last known shopping lists, stores, shares and meal plans
// are kept in IndexedDB on every change and put back on a start without a connection, so a list
// never goes blank in a shop with no signal. Tagged with the user's id: another user never sees them.
// Each of the four is its own record, written only when it changed: a tick in a 2,000-item list does not write
// a 2,000-item store again (issue 10). A list's or store's items are kept apart, in records of ITEMS_PER_RECORD
// each written in a task of its own, and only when one of its items changed. Not in local storage, where it was once:
// a page's first read of local storage (the session's token, at every start) brings the whole of it, and with a
// 2,000-item list and store (~1 MB) that read took 12-31 ms instead of 1-3 on a fast machine.
import { isAnyOf, type ListenerMiddlewareInstance, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { Id, ShoppingList } from '../../contract/entities';
import { whenIdle } from '../lib/idle';
import { storage, type StorageKey } from '../lib/storage';
import { logoutUser, sessionExpired } from '../store/authSlice';
import { fetchShoppingList } from '../store/currentShoppinglistSlice';
import { hasLoaded } from '../store/loadStatus';
import type { RootState } from '../store/rootReducer';
import { KEPT_PART_STATUS as PART_STATUS, keptCopyRestored, type KeptPart } from '../store/signedInUserData';
import type { UserDataState } from '../store/userDataSlice';
import { fetchMealplans } from '../store/userMealplans';
import { fetchShoppingLists } from '../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores, sharedOfType } from '../store/userStores';
import { isOnline } from '../api/connection';
import { indexedDbStore, type KeyValueStore } from './idb';

const KEPT_PARTS = Object.keys(PART_STATUS) as KeptPart[];
type Kept = Pick<UserDataState, KeptPart>;

/** whose data the kept parts are, and when they were last written */
export interface OfflineOwner {
  userId: Id;
  savedAt: number;
}

export interface OfflineSnapshot extends Kept, OfflineOwner {}

/** The copy as it is kept: whose it is, and each part (null when missing or another user's). */
export type KeptCopy = OfflineOwner & { [P in KeptPart]: Kept[P] | null };

/**
 * A record of the copy: under OWNER, whose the parts are; under a part's name, its value with the items of each
 * list or store left out (`counts`: how many, by its place), which are kept in records of their own (`items`, by
 * itemKey). A part kept before items were kept apart has no counts: its value is whole.
 */
export type CopyRecord = OfflineOwner & { value?: readonly unknown[]; counts?: number[]; items?: readonly unknown[] };
const OWNER = 'owner';

/**
 * ours: how many of a list's or store's items one record keeps. A put copies its value at once: a 2,000-item store
 * in one record was a ~140 ms task on a slow phone (CPU 4x), written again after each change to it.
 */
export const ITEMS_PER_RECORD = 200;
const itemKey = (part: KeptPart, holder: number, slice: number) => `${part}/${holder}/${slice}`;
/** the field of a part's entry that holds its items: a store's items, a list's ingredients (none: a plan, a share) */
const itemField = (entry: object) => ['items', 'ingredients'].find((field) => Array.isArray((entry as Record<string, unknown>)[field]));

/** A part as it is written: its entries without their items, how many each had, and the item records. */
function splitPart(part: KeptPart, value: readonly object[]) {
  const counts: number[] = [];
  const records: [string, readonly unknown[]][] = [];
  const shells = value.map((entry, holder) => {
    const field = itemField(entry);
    if (!field) return entry;
    const items = (entry as Record<string, unknown[]>)[field]!;
    counts[holder] = items.length;
    for (let from = 0; from < items.length; from += ITEMS_PER_RECORD) {
      records.push([itemKey(part, holder, from / ITEMS_PER_RECORD), items.slice(from, from + ITEMS_PER_RECORD)]);
    }
    return { ...entry, [field]: [] };
  });
  return { shells, counts, records };
}

/** A part as it was written, its items put back; null when an item record is missing. */
function joinPart(part: KeptPart, { value, counts }: CopyRecord, records: ReadonlyMap<string, CopyRecord>): unknown[] | null {
  if (!Array.isArray(value)) return null;
  if (!counts) return value;
  const joined = value.map((shell: object, holder) => {
    const field = itemField(shell);
    if (!field) return shell;
    const items: unknown[] = [];
    for (let slice = 0; items.length < (counts[holder] ?? 0); slice += 1) {
      const kept = records.get(itemKey(part, holder, slice))?.items;
      if (!kept?.length) return null;
      items.push(...kept);
    }
    return { ...shell, [field]: items };
  });
  return joined.includes(null) ? null : joined;
}

const sameItems = (a: readonly unknown[] | undefined, b: readonly unknown[]) => a?.length === b.length && a.every((item, i) => item === b[i]);

/**
 * where a version before this one kept the copy, in local storage (up to 2026-11-27): it goes, not moved, since what
 * it held is written here again at the next signed-in start with a connection
 */
const LEGACY_KEYS = ['offline_user_data', 'offline_shoppinglists', 'offline_user_stores', 'offline_shared_with_me', 'offline_mealplans'] as const satisfies StorageKey[];

/**
 * The parts loaded in this session. Until its load has succeeded a part is an empty list that stands for nothing
 * known: written, it would wipe the last known copy (a connection lost during the start's loads did, and the next
 * offline start had no lists).
 */
function loadedParts(userData: UserDataState): KeptPart[] {
  return KEPT_PARTS.filter((part) => hasLoaded(userData[PART_STATUS[part]]));
}

export function takeSnapshot(state: RootState, now = Date.now()): OfflineSnapshot | null {
  const user = state.auth.user;
  if (!state.auth.isLoggedIn || !user) return null;
  const { shoppinglists, user_stores, shared_with_me, mealplans } = state.user_data;
  return { userId: user.id, savedAt: now, shoppinglists, user_stores, shared_with_me, mealplans };
}

/** The user_data a start without a connection begins from, or null when nothing fits this user. */
export function restoreUserData(snapshot: KeptCopy | null, userId: Id | undefined, base: UserDataState): UserDataState | null {
  if (!snapshot || userId === undefined || snapshot.userId !== userId) return null;
  const { shoppinglists, user_stores, shared_with_me, mealplans } = snapshot;
  if (!Array.isArray(shoppinglists) || !Array.isArray(user_stores) || !Array.isArray(shared_with_me) || !Array.isArray(mealplans)) return null;
  return {
    ...base,
    shoppinglists,
    user_stores,
    shared_with_me,
    mealplans,
    // shown as loaded: the screens list them, and a refresh that fails offline leaves them in place
    listsStatus: 'succeeded',
    storesStatus: 'succeeded',
    sharedStatus: 'succeeded',
  };
}

/**
 * The copy in a key-value store (IndexedDB in the app). One operation at a time, in the order asked: a sign-out's
 * clearing never runs between a write's check of the owner and its write.
 */
export function createOfflineStore(kv: KeyValueStore<CopyRecord>) {
  /** the arrays last written, by reference (the store replaces an array when it changes), and each item record's items */
  const written = new Map<KeptPart, unknown>();
  const writtenItems = new Map<string, readonly unknown[]>();
  let queue: Promise<unknown> = Promise.resolve();
  storage.remove(...LEGACY_KEYS);

  function serial<R>(work: () => Promise<R>): Promise<R> {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  }

  const clearNow = async () => {
    written.clear();
    writtenItems.clear();
    await kv.change([''], []);
  };

  const offlineStore = {
    /** The parts that differ from what was last written. */
    changedParts(snapshot: OfflineSnapshot): KeptPart[] {
      return KEPT_PARTS.filter((part) => written.get(part) !== snapshot[part]);
    },
    /**
     * Writes one part, its item records only where one of their items changed (all of them the first time in this
     * page: the ones kept before go); the parts of another user are forgotten first. Rejects when the copy cannot be
     * written.
     */
    savePart(snapshot: OfflineSnapshot, part: KeptPart): Promise<void> {
      return serial(async () => {
        const { userId, savedAt } = snapshot;
        if ((await kv.get(OWNER))?.userId !== userId) await clearNow();
        const value = snapshot[part];
        const { shells, counts, records } = splitPart(part, value);
        const first = !written.has(part);
        await kv.change(first ? [`${part}/`] : [], [
          ...records.filter(([key, items]) => first || !sameItems(writtenItems.get(key), items))
            .map(([key, items]): [string, CopyRecord] => [key, { userId, savedAt, items }]),
          [part, { userId, savedAt, value: shells, counts }],
          [OWNER, { userId, savedAt }],
        ]);
        // a record past the part's end (it shrank) stays as written: its count no longer reaches it
        for (const [key, items] of records) writtenItems.set(key, items);
        written.set(part, value);
      });
    },
    async save(snapshot: OfflineSnapshot): Promise<void> {
      for (const part of offlineStore.changedParts(snapshot)) await offlineStore.savePart(snapshot, part);
    },
    /** The kept copy, or null when there is none or it cannot be read. */
    load(): Promise<KeptCopy | null> {
      return serial(async () => {
        const records = new Map(await kv.entries());
        const owner = records.get(OWNER);
        if (!owner) return null;
        const part = <P extends KeptPart>(name: P): Kept[P] | null => {
          const record = records.get(name);
          return record?.userId === owner.userId ? (joinPart(name, record, records) as Kept[P] | null) : null;
        };
        return {
          userId: owner.userId, savedAt: owner.savedAt,
          shoppinglists: part('shoppinglists'), user_stores: part('user_stores'), shared_with_me: part('shared_with_me'), mealplans: part('mealplans'),
        };
      }).catch((err: unknown) => {
        console.warn('offline copy: could not be read', err);
        return null;
      });
    },
    clear(): Promise<void> {
      return serial(clearNow).catch((err: unknown) => console.warn('offline copy: could not be cleared', err));
    },
  };
  return offlineStore;
}

export const offlineStore = createOfflineStore(indexedDbStore<CopyRecord>('larder-offline', 'copy'));

/** Preloaded user_data for makeStore: only when the app starts without a connection. */
export async function offlinePreload(userId: Id | undefined, base: UserDataState, online = navigator.onLine): Promise<UserDataState | null> {
  if (online) return null;
  return restoreUserData(await offlineStore.load(), userId, base);
}

/**
 * At a signed-in start, the last known copy is shown at once where no load has answered yet (keptCopyRestored), and
 * refreshed as each load answers: a screen the app holds (the stores, a store, the lists, a list, a plan) opens at once
 * on a stalled connection, not after the fetch's 30 s time-out. A start the browser knew was offline began from it
 * already (offlinePreload).
 */
export async function restoreKeptCopy({ dispatch, getState }: AppLike): Promise<void> {
  const copy = await offlineStore.load();
  if (!copy || copy.userId !== getState().auth.user?.id) return;
  const { userId: _userId, savedAt: _savedAt, ...parts } = copy;
  dispatch(keptCopyRestored(parts));
}

/** A list from the last known lists (own or shared with the user), for opening it without a connection. */
export function findKnownList(userData: Pick<UserDataState, 'shoppinglists' | 'shared_with_me'>, id: Id): ShoppingList | null {
  return [...userData.shoppinglists, ...sharedOfType(userData.shared_with_me, 'UserShoppinglist')].find((l) => l.user_shoppinglist_id === id) ?? null;
}

/** how often, at most, the offline copy is written: the latest state wins */
const OFFLINE_SAVE_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let savePending = false;

/**
 * Writes the parts that changed (of those loaded), a second after the first change, once the page is idle: at a
 * start that second fell among the first screen's renders, which the writes (~20 ms each on a slow phone) then held
 * back. A 2,000-item list or store is ~0.5 MB, a long task on a slow phone: each part is written in a task of its
 * own, and none once the session has ended or changed.
 */
async function saveSoon(getState: () => RootState): Promise<void> {
  if (savePending) return;
  savePending = true;
  try {
    await pause(OFFLINE_SAVE_MS);
    await new Promise<void>((resolve) => { whenIdle(resolve); });
  } finally {
    savePending = false;
  }
  const state = getState();
  const snapshot = takeSnapshot(state);
  if (!snapshot) return;
  const loaded = loadedParts(state.user_data);
  for (const part of offlineStore.changedParts(snapshot).filter((p) => loaded.includes(p))) {
    const { auth } = getState();
    if (!auth.isLoggedIn || auth.user?.id !== snapshot.userId) return;
    try {
      await offlineStore.savePart(snapshot, part);
    } catch (err) {
      // refused (a private window) or full: the app works on, without an offline copy
      console.warn('offline copy: could not be written', err);
      return;
    }
  }
}

/** the load each part comes from, by its thunk */
const PART_LOADS = {
  shoppinglists: fetchShoppingLists,
  user_stores: fetchStores,
  shared_with_me: fetchSharedWithMe,
  mealplans: fetchMealplans,
} as const;

/** the store, as far as the offline copy and the outbox use it */
export interface AppLike {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => RootState;
}

/**
 * With no answer from the server, what the last known copy holds is shown as if the server had answered: the parts
 * not loaded in this session (a start that found the browser online and the server out of reach: a wifi without
 * internet; a start the browser knew was offline began from the copy, offlinePreload), then the list being opened
 * (shop mode's ticks are local and keep working). A real 404 or 403 shows nothing.
 */
async function showLastKnown({ dispatch, getState }: AppLike): Promise<void> {
  const copy = await offlineStore.load();
  const before = getState();
  if (copy && copy.userId === before.auth.user?.id) {
    for (const part of KEPT_PARTS) {
      const kept = copy[part];
      if (Array.isArray(kept) && !hasLoaded(before.user_data[PART_STATUS[part]]) && before.user_data[part].length === 0) {
        // each part's own answer: the parts' types match their loads' one by one
        (dispatch as (action: UnknownAction) => void)(PART_LOADS[part].fulfilled(kept as never, 'offline', undefined));
      }
    }
  }
  const { current_shoppinglist: current, user_data: userData } = getState();
  if (current.status !== 'failed' || current.error?.status !== 0 || current.list || current.requestedId === null) return;
  const known = findKnownList(userData, current.requestedId);
  if (known) dispatch(fetchShoppingList.fulfilled(known, 'offline', current.requestedId));
}

let connected = false;

/**
 * Keeps the offline copy from now on (called once someone is signed in, so a visitor's first load carries none
 * of it): written on every change of the user data, forgotten when the session ends, and shown when a load gets
 * no answer.
 */
export function keepOfflineCopy(listeners: ListenerMiddlewareInstance<RootState>, app: AppLike): void {
  if (connected) return;
  connected = true;
  listeners.startListening({
    predicate: (_action, current, previous) => current.auth.isLoggedIn && current.user_data !== previous.user_data,
    effect: (_action, api) => saveSoon(api.getState),
  });
  listeners.startListening({
    matcher: isAnyOf(logoutUser.fulfilled, sessionExpired),
    effect: () => offlineStore.clear(),
  });
  listeners.startListening({
    matcher: isAnyOf(fetchShoppingList.rejected, ...Object.values(PART_LOADS).map((load) => load.rejected)),
    effect: async (action, api) => {
      if ((action as { payload?: { status?: number } }).payload?.status === 0) await showLastKnown(api);
    },
  });
  // what changed, and what got no answer, before this was connected
  if (!isOnline()) void showLastKnown(app);
  void saveSoon(app.getState);
}
