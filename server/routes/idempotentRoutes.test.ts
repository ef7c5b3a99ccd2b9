// The writes the app sends with an Idempotency-Key (server/plugins/idempotency.ts): each, sent again with the key
// after its answer was lost, is answered as the first was and done once (QA slow, defects 1 and 3).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FoodStore, ImportedRecipe, Mealplan, ShoppingList, StoreItem, UserRecipe } from '../../contract/entities';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../contract/idempotency';
import { MESSAGES } from '../../contract/rules';
import { inviteCodes } from '../db/schema';
import { insertFlourAndMilk } from '../test/catalogue';
import { listItem, storeItem } from '../test/items';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';

const RECIPE_PAGE = `<!doctype html><html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
"name":"Pancakes","recipeIngredient":["200 g flour","2 eggs"],"recipeInstructions":["Whisk.","Fry."]}</script></head><body></body></html>`;

let t: TestApp;
let auth: Record<string, string>;
let server: http.Server;
let pageBase: string;
let pageHits = 0;
let flourId: number;
let milkId: number;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    pageHits += 1;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ importAllowLoopback: true });
  auth = (await signUp(t, TEST_INVITES[0]!)).auth;
  ({ flourId, milkId } = await insertFlourAndMilk(t.db));
}, 120_000);
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let serial = 0;
const newKey = () => `route-key-${(serial += 1).toString().padStart(8, '0')}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string, who = auth) => t.app.inject({
  method, url: `/api${url}`, headers: { ...who, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) }, ...(payload ? { payload } : {}),
});
const replayed = (res: { headers: Record<string, unknown> }) => res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] === 'true';

/** Sends the write twice with one key: the second is the first's answer again, replayed. */
async function sentTwice(url: string, payload: object) {
  const key = newKey();
  const first = await call('POST', url, payload, key);
  expect(first.statusCode).toBeLessThan(300);
  const again = await call('POST', url, payload, key);
  expect([again.statusCode, replayed(again), replayed(first)]).toEqual([first.statusCode, true, false]);
  expect(again.json()).toEqual(first.json());
  return first;
}

test('creating a shopping list twice with one key makes one list', async () => {
  const name = `Saturday shop ${serial + 1}`;
  await sentTwice('/user-shoppinglists', { name, ingredients: [] });
  const lists = (await call('GET', '/user-shoppinglists')).json<ShoppingList[]>();
  expect(lists.filter((l) => l.name === name)).toHaveLength(1);
});

test('creating a meal plan twice with one key makes one plan, with or without the trailing slash', async () => {
  const name = 'Week Two';
  const body = { name, days: 7, recipes: [], start_date: null, end_date: null };
  const key = newKey();
  const first = await call('POST', '/user-mealplans/', body, key);
  expect(first.statusCode).toBe(201);
  const again = await call('POST', '/user-mealplans', body, key);
  expect(replayed(again)).toBe(true);
  expect(again.json()).toEqual(first.json());
  const plans = (await call('GET', '/user-mealplans/')).json<Mealplan[] | { data: Mealplan[] }>();
  expect((Array.isArray(plans) ? plans : plans.data).filter((p) => p.name === name)).toHaveLength(1);
});

test('creating a store twice with one key makes one store', async () => {
  const name = `Pantry ${serial}`;
  await sentTwice('/stores', { name, description: '' });
  expect((await call('GET', '/stores')).json<FoodStore[]>().filter((s) => s.name === name)).toHaveLength(1);
});

test('creating an own recipe twice with one key makes one recipe', async () => {
  const name = 'Leek soup';
  await sentTwice('/user-recipe-creator', {
    name,
    description: 'A green soup for a cold evening.',
    serves: 4,
    image: null,
    ingredients: [
      { value: flourId, name: 'test flour', quantity: 1, measurement: 'kg', treatment: null },
      { value: milkId, name: 'test milk', quantity: 500, measurement: 'ml', treatment: null },
    ],
    steps: [{ title: 'Simmer', description: 'Simmer the milk, then whisk in the flour.', timer: null, step_image: null }],
  });
  expect((await call('GET', '/user-recipe-creator')).json<UserRecipe[]>().filter((r) => r.name === name)).toHaveLength(1);
});

test('an import from an address, or of a pasted page, twice with one key imports once', async () => {
  pageHits = 0;
  const first = await sentTwice('/user-imported-recipes', { url: `${pageBase}/pancakes` });
  expect(first.statusCode).toBe(201);
  expect(pageHits).toBe(1);
  const url = `${pageBase}/pasted`;
  await sentTwice('/user-imported-recipes/html', { url, html: RECIPE_PAGE });
  expect((await call('GET', '/user-imported-recipes')).json<ImportedRecipe[]>().filter((r) => r.url === url)).toHaveLength(1);
});

test('a complete-shop sent again after its answer was lost is answered as done, not refused for its items being gone', async () => {
  const storeId = (await call('POST', '/stores', { name: 'Pantry', description: '' })).json<FoodStore>().id;
  const flour = listItem({ value: flourId, id: flourId, name: 'test flour', quantity: 1, unit: 'kg', default_unit: 'kg', measurement: 'kg' });
  const milk = listItem({ value: milkId, id: milkId, name: 'test milk', quantity: 2, unit: 'l', default_unit: 'l', measurement: 'l' });
  const listId = (await call('POST', '/user-shoppinglists', { name: 'Shop', ingredients: [flour, milk] })).json().user_shoppinglist_id as number;
  const shop = { checked_ids: [flourId, milkId], store_id: storeId, move_unchecked_to: null, delete_list: false };
  // without a key, the retry is refused: its items left the list with the first
  const first = await sentTwice(`/user-shoppinglists/${listId}/complete-shop`, shop);
  expect(first.json().message).toBe(MESSAGES.shopCompleted);
  const store = (await call('GET', '/stores')).json<FoodStore[]>().find((s) => s.id === storeId)!;
  expect(store.items.map((i: StoreItem) => i.name)).toEqual(['test flour', 'test milk']);
  expect((await call('POST', `/user-shoppinglists/${listId}/complete-shop`, shop)).statusCode).toBe(409);
});

test('a store change sent again with its key after its answer was lost is done once; a new key still meets the version check', async () => {
  const store = (await call('POST', '/stores', { name: 'Larder', description: '' })).json<FoodStore>();
  const flour = storeItem({ value: flourId, id: flourId, name: 'test flour', quantity: 600, unit: 'g', default_unit: 'g', measurement: 'g' });
  const filled = (await call('PUT', `/stores/${store.id}`, { items: [flour], version: store.version })).json<FoodStore>();
  const version = filled.version!;
  // 400 g taken out, on the version it read
  const taken = { items: [{ ...flour, quantity: 200 }], version };
  const key = newKey();
  const first = await call('PUT', `/stores/${store.id}`, taken, key);
  expect(first.statusCode).toBe(200);
  const again = await call('PUT', `/stores/${store.id}`, taken, key);
  expect([again.statusCode, replayed(again), replayed(first)]).toEqual([200, true, false]);
  expect(again.json()).toEqual(first.json());
  const now = (await call('GET', '/stores')).json<FoodStore[]>().find((s) => s.id === store.id)!;
  expect([now.version, now.items.map((i) => i.quantity)]).toEqual([version + 1, [200]]);
  // the same body with another key is another write: refused, as its version moved on
  const stale = await call('PUT', `/stores/${store.id}`, taken, newKey());
  expect([stale.statusCode, stale.json().current.version]).toEqual([412, version + 1]);
  // and one on the version as it is now is done
  const next = await call('PUT', `/stores/${store.id}`, { items: [], version: now.version }, newKey());
  expect([next.statusCode, next.json().items]).toEqual([200, []]);
});

test('registering twice with one key registers once: the retry is answered "Registered." as the first was', async () => {
  await t.db.insert(inviteCodes).values({ code: 'RETRYME1' });
  const body = { name: 'shopper_sam', email: 'sam@example.com', password: 'secret-pass-1', password_confirmation: 'secret-pass-1', beta_code: 'RETRYME1' };
  const first = await sentTwice('/register-beta', body);
  expect(first.statusCode).toBe(201);
  // without the key, the same retry says the account exists
  expect((await t.app.inject({ method: 'POST', url: '/api/register-beta', payload: body })).statusCode).toBe(422);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: body.email, password: body.password } });
  expect(login.statusCode).toBe(200);
});

test("the API's document shows the header on exactly these writes", async () => {
  const doc = (await t.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>();
  const keyed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER.toLowerCase()))
    .map(([method]) => `${method.toUpperCase()} ${path}`));
  expect(keyed.sort()).toEqual([
    'POST /register-beta',
    'POST /stores',
    'POST /user-imported-recipes',
    'POST /user-imported-recipes/html',
    'POST /user-mealplans',
    'POST /user-recipe-creator',
    'POST /user-shoppinglists',
    'POST /user-shoppinglists/{id}/complete-shop',
    'PUT /stores/{id}',
  ]);
});
