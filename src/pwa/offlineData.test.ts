import { demoUser } from '../../tests/fixtures/server';
import { store as foodStore } from '../../tests/fixtures/stores';
import { storage } from '../lib/storage';
import userDataSlice from '../store/userDataSlice';
import { memoryStore } from './idb';
import { createOfflineStore, offlinePreload, offlineStore, restoreUserData, type CopyRecord, type OfflineSnapshot } from './offlineData';

const base = userDataSlice.getInitialState();
const pantry = foodStore({ name: 'Pantry' });
const snapshot: OfflineSnapshot = { userId: demoUser.id, savedAt: 1, shoppinglists: [], user_stores: [pantry], shared_with_me: [], mealplans: [] };

afterEach(async () => {
  await offlineStore.clear();
  localStorage.clear();
});

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

test('the kept data is read back only on a start without a connection', async () => {
  await offlineStore.save(snapshot);
  expect(await offlinePreload(demoUser.id, base, true)).toBeNull();
  expect((await offlinePreload(demoUser.id, base, false))?.user_stores).toEqual([pantry]);
  await offlineStore.clear();
  expect(await offlinePreload(demoUser.id, base, false)).toBeNull();
});

test('only the parts that changed are written again', async () => {
  const kv = memoryStore<CopyRecord>();
  const copy = createOfflineStore(kv);
  await copy.save(snapshot);
  const put = jest.spyOn(kv, 'put');
  await copy.save({ ...snapshot, savedAt: 2 });
  expect(put).not.toHaveBeenCalled();
  const lists = [{ user_shoppinglist_id: 3, name: 'Weekly', user_id: demoUser.id, owner_name: demoUser.name, shared_with: [], updated_at: '2026-11-20T10:00:00.000Z', ingredients: [] }];
  const next = { ...snapshot, savedAt: 3, shoppinglists: lists };
  expect(copy.changedParts(next)).toEqual(['shoppinglists']);
  await copy.save(next);
  expect(put.mock.calls.map(([key]) => key).sort()).toEqual(['owner', 'shoppinglists']);
  expect(await copy.load()).toEqual(next);
});

test("another user's part first forgets the parts kept for the one before", async () => {
  await offlineStore.save(snapshot);
  await offlineStore.savePart({ ...snapshot, userId: 99, mealplans: [] }, 'mealplans');
  expect(await offlineStore.load()).toMatchObject({ userId: 99, mealplans: [], user_stores: null });
  expect(restoreUserData(await offlineStore.load(), 99, base)).toBeNull();
});

test('a clearing asked during a write runs after it: nothing written before it is left', async () => {
  const writing = offlineStore.savePart(snapshot, 'user_stores');
  const clearing = offlineStore.clear();
  await Promise.all([writing, clearing]);
  expect(await offlineStore.load()).toBeNull();
});

test('the copy an earlier version kept in local storage is moved once, and its keys go', async () => {
  storage.set('offline_user_data', { userId: demoUser.id, savedAt: 5 });
  storage.set('offline_user_stores', [pantry]);
  storage.set('offline_mealplans', []);
  const copy = createOfflineStore(memoryStore());
  expect(await copy.load()).toEqual({ userId: demoUser.id, savedAt: 5, user_stores: [pantry], mealplans: [], shoppinglists: null, shared_with_me: null });
  expect(storage.get('offline_user_data')).toBeNull();
  expect(storage.get('offline_user_stores')).toBeNull();
});

test('a copy that cannot be read or written leaves the app without one, and says why', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const refused = () => Promise.reject(new Error('refused'));
  const copy = createOfflineStore({ get: refused, getAll: refused, put: refused, delete: refused });
  expect(await copy.load()).toBeNull();
  await expect(copy.savePart(snapshot, 'user_stores')).rejects.toThrow('refused');
  await copy.clear();
  expect(warn).toHaveBeenCalledWith('offline copy: could not be read', expect.any(Error));
  expect(warn).toHaveBeenCalledWith('offline copy: could not be cleared', expect.any(Error));
  warn.mockRestore();
});
