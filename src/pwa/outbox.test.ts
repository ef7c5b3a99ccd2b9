import type { ApiError } from '../../contract/api';
import type { ShoppingList, ShoppingListItem } from '../../contract/entities';
import { memoryStore } from './idb';
import { createOutbox, type LeavingStore, type LeftEdits, type PendingWrite, type SavedEntity } from './outbox';

const item = (id: number, quantity = 1): ShoppingListItem => ({
  value: id, id, name: `item ${id}`, quantity, default_quantity: 1, unit: 'unit', default_unit: 'unit', measurement: 'unit',
  image: null, checked: false, date_added: '2026-11-20T10:00:00.000Z', category_id: null,
});
const list = (id: number, version: number, ingredients: ShoppingListItem[]): ShoppingList => ({
  user_shoppinglist_id: id, name: `List ${id}`, user_id: 1, ingredients, shared_with: [], owner_name: 'cook', updated_at: '', version,
});
const queued = (id: number, items: ShoppingListItem[], userId = 1) => ({
  kind: 'list' as const, id, userId, name: `List ${id}`, baseVersion: 3, base: [item(1)], items,
});
const apiError = (status: number, extra: Partial<ApiError> = {}): ApiError => ({ status, message: `status ${status}`, ...extra });

test('entries are stored, survive a new page (load), and keep their base and place when edited again', async () => {
  const store = memoryStore<PendingWrite>();
  const first = createOutbox(store);
  await first.queue(queued(5, [item(1, 2)]));
  await first.queue(queued(6, [item(2)]));
  await first.queue({ ...queued(5, [item(1, 3)]), baseVersion: 99, base: [] });

  const next = createOutbox(store);
  await next.load();
  expect(next.entries().map((e) => [e.key, e.baseVersion, e.items[0]!.quantity, e.rev])).toEqual([['list:5', 3, 3, 2], ['list:6', 3, 1, 1]]);
});

/** a leaving store in memory, as local storage keeps it: a copy in, a copy out */
function memoryLeaving(): LeavingStore & { kept: () => LeftEdits } {
  let left = '{}';
  return { read: () => JSON.parse(left) as LeftEdits, write: (next) => { left = JSON.stringify(next); }, kept: () => JSON.parse(left) as LeftEdits };
}

test('items kept as their page went are queued by the next start, over what that page had queued, and kept no longer', async () => {
  const store = memoryStore<PendingWrite>();
  const leaving = memoryLeaving();
  const gone = createOutbox(store, leaving);
  await gone.queue(queued(5, [item(1, 2)]));
  gone.keepOnLeave(queued(5, [item(1, 4)]));
  gone.keepOnLeave(queued(7, [item(3, 5)]));

  const next = createOutbox(store, leaving);
  await next.load();
  // list 5 keeps its base and place, with the newer items; list 7 is new
  expect(next.entries().map((e) => [e.key, e.baseVersion, e.items[0]!.quantity, e.rev])).toEqual([['list:5', 3, 4, 2], ['list:7', 3, 5, 1]]);
  expect(leaving.kept()).toEqual({});
  expect((await store.entries()).map(([key]) => key).sort()).toEqual(['list:5', 'list:7']);
});

test('a keeping is let go once saved, unless a later one replaced it; an entry this page wrote is not replaced', async () => {
  const leaving = memoryLeaving();
  const box = createOutbox(memoryStore(), leaving);
  const first = box.keepOnLeave(queued(5, [item(1, 2)]));
  const second = box.keepOnLeave(queued(5, [item(1, 3)]));
  expect(second).toBeGreaterThan(first);
  box.leftSaved('list:5', first);
  expect(leaving.kept()['list:5']!.items[0]!.quantity).toBe(3);
  box.leftSaved('list:5', second);
  expect(leaving.kept()).toEqual({});

  const store = memoryStore<PendingWrite>();
  createOutbox(store, leaving).keepOnLeave(queued(6, [item(2, 8)]));
  const next = createOutbox(store, leaving);
  await next.queue(queued(6, [item(2, 9)]));
  await next.load();
  expect(next.entries().map((e) => e.items[0]!.quantity)).toEqual([9]);
});

test('replay sends oldest first with the base version, drops what the server took, and tells who listens', async () => {
  const box = createOutbox(memoryStore());
  await box.queue(queued(5, [item(1, 2)]));
  await box.queue(queued(6, [item(2)]));
  const sent: [number, number | undefined][] = [];
  const saved: string[] = [];
  box.onSaved((key, entity) => saved.push(`${key}@${entity.version}`));
  await box.replay(async (w) => {
    sent.push([w.id, w.baseVersion]);
    return list(w.id, 4, w.items as ShoppingListItem[]);
  }, 1);
  expect(sent).toEqual([[5, 3], [6, 3]]);
  expect(saved).toEqual(['list:5@4', 'list:6@4']);
  expect(box.entries()).toEqual([]);
});

test('offline or signed out, replay stops and keeps everything for later', async () => {
  for (const status of [0, 401, 503]) {
    const box = createOutbox(memoryStore());
    await box.queue(queued(5, [item(1)]));
    await box.queue(queued(6, [item(2)]));
    const send = jest.fn(() => Promise.reject(apiError(status)));
    await box.replay(send, 1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(box.entries().map((e) => e.key)).toEqual(['list:5', 'list:6']);
  }
});

test('a conflict is kept with their copy and not sent again; the others still go', async () => {
  const box = createOutbox(memoryStore());
  await box.queue(queued(5, [item(1, 9)]));
  await box.queue(queued(6, [item(2)]));
  const theirs = list(5, 7, [item(1), item(3)]);
  const send = jest.fn(async (w: PendingWrite): Promise<SavedEntity> => {
    if (w.id === 5) throw apiError(412, { current: theirs });
    return list(w.id, 4, []);
  });
  await box.replay(send, 1);
  await box.replay(send, 1);
  expect(send).toHaveBeenCalledTimes(2);
  expect(box.entries()).toEqual([expect.objectContaining({ key: 'list:5', conflict: theirs, items: [item(1, 9)] })]);

  // merged: built on their copy now, and sent with their version
  await box.rebase('list:5', theirs, [item(1, 9), item(3)]);
  await box.replay(send.mockImplementation(async (w) => list(w.id, (w.baseVersion ?? 0) + 1, w.items as ShoppingListItem[])), 1);
  expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ baseVersion: 7, items: [item(1, 9), item(3)] }));
  expect(box.entries()).toEqual([]);
});

test('a refusal (no edit right) is kept with its message and not retried until edited again', async () => {
  const box = createOutbox(memoryStore());
  await box.queue(queued(5, [item(1)]));
  await box.queue(queued(6, [item(2)]));
  const send = jest.fn((w: PendingWrite) => Promise.reject(apiError(w.id === 5 ? 403 : 400)));
  await box.replay(send, 1);
  await box.replay(send, 1);
  expect(send).toHaveBeenCalledTimes(2);
  // a 403 says the user may only view it: no try can save it; an invalid one may be changed and tried again
  expect(box.entries().map((e) => [e.key, e.error, e.readOnly])).toEqual([['list:5', 'status 403', true], ['list:6', 'status 400', undefined]]);
  await box.queue(queued(5, [item(1, 2)]));
  expect(box.get('list:5')).toMatchObject({ error: undefined, readOnly: undefined });
});

test('refuse keeps my latest items as refused for a viewer: never sent, kept over a new page, until let go', async () => {
  const store = memoryStore<PendingWrite>();
  const box = createOutbox(store);
  await box.queue(queued(5, [item(1, 2)]));
  await box.markConflict('list:5', list(5, 4, []));
  await box.refuse(queued(5, [item(1, 3)]), 'You can view this, but not change it.');
  await box.refuse(queued(7, [item(7)]), 'You can view this, but not change it.');
  const send = jest.fn();
  await box.replay(send, 1);
  expect(send).not.toHaveBeenCalled();
  expect(box.get('list:5')).toMatchObject({ items: [item(1, 3)], baseVersion: 3, conflict: undefined, readOnly: true, error: 'You can view this, but not change it.' });

  const next = createOutbox(store);
  await next.load();
  expect(next.entries().map((e) => [e.key, e.readOnly])).toEqual([['list:5', true], ['list:7', true]]);
  await next.remove('list:5');
  expect(next.entries().map((e) => e.key)).toEqual(['list:7']);
});

test('once the edit right is back, reopen makes a viewer\'s refusal an ordinary one: kept, unsent, until tried again or let go', async () => {
  const box = createOutbox(memoryStore());
  await box.refuse(queued(5, [item(1, 3)]), 'You can view this, but not change it.');
  await box.queue(queued(6, [item(2)]));
  await box.reopen('list:5', 'You can edit this again.');
  await box.reopen('list:6', 'You can edit this again.');
  expect(box.get('list:5')).toMatchObject({ items: [item(1, 3)], readOnly: undefined, error: 'You can edit this again.' });
  // an entry that was not refused is left as it is
  expect(box.get('list:6')?.error).toBeUndefined();
  const send = jest.fn(async (w: PendingWrite) => list(w.id, 4, w.items as ShoppingListItem[]));
  await box.replay(send, 1);
  expect(send.mock.calls.map(([w]) => w.key)).toEqual(['list:6']);
  await box.resend('list:5', send);
  expect(send.mock.calls.map(([w]) => w.key)).toEqual(['list:6', 'list:5']);
  expect(box.entries()).toEqual([]);
});

test('an edit made while its entry was on the way is sent next, built on the answer', async () => {
  const box = createOutbox(memoryStore());
  await box.queue(queued(5, [item(1, 2)]));
  const versions: (number | undefined)[] = [];
  await box.replay(async (w) => {
    versions.push(w.baseVersion);
    if (versions.length === 1) await box.queue(queued(5, [item(1, 3)]));
    return list(5, (w.baseVersion ?? 0) + 1, w.items as ShoppingListItem[]);
  }, 1);
  expect(versions).toEqual([3, 4]);
  expect(box.entries()).toEqual([]);
});

test("another user's entries are never sent", async () => {
  const box = createOutbox(memoryStore());
  await box.queue(queued(5, [item(1)], 2));
  const send = jest.fn();
  await box.replay(send, 1);
  expect(send).not.toHaveBeenCalled();
  expect(box.entries()).toHaveLength(1);
});

test('a 412 whose current copy already has my items is my earlier send whose answer was lost: saved, not a conflict', async () => {
  const box = createOutbox(memoryStore());
  await box.queue(queued(5, [item(1, 2)]));
  const saved: string[] = [];
  box.onSaved((key, entity) => saved.push(`${key}@${entity.version}`));
  // the server's copy as jsonb keeps it: the same items, their keys in another order
  const reordered = [item(1, 2)].map((it) => Object.fromEntries(Object.entries(it).reverse()) as unknown as ShoppingListItem);
  await box.replay(() => Promise.reject(apiError(412, { current: list(5, 4, reordered) })), 1);
  expect(saved).toEqual(['list:5@4']);
  expect(box.entries()).toEqual([]);
});

test('a save answered 404 (the list or store is gone) drops the entry and what its page kept as it went, and says so until let go', async () => {
  const store = memoryStore<PendingWrite>();
  const leaving = memoryLeaving();
  const box = createOutbox(store, leaving);
  await box.queue(queued(5, [item(1, 2)]));
  await box.queue(queued(6, [item(2)]));
  box.keepOnLeave(queued(5, [item(1, 3)]));
  const gone: string[] = [];
  box.onGone((key) => gone.push(key));
  const send = jest.fn(async (w: PendingWrite): Promise<SavedEntity> => {
    if (w.id === 5) throw apiError(404);
    return list(w.id, 4, w.items as ShoppingListItem[]);
  });
  await box.replay(send, 1);
  // the other entry still went
  expect(send).toHaveBeenCalledTimes(2);
  expect(box.entries()).toEqual([]);
  expect(await store.entries()).toEqual([]);
  expect(leaving.kept()).toEqual({});
  expect(gone).toEqual(['list:5']);
  expect(box.gone()).toEqual([{ key: 'list:5', kind: 'list', id: 5, userId: 1, name: 'List 5' }]);
  // this page only: a new start has nothing to say
  const next = createOutbox(store, leaving);
  await next.load();
  expect(next.entries()).toEqual([]);
  expect(next.gone()).toEqual([]);
  box.dismissGone('list:5');
  expect(box.gone()).toEqual([]);
});

test('resend sends a refused or conflicting entry once more: a 404 drops it, another refusal keeps it; a pending one is left to replay', async () => {
  const box = createOutbox(memoryStore());
  for (const id of [5, 6, 7, 8]) await box.queue(queued(id, [item(id)]));
  await box.replay((w) => Promise.reject(w.id === 8 ? apiError(0) : apiError(403)), 1);
  await box.markConflict('list:7', list(7, 9, []));
  const send = jest.fn((w: PendingWrite) => Promise.reject(apiError(w.id === 6 ? 403 : 404)));
  await Promise.all([box.resend('list:5', send), box.resend('list:5', send)]);
  await box.resend('list:6', send);
  await box.resend('list:7', send);
  await box.resend('list:8', send);
  // one send at a time for an entry; none for one still pending
  expect(send.mock.calls.map(([w]) => w.id)).toEqual([5, 6, 7]);
  expect(box.entries().map((e) => [e.key, e.error])).toEqual([['list:6', 'status 403'], ['list:8', undefined]]);
  expect(box.gone().map((g) => g.key)).toEqual(['list:5', 'list:7']);
});
