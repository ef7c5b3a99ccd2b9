// Connects the outbox to the app: queued edits are shown in the lists and stores at once (so shop mode and an
// offline reload see them), and sent on start, when the connection or the server comes back (src/api/connection.ts
// asks it while it does not answer), after a sign-in, and every RETRY_MS while it stays out of reach.
import type { ApiError } from '../../contract/api';
import type { Id } from '../../contract/entities';
import { saveShoppingList } from '../store/currentShoppinglistSlice';
import { fetchSharedWithMe, selectAllStores, updateStore } from '../store/userStores';
import { isOnline, subscribeOnline } from '../api/connection';
import { findKnownList, type AppLike } from './offlineData';
import { isReadOnlyRefusal, outbox, type PendingItems, type SavedEntity, type Sender } from './outbox';

/** ours: how often unsent edits are tried again while online but the server does not answer */
export const RETRY_MS = 30_000;

interface SubscribableApp extends AppLike {
  subscribe: (listener: () => void) => () => void;
}

let app: SubscribableApp | null = null;

const sendNow: Sender = async (write) => {
  if (!app) throw new Error('outbox: not connected');
  const version = write.baseVersion;
  if (write.kind === 'list') return app.dispatch(saveShoppingList({ id: write.id, ingredients: write.items, version })).unwrap();
  return app.dispatch(updateStore({ id: write.id, items: write.items, ...(version === undefined ? {} : { version }) })).unwrap();
};

const send: Sender = async (write) => {
  try {
    return await sendNow(write);
  } catch (err) {
    if (isReadOnlyRefusal((err as ApiError).status)) refreshShares();
    throw err;
  }
};

/**
 * A write was refused with 403, so the edit right was taken away: what others share with the user is read again,
 * so every screen (the lists, the stores, the targets of a move) knows. The refusal has already marked it read-only
 * in the app (store/userShoppingLists.ts, store/userStores.ts), so the screen changes at once, answer or not.
 */
export function refreshShares(): void {
  if (app?.getState().auth.isLoggedIn) void app.dispatch(fetchSharedWithMe());
}

/** Sends the signed-in user's queued edits now (no-op offline or signed out). */
export function replayOutbox(): Promise<void> {
  const user = app?.getState().auth.user;
  if (!app || !user || !app.getState().auth.isLoggedIn || !navigator.onLine) return Promise.resolve();
  return outbox.replay(send, user.id);
}

/**
 * A screen finds this list or store missing: the signed-in user's change stuck on it (refused, or in conflict) is
 * sent once more, so the server can say whether it is gone (a 404 drops it, outbox.ts). No-op offline.
 */
export function resendStuck(key: string): Promise<void> {
  const user = app?.getState().auth.user;
  if (!app || !user || !app.getState().auth.isLoggedIn || !navigator.onLine || outbox.get(key)?.userId !== user.id) return Promise.resolve();
  return outbox.resend(key, send);
}

/** Shows my queued items in the app's copy of that list or store, as if saved (the outbox still holds them). */
export function showPending(write: PendingItems): void {
  if (!app) return;
  const state = app.getState();
  if (write.kind === 'list') {
    const { id, items: ingredients } = write;
    const list = findKnownList(state.user_data, id) ?? (state.current_shoppinglist.list?.user_shoppinglist_id === id ? state.current_shoppinglist.list : null);
    if (list) app.dispatch(saveShoppingList.fulfilled({ ...list, ingredients }, 'outbox', { id, ingredients }));
  } else {
    const { id, items } = write;
    const store = selectAllStores(state).find((s) => s.id === id);
    if (store) app.dispatch(updateStore.fulfilled({ ...store, items }, 'outbox', { id, items }));
  }
}

/** Puts the server's copy back in the app (after "take theirs"). */
export function showSaved(entity: SavedEntity): void {
  if (!app) return;
  if ('ingredients' in entity) app.dispatch(saveShoppingList.fulfilled(entity, 'outbox', { id: entity.user_shoppinglist_id, ingredients: entity.ingredients }));
  else app.dispatch(updateStore.fulfilled(entity, 'outbox', { id: entity.id, items: entity.items }));
}

/** Called once at start. Returns a function that disconnects (tests). */
export function connectOutbox(store: SubscribableApp): () => void {
  app = store;
  let userId: Id | null = null;
  let loaded = false;
  const onSignIn = () => {
    if (!loaded) return;
    const { isLoggedIn, user } = store.getState().auth;
    const now = isLoggedIn && user ? user.id : null;
    if (now === userId) return;
    userId = now;
    if (now === null) return;
    // this user's queued edits: shown in the lists and stores as they load, then sent (this runs within the
    // sign-in's state change; loginUser has stored the new token before it, src/store/authSlice.ts); not those
    // refused to a viewer, which no try saves: their lists and stores show what the server has
    for (const write of outbox.entries()) if (write.userId === now && !write.readOnly) showPending(write);
    void replayOutbox();
  };
  const unsubscribe = store.subscribe(onSignIn);
  // back online, or the server answers again
  const stopListening = subscribeOnline(() => {
    if (isOnline()) void replayOutbox();
  });
  const timer = setInterval(() => {
    if (outbox.entries().length > 0) void replayOutbox();
  }, RETRY_MS);
  void outbox.load().then(() => {
    loaded = true;
    onSignIn();
  });
  return () => {
    unsubscribe();
    stopListening();
    clearInterval(timer);
    app = null;
  };
}
