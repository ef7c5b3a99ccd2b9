import { demoUser } from '../../tests/fixtures/server';
import { store as foodStore } from '../../tests/fixtures/stores';
import userDataSlice from '../store/userDataSlice';
import { offlinePreload, offlineStore, restoreUserData, type OfflineSnapshot } from './offlineData';

const base = userDataSlice.getInitialState();
const pantry = foodStore({ name: 'Pantry' });
const snapshot: OfflineSnapshot = { userId: demoUser.id, savedAt: 1, shoppinglists: [], user_stores: [pantry], shared_with_me: [], mealplans: [] };

afterEach(() => offlineStore.clear());

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

test('only the parts that changed are written again', () => {
  offlineStore.save(snapshot);
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  offlineStore.save({ ...snapshot, savedAt: 2 });
  expect(setItem).not.toHaveBeenCalled();
  const lists = [{ user_shoppinglist_id: 3, name: 'Weekly', user_id: demoUser.id, owner_name: demoUser.name, shared_with: [], updated_at: '2026-11-20T10:00:00.000Z', ingredients: [] }];
  const next = { ...snapshot, savedAt: 3, shoppinglists: lists };
  expect(offlineStore.changedParts(next)).toEqual(['shoppinglists']);
  offlineStore.save(next);
  expect(setItem.mock.calls.map(([key]) => key).sort()).toEqual(['offline_shoppinglists', 'offline_user_data']);
  setItem.mockRestore();
  expect(offlineStore.load()).toEqual(next);
});

test("another user's part first forgets the parts kept for the one before", () => {
  offlineStore.save(snapshot);
  offlineStore.savePart({ ...snapshot, userId: 99, mealplans: [] }, 'mealplans');
  expect(offlineStore.load()).toMatchObject({ userId: 99, mealplans: [], user_stores: null });
  expect(restoreUserData(offlineStore.load(), 99, base)).toBeNull();
});
