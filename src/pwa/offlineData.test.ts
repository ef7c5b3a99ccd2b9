import { demoUser } from '../../tests/fixtures/server';
import { store as foodStore } from '../../tests/fixtures/stores';
import userDataSlice from '../store/userDataSlice';
import { offlinePreload, offlineStore, restoreUserData, type OfflineSnapshot } from './offlineData';

const base = userDataSlice.getInitialState();
const pantry = foodStore({ name: 'Pantry' });
const snapshot: OfflineSnapshot = { userId: demoUser.id, savedAt: 1, shoppinglists: [], user_stores: [pantry], shared_with_me: [], mealplans: [] };

afterEach(() => localStorage.clear());

test('a snapshot comes back only for the user it was taken for, shown as loaded', () => {
  const restored = restoreUserData(snapshot, demoUser.id, base);
  expect(restored?.user_stores).toEqual([pantry]);
  expect(restored?.storesStatus).toBe('succeeded');
  expect(restored?.listsStatus).toBe('succeeded');
  expect(restoreUserData(snapshot, 99, base)).toBeNull();
  expect(restoreUserData(snapshot, undefined, base)).toBeNull();
  expect(restoreUserData(null, demoUser.id, base)).toBeNull();
  expect(restoreUserData({ ...snapshot, user_stores: 'nope' } as unknown as OfflineSnapshot, demoUser.id, base)).toBeNull();
});

test('the kept data is read back only on a start without a connection', () => {
  offlineStore.save(snapshot);
  expect(offlinePreload(demoUser.id, base, true)).toBeNull();
  expect(offlinePreload(demoUser.id, base, false)?.user_stores).toEqual([pantry]);
  offlineStore.clear();
  expect(offlinePreload(demoUser.id, base, false)).toBeNull();
});
