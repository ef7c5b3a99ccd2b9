// Hostile request bodies (issue 11): oversized → 413, text PostgreSQL would refuse or mangle (NUL, invalid
// UTF-8, lone surrogates) → 400, a value of the wrong type → 400 rather than a coercion, prototype keys
// inert, and SQL-ish or LIKE-wildcard text treated as plain text wherever it is searched or compared.
import { count, eq } from 'drizzle-orm';
import { recipes } from '../../server/db/schema';
import { isCatalogueName } from '../../server/services/userRecipes';
import { createCatalogueTestApp } from '../../server/test/catalogue';
import { signUp, TEST_INVITES, type TestApp } from '../../server/test/testApp';
import {
  caller, createList, createPlan, createRecipe, createStore, expectRefused, listItem, plan, recipeBody, SLOW_SETUP_MS, snapshot, storeItem, type Person,
} from './helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
let me: Person;
let other: Person;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createCatalogueTestApp();
  call = caller(t);
  [me, other] = [await signUp(t, TEST_INVITES[0]!), await signUp(t, TEST_INVITES[1]!)];
  ids.list = await createList(t, me, 'Body list');
  ids.store = await createStore(t, me, 'Body store');
  ids.plan = await createPlan(t, me, plan({ name: 'Body plan' }));
  ids.recipe = await createRecipe(t, me, recipeBody({ name: 'Plain porridge' }));
}, SLOW_SETUP_MS);
afterAll(() => t.close());

/** sends raw bytes as application/json */
const raw = (method: 'POST' | 'PUT', url: string, body: Buffer | string) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...me.auth, 'content-type': 'application/json' }, payload: body });

describe('size', () => {
  test('a list update over the 1 MB body limit → 413, the list unchanged', async () => {
    const items = Array.from({ length: 4000 }, (_, i) => listItem({ id: i + 1, value: i + 1, name: `item ${i} ${'x'.repeat(200)}` }));
    const res = await expectRefused(t, 413, () => call(me, 'PUT', `/user-shoppinglists/${ids.list}`, { ingredients: items }));
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  test('a recipe over its 8 MB limit → 413, nothing stored', async () => {
    const body = JSON.stringify(recipeBody({ name: 'Huge', description: 'y'.repeat(9 * 1024 * 1024) }));
    await expectRefused(t, 413, () => raw('POST', '/user-recipe-creator', body));
  });

  test('a declared length far over the limit is refused without reading the body', async () => {
    const res = await t.app.inject({
      method: 'PUT', url: `/api/stores/${ids.store}`, payload: '{}',
      headers: { ...me.auth, 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
    });
    expect([400, 413]).toContain(res.statusCode);
  });
});

describe('text the database must never see', () => {
  test.each([
    ['a NUL in a list item name', () => JSON.stringify({ ingredients: [listItem({ name: 'flour\u0000' })] })],
    ['a NUL in a key', () => `{"ingredients":[],"na\\u0000me":"x"}`],
    ['a lone high surrogate', () => `{"name":"List \\ud800 one"}`],
    ['a lone low surrogate', () => `{"name":"List \\udc00"}`],
    ['reversed surrogates', () => `{"name":"\\udc00\\ud800"}`],
  ])('%s → 400, nothing stored', async (_name, body) => {
    await expectRefused(t, 400, () => raw('PUT', `/user-shoppinglists/${ids.list}`, body()));
  });

  test.each([
    ['invalid UTF-8 (a stray continuation byte)', Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0x80, 0x22, 0x7d])],
    ['an overlong encoding of "/"', Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')])],
    ['an encoded surrogate (CESU-8)', Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')])],
    ['a truncated sequence', Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')])],
  ])('%s → 400 "not valid UTF-8", nothing stored', async (_name, bytes) => {
    const res = await expectRefused(t, 400, () => raw('PUT', `/user-shoppinglists/${ids.list}`, bytes));
    expect(res.json()).toEqual({ message: 'The request body is not valid UTF-8.' });
  });

  test('invalid JSON, and a form or plain text instead of JSON → 400 / 415, nothing stored', async () => {
    await expectRefused(t, 400, () => raw('PUT', `/user-shoppinglists/${ids.list}`, '{"name": "x",}'));
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const before = await snapshot(t);
      const res = await t.app.inject({ method: 'PUT', url: `/api/user-shoppinglists/${ids.list}`, headers: { ...me.auth, 'content-type': type }, payload: 'name=x' });
      expect([400, 415]).toContain(res.statusCode);
      expect(await snapshot(t)).toEqual(before);
    }
  });
});

describe('type confusion → 400, never coerced', () => {
  const cases: [string, 'POST' | 'PUT', () => string, unknown][] = [
    ['share canEdit "false"', 'PUT', () => '/share', { shared_with: [{ email: 'friend@example.com', canEdit: 'false' }], entity_id: ids.list, type: 'UserShoppinglist' }],
    ['share canEdit 0', 'PUT', () => '/share', { shared_with: [{ email: 'friend@example.com', canEdit: 0 }], entity_id: ids.list, type: 'UserShoppinglist' }],
    ['share entity_id "1"', 'PUT', () => '/share', { shared_with: [], entity_id: String(ids.list), type: 'UserShoppinglist' }],
    ['share with a type that is not shareable', 'PUT', () => '/share', { shared_with: [], entity_id: ids.recipe, type: 'UserRecipe' }],
    ['share e-mail as an object', 'PUT', () => '/share', { shared_with: [{ email: { $ne: '' }, canEdit: true }], entity_id: ids.list, type: 'UserShoppinglist' }],
    ['store items as an object', 'PUT', () => `/stores/${ids.store}`, { items: { 0: storeItem() } }],
    ['store item quantity "1"', 'PUT', () => `/stores/${ids.store}`, { items: [{ ...storeItem(), quantity: '1' }] }],
    ['store item checked "false"', 'PUT', () => `/stores/${ids.store}`, { items: [{ ...storeItem(), checked: 'false' }] }],
    ['list name as an array', 'PUT', () => `/user-shoppinglists/${ids.list}`, { name: ['Weekly', 'shop'] }],
    ['list quantity NaN-ish string', 'PUT', () => `/user-shoppinglists/${ids.list}`, { ingredients: [{ ...listItem(), quantity: 'NaN' }] }],
    ['complete-shop delete_list "true"', 'POST', () => `/user-shoppinglists/${ids.list}/complete-shop`, { checked_ids: [1], delete_list: 'true' }],
    ['complete-shop checked_ids as a string', 'POST', () => `/user-shoppinglists/${ids.list}/complete-shop`, { checked_ids: '1' }],
    ['plan days "3"', 'PUT', () => `/user-mealplans/${ids.plan}`, plan({ days: '3' })],
    ['plan days 1.5', 'PUT', () => `/user-mealplans/${ids.plan}`, plan({ days: 1.5 })],
    ['recipe serves "2"', 'PUT', () => `/user-recipe-creator/${ids.recipe}`, recipeBody({ serves: '2' })],
    ['recipe publish "yes"', 'PUT', () => `/user-recipe-creator/${ids.recipe}`, recipeBody({ publish: 'yes' })],
    ['preferences expiry_digest "false"', 'PUT', () => '/account/preferences', { expiry_digest: 'false' }],
    ['a body that is an array', 'PUT', () => `/user-shoppinglists/${ids.list}`, [{ name: 'x' }]],
    ['a body that is a bare string', 'PUT', () => `/stores/${ids.store}`, 'items'],
  ];
  test.each(cases)('%s', async (_name, method, url, body) => {
    await expectRefused(t, 400, () => raw(method, url(), JSON.stringify(body)));
  });

  test('an id in the path that is not a positive 32-bit integer → 400', async () => {
    for (const id of ['-1', '0', '2147483648', '1.5', 'abc', '1;DROP TABLE users']) {
      const res = await call(me, 'GET', `/user-shoppinglists/${encodeURIComponent(id)}`);
      expect(`${id} ${res.statusCode}`).toBe(`${id} 400`);
    }
  });

  test('__proto__ and constructor keys pollute nothing', async () => {
    const res = await raw('PUT', `/user-shoppinglists/${ids.list}`, '{"name":"Proto list","__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}');
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('SQL-ish and wildcard text is only text', () => {
  const hostile = ["'; DROP TABLE users; --", "' OR '1'='1", '%', '_', '%%%', '\\', '$1', 'a%b_c', "Robert'); DELETE FROM shares;--"];

  test('stored verbatim as a list item name and read back the same', async () => {
    const items = hostile.map((name, i) => listItem({ id: i + 1, value: i + 1, name }));
    expect((await call(me, 'PUT', `/user-shoppinglists/${ids.list}`, { ingredients: items })).statusCode).toBe(200);
    const read = await call(me, 'GET', `/user-shoppinglists/${ids.list}`);
    expect(read.json<{ shopping_list: { ingredients: { name: string }[] } }>().shopping_list.ingredients.map((i) => i.name)).toEqual(hostile);
    expect((await call(other, 'GET', '/account')).statusCode).toBe(200);
  });

  test('recipe search: wildcards match nothing, SQL breaks nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(recipes);
    for (const text of ['%%%', '___', '%_%']) {
      const res = await call(null, 'GET', `/recipe-search?search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ total: number }>().total).toBe(0);
    }
    for (const text of hostile) expect((await call(null, 'GET', `/recipe-search?search=${encodeURIComponent(text)}`)).statusCode).toBe(200);
    const [after] = await t.db.select({ n: count() }).from(recipes);
    expect(after!.n).toBe(before!.n);
  });

  test('the name check compares literally: "%" and "_" do not match an existing name', async () => {
    const validate = async (name: string) => (await call(me, 'POST', '/user-recipe-validate', { name, ingredients: [] })).json<{ name_taken: boolean }>().name_taken;
    expect(await validate('Plain porridge')).toBe(true);
    for (const name of ['%', '_', 'Plain%', 'Plain_porridge', '%porridge']) expect(await validate(name)).toBe(false);
    // a verified catalogue name is not published again (services/publishing.ts), but no wildcard reaches it
    const [verified] = await t.db.select({ name: recipes.name }).from(recipes).where(eq(recipes.verified, true)).limit(1);
    expect(await isCatalogueName(t.db, verified!.name, 0)).toBe(true);
    for (const name of [`${verified!.name.slice(0, 3)}%`, '%', '_']) expect(await isCatalogueName(t.db, name, 0)).toBe(false);
  });
});
