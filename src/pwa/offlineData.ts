// Offline reading (issue 9): the signed-in user's last known shopping lists, stores, shares and meal plans
// are kept in local storage on every change and put back on a start without a connection, so a list
// never goes blank in a shop with no signal. Tagged with the user's id: another user never sees them.
import type { Id, ShoppingList } from '../../contract/entities';
import { storage } from '../lib/storage';
import type { RootState } from '../store/rootReducer';
import type { UserDataState } from '../store/userDataSlice';

type Kept = Pick<UserDataState, 'shoppinglists' | 'user_stores' | 'shared_with_me' | 'mealplans'>;

export interface OfflineSnapshot extends Kept {
  userId: Id;
  savedAt: number;
}

export function takeSnapshot(state: RootState, now = Date.now()): OfflineSnapshot | null {
  const user = state.auth.user;
  if (!state.auth.isLoggedIn || !user) return null;
  const { shoppinglists, user_stores, shared_with_me, mealplans } = state.user_data;
  return { userId: user.id, savedAt: now, shoppinglists, user_stores, shared_with_me, mealplans };
}

/** The user_data a start without a connection begins from, or null when nothing fits this user. */
export function restoreUserData(snapshot: OfflineSnapshot | null, userId: Id | undefined, base: UserDataState): UserDataState | null {
  if (!snapshot || userId === undefined || snapshot.userId !== userId) return null;
  if (![snapshot.shoppinglists, snapshot.user_stores, snapshot.shared_with_me, snapshot.mealplans].every(Array.isArray)) return null;
  return {
    ...base,
    shoppinglists: snapshot.shoppinglists,
    user_stores: snapshot.user_stores,
    shared_with_me: snapshot.shared_with_me,
    mealplans: snapshot.mealplans,
    // shown as loaded: the screens list them, and a refresh that fails offline leaves them in place
    listsStatus: 'succeeded',
    storesStatus: 'succeeded',
    sharedStatus: 'succeeded',
  };
}

export const offlineStore = {
  save(snapshot: OfflineSnapshot): void {
    storage.set('offline_user_data', snapshot);
  },
  load(): OfflineSnapshot | null {
    return storage.get('offline_user_data');
  },
  clear(): void {
    storage.remove('offline_user_data');
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
