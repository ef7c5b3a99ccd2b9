import { demoUser } from '../../tests/fixtures/server';
import { store as foodStore, item as storeItem } from '../../tests/fixtures/stores';
import { storage } from '../lib/storage';
import userDataSlice from '../store/userDataSlice';
import { memoryStore } from './idb';
import { createOfflineStore, ITEMS_PER_RECORD, offlinePreload, offlineStore, restoreUserData, type CopyRecord, type OfflineSnapshot } from './offlineData';

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
  const change = jest.spyOn(kv, 'change');
  await copy.save({ ...snapshot, savedAt: 2 });
  expect(change).not.toHaveBeenCalled();
  const lists = [{ user_shoppinglist_id: 3, name: 'Weekly', user_id: demoUser.id, owner_name: demoUser.name, shared_with: [], updated_at: '2026-11-20T10:00:00.000Z', ingredients: [] }];
  const next = { ...snapshot, savedAt: 3, shoppinglists: lists };
  expect(copy.changedParts(next)).toEqual(['shoppinglists']);
  await copy.save(next);
  expect(change.mock.calls.flatMap(([, puts]) => puts.map(([key]) => key)).sort()).toEqual(['owner', 'shoppinglists']);
  expect(await copy.load()).toEqual(next);
});

describe("a big store's items", () => {
  const items = Array.from({ length: 2 * ITEMS_PER_RECORD + 50 }, (_, i) => storeItem({ id: i + 1, value: i + 1, name: `Item ${i + 1}` }));
  const big = { ...snapshot, user_stores: [pantry, foodStore({ id: 8, name: 'Cellar', items })] };
  const putKeys = (change: jest.SpyInstance) => change.mock.calls.flatMap(([, puts]: [string[], [string][]]) => puts.map(([key]) => key));

  test('are kept in records of their own, each written again only when one of its items changed', async () => {
    const kv = memoryStore<CopyRecord>();
    const copy = createOfflineStore(kv);
    const change = jest.spyOn(kv, 'change');
    await copy.savePart(big, 'user_stores');
    // three records of the big store's items (none of the empty one's), each in a put of its own
    expect(pantry.items).toEqual([]);
    expect(putKeys(change)).toEqual(['user_stores/1/0', 'user_stores/1/1', 'user_stores/1/2', 'user_stores', 'owner']);
    expect((await copy.load())?.user_stores).toEqual(big.user_stores);

    change.mockClear();
    const ticked = items.map((it, i) => (i === ITEMS_PER_RECORD + 3 ? { ...it, checked: !it.checked } : it));
    const next = { ...big, savedAt: 2, user_stores: [pantry, { ...big.user_stores[1]!, items: ticked }] };
    expect(copy.changedParts(next)).toContain('user_stores');
    await copy.savePart(next, 'user_stores');
    expect(putKeys(change)).toEqual(['user_stores/1/1', 'user_stores', 'owner']);
    expect((await copy.load())?.user_stores).toEqual(next.user_stores);
  });

  test('that shrink, and a new page that writes them again, leave nothing of the items before', async () => {
    const kv = memoryStore<CopyRecord>();
    await createOfflineStore(kv).save(big);
    // a new page: its first write drops the records kept before
    const copy = createOfflineStore(kv);
    const fewer = { ...big, savedAt: 2, user_stores: [pantry, { ...big.user_stores[1]!, items: items.slice(0, 10) }] };
    await copy.save(fewer);
    expect(await copy.load()).toEqual(fewer);
    expect((await kv.entries()).map(([key]) => key).filter((key) => key.includes('/'))).toEqual(['user_stores/1/0']);
  });

  test('a part whose item record is missing is not put back at all, not put back short', async () => {
    const kv = memoryStore<CopyRecord>();
    await createOfflineStore(kv).save(big);
    await kv.delete('user_stores/1/1');
    const kept = await createOfflineStore(kv).load();
    expect(kept?.user_stores).toBeNull();
    expect(kept?.shoppinglists).toEqual([]);
  });

  test('a part kept whole, by a version before, is read as it was', async () => {
    const kv = memoryStore<CopyRecord>();
    await kv.put('owner', { userId: demoUser.id, savedAt: 4 });
    await kv.put('user_stores', { userId: demoUser.id, savedAt: 4, value: big.user_stores });
    expect((await createOfflineStore(kv).load())?.user_stores).toEqual(big.user_stores);
  });
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

test('the copy an earlier version kept in local storage goes: its keys are removed', async () => {
  storage.set('offline_user_data', { userId: demoUser.id, savedAt: 5 });
  storage.set('offline_user_stores', [pantry]);
  storage.set('offline_mealplans', []);
  const copy = createOfflineStore(memoryStore());
  expect(storage.get('offline_user_data')).toBeNull();
  expect(storage.get('offline_user_stores')).toBeNull();
  expect(storage.get('offline_mealplans')).toBeNull();
  expect(await copy.load()).toBeNull();
});

test('a copy that cannot be read or written leaves the app without one, and says why', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const refused = () => Promise.reject(new Error('refused'));
  const copy = createOfflineStore({ get: refused, put: refused, delete: refused, entries: refused, change: refused });
  expect(await copy.load()).toBeNull();
  await expect(copy.savePart(snapshot, 'user_stores')).rejects.toThrow('refused');
  await copy.clear();
  expect(warn).toHaveBeenCalledWith('offline copy: could not be read', expect.any(Error));
  expect(warn).toHaveBeenCalledWith('offline copy: could not be cleared', expect.any(Error));
  warn.mockRestore();
});
