// SPEC §4: after login the app loads the user's stores and what is shared with them; logout clears them.
import { waitFor } from '@testing-library/react';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';
import { sharedStore, store as foodStore } from '../../tests/fixtures/stores';
import { loginUser, logoutUser } from '../store/authSlice';
import { selectAllStores, selectDefaultStore } from '../store/userStores';
import { makeStore } from './store';

test('after login the stores and shared items are loaded; logout clears them', async () => {
  server.use(
    http.post(api('/login'), () => HttpResponse.json({ token: 'fresh-token-0123456789', user: demoUser })),
    http.post(api('/logout'), () => HttpResponse.json({ message: 'ok' })),
    http.get(api('/stores'), () => HttpResponse.json([foodStore()])),
    http.get(api('/share'), () => HttpResponse.json([sharedStore(true)])),
  );
  const store = makeStore();
  await store.dispatch(loginUser({ email: demoUser.email, password: 'larder-demo' }));
  await waitFor(() => expect(selectAllStores(store.getState()).map((s) => s.name)).toEqual(['Pantry', 'Shed']));
  expect(selectDefaultStore(store.getState())?.name).toBe('Pantry');
  await store.dispatch(logoutUser());
  expect(selectAllStores(store.getState())).toEqual([]);
  expect(store.getState().user_data.storesStatus).toBe('idle');
});
