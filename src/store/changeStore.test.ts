// A change to a store on the server's copy (store/changeStore.ts): read afresh, saved on its version, made again on the
// newer copy a 412 carries; a store shared with the user is read from what is shared (GET /stores holds one's own only).
import { configureStore } from '@reduxjs/toolkit';
import type { StoreUpdateRequest } from '../../contract/api';
import type { FoodStore, StoreItem } from '../../contract/entities';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { api, http, HttpResponse, server } from '../../tests/fixtures/server';
import { item, serveKeyedStore, sharedStore, store as foodStore } from '../../tests/fixtures/stores';
import { newIdempotencyKey } from '../api/idempotency';
import { changeStoreNow, readStoresNow } from './changeStore';
import { rootReducer } from './rootReducer';

const dispatch = () => configureStore({ reducer: rootReducer }).dispatch;

const milk = item({ id: 'm1' });
const egg = item({ id: 'e1', value: 5, name: 'egg', quantity: 6, unit: 'unit' });
const jam = item({ id: 'j1', value: 6, name: 'jam', quantity: 1, unit: 'unit' });
const add = (extra: StoreItem) => (items: StoreItem[]) => [...items, extra];

function serveStores(own: FoodStore[], shared: ReturnType<typeof sharedStore>[]) {
  const puts: { id: string; body: StoreUpdateRequest }[] = [];
  server.use(
    http.get(api('/stores'), () => HttpResponse.json(own)),
    http.get(api('/share'), () => HttpResponse.json(shared)),
  );
  return puts;
}

test('a store shared with the user is read from what is shared and changed on its version', async () => {
  const fridge = sharedStore(true, { name: 'Shared fridge', items: [milk], version: 4 });
  const { type: _type, ...stored } = fridge;
  const puts = serveStores([foodStore()], [fridge]);
  server.use(http.put(api('/stores/:id'), async ({ request, params }) => {
    const body = (await request.json()) as StoreUpdateRequest;
    puts.push({ id: String(params.id), body });
    return HttpResponse.json({ ...stored, items: body.items, version: 5 });
  }));
  expect((await readStoresNow()).map((s) => [s.name, 'type' in s])).toEqual([['Pantry', false], ['Shared fridge', false]]);

  const saved = await changeStoreNow(dispatch(), 20, add(egg));
  expect(puts).toEqual([{ id: '20', body: { items: [milk, egg], version: 4 } }]);
  expect(saved.version).toBe(5);
});

test('a save another write beat (412) is made again on the copy the refusal carries, keeping what that write added', async () => {
  const pantry = foodStore({ items: [milk], version: 2 });
  const puts = serveStores([pantry], []);
  const theirs = { ...pantry, items: [milk, jam], version: 3 };
  server.use(http.put(api('/stores/:id'), async ({ request }) => {
    const body = (await request.json()) as StoreUpdateRequest;
    puts.push({ id: '10', body });
    return body.version === 2
      ? HttpResponse.json({ message: 'This store was changed by someone else.', current: theirs }, { status: 412 })
      : HttpResponse.json({ ...theirs, items: body.items, version: 4 });
  }));
  await changeStoreNow(dispatch(), 10, add(egg));
  expect(puts.map((p) => p.body)).toEqual([{ items: [milk, egg], version: 2 }, { items: [milk, jam, egg], version: 3 }]);
});

test('a change that leaves the items as they are is not saved', async () => {
  const pantry = foodStore({ items: [milk], version: 2 });
  serveStores([pantry], []);
  // any PUT would be a request without a handler, which fails the test
  expect(await changeStoreNow(dispatch(), 10, (items) => items)).toEqual(pantry);
});

describe('a save that got no answer', () => {
  test('done (the connection dropped after the server wrote): sent again as it was, with its key, by the change\'s next try, it is done once', async () => {
    const keyed = serveKeyedStore(foodStore({ items: [milk], version: 2 }), (n) => n === 0);
    const change = newIdempotencyKey();
    await expect(changeStoreNow(dispatch(), 10, add(egg), { key: change })).rejects.toMatchObject({ status: 0 });
    const saved = await changeStoreNow(dispatch(), 10, add(egg), { key: change });
    expect(keyed.done).toEqual([{ items: [milk, egg], version: 2 }]);
    expect(keyed.now().items).toEqual([milk, egg]);
    expect(saved.items).toEqual([milk, egg]);
    const [first, again] = keyed.sent;
    expect(first!.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(again).toEqual(first);
  });

  test('not done, another write meanwhile: sent again it is refused (412) and made on the newer copy with a new key', async () => {
    const keyed = serveKeyedStore(foodStore({ items: [milk], version: 2 }));
    const dropped: (string | null)[] = [];
    server.use(http.put(api('/stores/10'), ({ request }) => {
      dropped.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      return HttpResponse.error();
    }, { once: true }));
    const change = newIdempotencyKey();
    await expect(changeStoreNow(dispatch(), 10, add(egg), { key: change })).rejects.toMatchObject({ status: 0 });
    keyed.meanwhile([milk, jam]);
    await changeStoreNow(dispatch(), 10, add(egg), { key: change });
    expect(keyed.now().items).toEqual([milk, jam, egg]);
    expect(keyed.sent.map((s) => s.body)).toEqual([{ items: [milk, egg], version: 2 }, { items: [milk, jam, egg], version: 3 }]);
    expect(keyed.sent[0]!.key).toBe(dropped[0]);
    expect(keyed.sent[1]!.key).not.toBe(dropped[0]);
  });

  test('is not sent again for another change (another key): that one is made on the store as it is', async () => {
    const keyed = serveKeyedStore(foodStore({ items: [milk], version: 2 }), (n) => n === 0);
    await expect(changeStoreNow(dispatch(), 10, add(egg), { key: newIdempotencyKey() })).rejects.toMatchObject({ status: 0 });
    await changeStoreNow(dispatch(), 10, add(jam), { key: newIdempotencyKey() });
    expect(keyed.now().items).toEqual([milk, egg, jam]);
  });
});
