// Offline reading (issue 9): the signed-in user's last known shopping lists, stores, shares and meal plans
// are kept in local storage on every change and put back on a start without a connection, so a list
// never goes blank in a shop with no signal. Tagged with the user's id: another user never sees them.
// Each of the four is its own key, written only when it changed: a tick in a 2,000-item list does not write
// a 2,000-item store again (issue 10).
import { isAnyOf, type ListenerMiddlewareInstance, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { Id, ShoppingList } from '../../contract/entities';
import { storage, type StorageKey } from '../lib/storage';
import { logoutUser, sessionExpired } from '../store/authSlice';
import { fetchShoppingList } from '../store/currentShoppinglistSlice';
import { hasLoaded } from '../store/loadStatus';
import type { RootState } from '../store/rootReducer';
import type { UserDataState } from '../store/userDataSlice';
import { fetchMealplans } from '../store/userMealplans';
import { fetchShoppingLists } from '../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores } from '../store/userStores';
import { isOnline } from '../api/connection';

const KEPT_PARTS = ['shoppinglists', 'user_stores', 'shared_with_me', 'mealplans'] as const;
type KeptPart = (typeof KEPT_PARTS)[number];
type Kept = Pick<UserDataState, KeptPart>;

/** whose data the kept parts are, and when they were last written */
export interface OfflineOwner {
  userId: Id;
  savedAt: number;
}

export interface OfflineSnapshot extends Kept, OfflineOwner {}

const PART_KEYS = {
  shoppinglists: 'offline_shoppinglists',
  user_stores: 'offline_user_stores',
  shared_with_me: 'offline_shared_with_me',
  mealplans: 'offline_mealplans',
} as const satisfies Record<KeptPart, StorageKey>;

/** the load each part comes from */
const PART_STATUS = {
  shoppinglists: 'listsStatus',
  user_stores: 'storesStatus',
  shared_with_me: 'sharedStatus',
  mealplans: 'mealplansStatus',
} as const satisfies Record<KeptPart, keyof UserDataState>;

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
export function restoreUserData(snapshot: ReturnType<typeof offlineStore.load>, userId: Id | undefined, base: UserDataState): UserDataState | null {
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

/** the arrays last written, by reference (the store replaces an array when it changes) */
const written = new Map<KeptPart, unknown>();

export const offlineStore = {
  /** The parts that differ from what was last written. */
  changedParts(snapshot: OfflineSnapshot): KeptPart[] {
    return KEPT_PARTS.filter((part) => written.get(part) !== snapshot[part]);
  },
  /** Writes one part; the parts of another user are forgotten first. */
  savePart(snapshot: OfflineSnapshot, part: KeptPart): void {
    if (storage.get('offline_user_data')?.userId !== snapshot.userId) offlineStore.clear();
    storage.set('offline_user_data', { userId: snapshot.userId, savedAt: snapshot.savedAt });
    storage.set(PART_KEYS[part], snapshot[part]);
    written.set(part, snapshot[part]);
  },
  save(snapshot: OfflineSnapshot): void {
    for (const part of offlineStore.changedParts(snapshot)) offlineStore.savePart(snapshot, part);
  },
  /** The kept data, or null when there is none; a part that is missing or unreadable is null. */
  load(): (OfflineOwner & { [P in KeptPart]: Kept[P] | null }) | null {
    const owner = storage.get('offline_user_data');
    if (!owner) return null;
    return {
      userId: owner.userId,
      savedAt: owner.savedAt,
      shoppinglists: storage.get(PART_KEYS.shoppinglists),
      user_stores: storage.get(PART_KEYS.user_stores),
      shared_with_me: storage.get(PART_KEYS.shared_with_me),
      mealplans: storage.get(PART_KEYS.mealplans),
    };
  },
  clear(): void {
    storage.remove('offline_user_data', ...Object.values(PART_KEYS));
    written.clear();
  },
};

/** Preloaded user_data for makeStore: only when the app starts without a connection. */
export function offlinePreload(userId: Id | undefined, base: UserDataState, online = navigator.onLine): UserDataState | null {
  if (online) return null;
  return restoreUserData(offlineStore.load(), userId, base);
}

/** A list from the last known lists (own or shared with the user), for opening it without a connection. */
export function findKnownList(userData: Pick<UserDataState, 'shoppinglists' | 'shared_with_me'>, id: Id): ShoppingList | null {
  const own = userData.shoppinglists.find((l) => l.user_shoppinglist_id === id);
  if (own) return own;
  const shared = userData.shared_with_me.find((s) => s.type === 'UserShoppinglist' && s.user_shoppinglist_id === id);
  if (!shared || shared.type !== 'UserShoppinglist') return null;
  const { type: _type, ...list } = shared;
  return list;
}

/** how often, at most, the offline copy is written: the latest state wins */
const OFFLINE_SAVE_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let savePending = false;

/**
 * Writes the parts that changed (of those loaded), a second after the first change. A 2,000-item list or store
 * is ~0.5 MB of JSON, a long task on a slow phone: each part gets a task of its own, and none is written once
 * the session has ended or changed.
 */
async function saveSoon(getState: () => RootState): Promise<void> {
  if (savePending) return;
  savePending = true;
  try {
    await pause(OFFLINE_SAVE_MS);
  } finally {
    savePending = false;
  }
  const state = getState();
  const snapshot = takeSnapshot(state);
  if (!snapshot) return;
  const loaded = loadedParts(state.user_data);
  for (const part of offlineStore.changedParts(snapshot).filter((p) => loaded.includes(p))) {
    await pause(0);
    const { auth } = getState();
    if (!auth.isLoggedIn || auth.user?.id !== snapshot.userId) return;
    offlineStore.savePart(snapshot, part);
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
function showLastKnown({ dispatch, getState }: AppLike): void {
  const before = getState();
  const copy = offlineStore.load();
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
    effect: (action, api) => {
      if ((action as { payload?: { status?: number } }).payload?.status === 0) showLastKnown(api);
    },
  });
  // what changed, and what got no answer, before this was connected
  if (!isOnline()) showLastKnown(app);
  void saveSoon(app.getState);
}
