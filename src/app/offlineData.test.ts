// The offline-reading listeners (src/pwa/offlineData.ts, connected once someone is signed in) with a real store.
import { waitFor } from '@testing-library/react';
import type { ShoppingList } from '../../contract/entities';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';
import { store as foodStore } from '../../tests/fixtures/stores';
import { keepOfflineCopy, offlinePreload, offlineStore, restoreKeptCopy, takeSnapshot, type OfflineSnapshot } from '../pwa/offlineData';
import { sessionExpired } from '../store/authSlice';
import { fetchShoppingList } from '../store/currentShoppinglistSlice';
import { fetchStores } from '../store/userStores';
import userDataSlice from '../store/userDataSlice';
import { listenerMiddleware } from './listeners';
// the user data's signed-in reducers (stores, lists)
import './signedIn';
import { makeStore } from './store';

const base = userDataSlice.getInitialState();
const pantry = foodStore({ name: 'Pantry' });
const snapshot: OfflineSnapshot = { userId: demoUser.id, savedAt: 1, shoppinglists: [], user_stores: [pantry], shared_with_me: [], mealplans: [] };
const signedIn = { auth: { isLoggedIn: true, user: demoUser, loginError: null } };

afterEach(() => offlineStore.clear());

test('a start hydrates from the kept data only when offline', async () => {
  await offlineStore.save(snapshot);
  expect(await offlinePreload(demoUser.id, base, true)).toBeNull();
  const preloaded = await offlinePreload(demoUser.id, base, false);
  expect(preloaded?.user_stores).toEqual([pantry]);
  const store = makeStore({ ...signedIn, user_data: preloaded! });
  expect(store.getState().user_data.user_stores).toEqual([pantry]);
});

test('no snapshot is taken while signed out', () => {
  expect(takeSnapshot(makeStore().getState())).toBeNull();
});

test('a change to the user data is kept (throttled), and forgotten when the session ends', async () => {
  const store = makeStore({ ...signedIn, user_data: { ...base, user_stores: [pantry], storesStatus: 'succeeded', mealplansStatus: 'succeeded' } });
  keepOfflineCopy(listenerMiddleware, store);
  store.dispatch(userDataSlice.actions.savedRecipesRestored([]));
  expect(await offlineStore.load()).toBeNull();
  await waitFor(async () => expect((await offlineStore.load())?.user_stores).toEqual([pantry]), { timeout: 3000 });
  await waitFor(async () => expect((await offlineStore.load())?.mealplans).toEqual([]));
  expect((await offlineStore.load())?.userId).toBe(demoUser.id);
  store.dispatch(sessionExpired());
  expect(await offlineStore.load()).toBeNull();
});

const weekly: ShoppingList = {
  user_shoppinglist_id: 7, name: 'Weekly shop', user_id: demoUser.id, owner_name: demoUser.name, shared_with: [], updated_at: '2026-11-20T10:00:00.000Z',
  ingredients: [],
};

test('a part whose load has not succeeded in this session does not overwrite the last known copy', async () => {
  await offlineStore.save({ ...snapshot, shoppinglists: [weekly] });
  // the lists' load failed (the connection dropped during the start); the stores loaded
  const store = makeStore({ ...signedIn, user_data: { ...base, listsStatus: 'failed', user_stores: [pantry], storesStatus: 'succeeded' } });
  keepOfflineCopy(listenerMiddleware, store);
  store.dispatch(userDataSlice.actions.savedRecipesRestored([]));
  await waitFor(async () => expect((await offlineStore.load())?.savedAt).not.toBe(1), { timeout: 3000 });
  expect(await offlineStore.load()).toMatchObject({ shoppinglists: [weekly], user_stores: [pantry] });
});

test('offline, a list seen before opens from the last known copy; a real 404 does not', async () => {
  server.use(http.get(api('/user-shoppinglists/7'), () => HttpResponse.error()));
  const store = makeStore({ ...signedIn, user_data: { ...base, shoppinglists: [weekly] } });
  keepOfflineCopy(listenerMiddleware, store);
  await store.dispatch(fetchShoppingList(7));
  await waitFor(() => expect(store.getState().current_shoppinglist.list).toEqual(weekly));
  expect(store.getState().current_shoppinglist.status).toBe('succeeded');

  server.use(http.get(api('/user-shoppinglists/7'), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
  const online = makeStore({ ...signedIn, user_data: { ...base, shoppinglists: [weekly] } });
  await online.dispatch(fetchShoppingList(7));
  expect(online.getState().current_shoppinglist.list).toBeNull();
});

test('the browser online but the server out of reach: the parts not loaded come from the last known copy, and a list opens from it', async () => {
  await offlineStore.save({ ...snapshot, shoppinglists: [weekly] });
  server.use(
    http.get(api('/stores'), () => HttpResponse.error()),
    http.get(api('/user-shoppinglists/7'), () => HttpResponse.error()),
  );
  const store = makeStore({ ...signedIn });
  keepOfflineCopy(listenerMiddleware, store);
  // the list is opened before the lists were ever loaded
  await store.dispatch(fetchShoppingList(7));
  await waitFor(() => expect(store.getState().current_shoppinglist.list).toEqual(weekly));
  expect(store.getState().user_data.shoppinglists).toEqual([weekly]);
  expect(store.getState().user_data.user_stores).toEqual([pantry]);
  expect(store.getState().user_data.storesStatus).toBe('succeeded');
  // what this session loaded is not replaced
  await store.dispatch(fetchStores());
  expect(store.getState().user_data.user_stores).toEqual([pantry]);
});

test('a server that answers with an error shows no copy', async () => {
  await offlineStore.save(snapshot);
  server.use(http.get(api('/stores'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
  const store = makeStore({ ...signedIn });
  keepOfflineCopy(listenerMiddleware, store);
  await store.dispatch(fetchStores());
  expect(store.getState().user_data.user_stores).toEqual([]);
  expect(store.getState().user_data.storesStatus).toBe('failed');
});

describe('a signed-in start shows the last known copy at once, while its loads are on their way (a stalled connection)', () => {
  const mine: ShoppingList = { ...weekly, user_shoppinglist_id: 8, name: 'Answered already' };

  test('each part no load has answered comes from the copy, its status untouched (not written back as loaded)', async () => {
    await offlineStore.save({ ...snapshot, shoppinglists: [weekly] });
    // the stores' load is not answered yet; the lists' has answered in this session, and is newer than the copy
    const store = makeStore({ ...signedIn, user_data: { ...base, shoppinglists: [mine], listsStatus: 'succeeded' } });
    await restoreKeptCopy(store);
    const { user_data: held } = store.getState();
    expect(held.user_stores).toEqual([pantry]);
    expect(held.storesStatus).toBe('idle');
    expect(held.shoppinglists).toEqual([mine]);

    // the answer replaces it
    const fridge = foodStore({ id: 11, name: 'Fridge' });
    server.use(http.get(api('/stores'), () => HttpResponse.json([fridge])));
    await store.dispatch(fetchStores());
    expect(store.getState().user_data.user_stores).toEqual([fridge]);
  });

  test('another user\'s copy, or none, shows nothing', async () => {
    const store = makeStore({ ...signedIn });
    await restoreKeptCopy(store);
    expect(store.getState().user_data.user_stores).toEqual([]);
    await offlineStore.save({ ...snapshot, userId: demoUser.id + 1 });
    await restoreKeptCopy(store);
    expect(store.getState().user_data.user_stores).toEqual([]);
  });
});
