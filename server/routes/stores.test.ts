import { eq } from 'drizzle-orm';
import { STORES_MAX } from '../../contract/api';
import type { FoodStore } from '../../contract/entities';
import { EXPIRY_DAYS_MAX, MESSAGES, NAME_MAX, QUANTITY_MAX, STORE_DESCRIPTION_MAX } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { foodStores, users } from '../db/schema';
import { storeItem } from '../test/items';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { DEFAULT_STORE_UNDELETABLE } from './stores';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, TEST_INVITES[0]!);
  stranger = await signUp(t, TEST_INVITES[1]!);
});
afterAll(() => t.close());

const call = (who: { auth: Record<string, string> }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

test('a new account has its default Pantry store, first in the list', async () => {
  const res = await call(owner, 'GET', '/stores');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([expect.objectContaining({ name: 'Pantry', default: true, items: [], shared_with: [], owner_name: owner.name })]);
});

test('create a store: the name is required, names and descriptions are letters, digits and spaces', async () => {
  const bad = await call(owner, 'POST', '/stores', { name: 'Fridge!', description: '' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors.name).toEqual([MESSAGES.lettersNumbersSpaces]);
  expect((await call(owner, 'POST', '/stores', { name: '  ', description: '' })).json().errors.name).toEqual([MESSAGES.nameRequired]);
  expect((await call(owner, 'POST', '/stores', { name: 'Fridge', description: '<b>' })).json().errors.description).toEqual([MESSAGES.lettersNumbersSpaces]);

  const res = await call(owner, 'POST', '/stores', { name: ' Garage Freezer ', description: 'Chest freezer' });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ name: 'Garage Freezer', description: 'Chest freezer', default: false, user_id: expect.any(Number) });
});

test('GET answers every store, past a hundred too, and a create past STORES_MAX is refused with why', async () => {
  const me = await signUp(t, TEST_INVITES[2]!);
  const [row] = await t.db.select({ id: users.id, pantry: users.defaultStoreId }).from(users).where(eq(users.email, me.email));
  // made before the cap: 101 stores with Pantry, the default, and 'Zz freezer' past the first hundred by name
  await t.db.insert(foodStores).values(Array.from({ length: 100 }, (_, i) => ({ userId: row!.id, name: `Box ${String(i).padStart(3, '0')}` })));
  await t.db.insert(foodStores).values({ userId: row!.id, name: 'Zz freezer' });
  const listed = (await call(me, 'GET', '/stores')).json<FoodStore[]>();
  expect(listed).toHaveLength(102);
  expect(listed[0]).toMatchObject({ id: row!.pantry, name: 'Pantry', default: true });
  expect(listed.map((s) => s.name)).toContain('Zz freezer');

  const refused = await call(me, 'POST', '/stores', { name: 'Garage', description: '' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(SERVER_MESSAGES.storesFull);
  expect((await call(me, 'GET', '/stores')).json()).toHaveLength(102);

  // at one under the cap a store can be made again, and then no more
  const boxes = listed.filter((s) => s.name.startsWith('Box ')).slice(0, 102 - STORES_MAX + 1);
  for (const box of boxes) expect((await call(me, 'DELETE', `/stores/${box.id}`)).statusCode).toBe(200);
  expect((await call(me, 'POST', '/stores', { name: 'Garage', description: '' })).statusCode).toBe(201);
  expect((await call(me, 'POST', '/stores', { name: 'Shed', description: '' })).statusCode).toBe(409);
});

test('items are saved whole, validated, and survive a read', async () => {
  const [pantry] = (await call(owner, 'GET', '/stores')).json();
  const items = [storeItem(), storeItem({ value: 'CUSTOM-abc123', id: 'CUSTOM-abc123', name: 'Grandma jam', unit: 'unit', default_unit: 'unit', measurement: 'unit', estimated_expiry_days: 14 })];
  const res = await call(owner, 'PUT', `/stores/${pantry.id}`, { items });
  expect(res.statusCode).toBe(200);
  expect(res.json().items).toEqual(items);
  expect((await call(owner, 'GET', '/stores')).json()[0].items).toEqual(items);

  for (const bad of [{ ...items[0], quantity: -1 }, { ...items[0], unit: 'bucket' }, { ...items[0], image: 'https://evil.example/x.png' }, { ...items[0], date_added: 'yesterday' }]) {
    expect((await call(owner, 'PUT', `/stores/${pantry.id}`, { items: [bad] })).statusCode).toBe(400);
  }
  // nothing half-written: the refused saves left the items as they were
  expect((await call(owner, 'GET', '/stores')).json()[0].items).toEqual(items);
});

test('the default store cannot be deleted; another can, and a store can become the default', async () => {
  const stores = (await call(owner, 'GET', '/stores')).json();
  const pantry = stores.find((s: { default: boolean }) => s.default);
  const freezer = stores.find((s: { name: string }) => s.name === 'Garage Freezer');
  const refused = await call(owner, 'DELETE', `/stores/${pantry.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(DEFAULT_STORE_UNDELETABLE);

  const made = await call(owner, 'GET', `/stores/${freezer.id}/default`);
  expect(made.json()).toMatchObject({ message: MESSAGES.setToDefault('Garage Freezer'), store: { default: true } });
  expect((await call(owner, 'GET', '/stores')).json()[0].name).toBe('Garage Freezer');
  await call(owner, 'GET', `/stores/${pantry.id}/default`);

  const deleted = await call(owner, 'DELETE', `/stores/${freezer.id}`);
  expect(deleted.json()).toEqual({ message: MESSAGES.storeDeleted });
  expect((await call(owner, 'GET', '/stores')).json().map((s: { name: string }) => s.name)).toEqual(['Pantry']);
});

test('a stranger gets 404 on every store call with another user\'s id, and sees nothing', async () => {
  const [pantry] = (await call(owner, 'GET', '/stores')).json();
  for (const [method, url, payload] of [
    ['PUT', `/stores/${pantry.id}`, { items: [] }], ['DELETE', `/stores/${pantry.id}`], ['GET', `/stores/${pantry.id}/default`],
  ] as const) {
    expect((await call(stranger, method, url, payload)).statusCode).toBe(404);
  }
  expect((await call(stranger, 'GET', '/stores')).json().map((s: { user_id: number }) => s.user_id)).not.toContain(pantry.user_id);
  // and the owner's items are untouched
  expect((await call(owner, 'GET', '/stores')).json()[0].items).toHaveLength(2);
});

test.each([['GET', '/stores'], ['POST', '/stores'], ['PUT', '/stores/1'], ['DELETE', '/stores/1'], ['GET', '/stores/1/default']] as const)(
  '%s %s needs a session', async (method, url) => {
    expect((await t.app.inject({ method, url: `/api${url}`, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode).toBe(401);
  },
);

test('ids that are not positive integers are a 400, not a 500', async () => {
  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
    expect((await call(owner, 'PUT', `/stores/${id}`, { items: [] })).statusCode).toBe(400);
  }
});

// the client's inputs stop at the limits of contract/rules.ts; they must be exactly the server's
test('the server takes names, descriptions and quantities up to the limits the client enforces, and nothing beyond', async () => {
  const create = (name: string, description: string) => call(stranger, 'POST', '/stores', { name, description });
  expect((await create('a'.repeat(NAME_MAX + 1), '')).statusCode).toBe(400);
  expect((await create('a', 'b'.repeat(STORE_DESCRIPTION_MAX + 1))).statusCode).toBe(400);
  const made = await create('a'.repeat(NAME_MAX), 'b'.repeat(STORE_DESCRIPTION_MAX));
  expect(made.statusCode).toBe(201);

  const put = (quantity: number) => call(stranger, 'PUT', `/stores/${made.json().id}`, { items: [storeItem({ quantity })] });
  expect((await put(QUANTITY_MAX)).statusCode).toBe(200);
  expect((await put(0)).statusCode).toBe(200);
  expect((await put(QUANTITY_MAX + 0.5)).statusCode).toBe(400);
});

test('an item\'s expiry days, set from its best-before date, are taken from 0 (the day it was added) to the client\'s limit, whole, and kept', async () => {
  const [pantry] = (await call(stranger, 'GET', '/stores')).json();
  const put = (estimated_expiry_days: number) => call(stranger, 'PUT', `/stores/${pantry.id}`, { items: [storeItem({ estimated_expiry_days })] });
  for (const days of [0, 7, EXPIRY_DAYS_MAX]) {
    const res = await put(days);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].estimated_expiry_days).toBe(days);
  }
  for (const days of [-1, EXPIRY_DAYS_MAX + 1, 1.5]) expect((await put(days)).statusCode).toBe(400);
  expect((await call(stranger, 'GET', '/stores')).json()[0].items[0].estimated_expiry_days).toBe(EXPIRY_DAYS_MAX);
});
