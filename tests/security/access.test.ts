// Access control (issue 11): every route of the OpenAPI document that takes an {id}, called with another
// user's id, is a 404 that changes nothing; viewers cannot write, editors cannot delete or re-share, ids of
// someone else's objects inside a body are refused, extra fields cannot grant anything, and a revoked share
// stops working on the very next request.
import { eq } from 'drizzle-orm';
import openapi from '../../docs/openapi.json';
import { recipes, shares, users } from '../../server/db/schema';
import { createCatalogueTestApp } from '../../server/test/catalogue';
import { signUpFour, type TestApp } from '../../server/test/testApp';
import {
  caller, createImport, createList, createPlan, createRecipe, createStore, entry, expectRefused, jpegDataUrl, listItem, plan, recipeBody,
  shareWith, SLOW_SETUP_MS, snapshot, storeItem, tinyJpeg, type Method, type Person,
} from './helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
const own: Record<string, number> = {};

beforeAll(async () => {
  t = await createCatalogueTestApp();
  call = caller(t);
  [alice, bob, carol, dave] = await signUpFour(t);
  own.store = await createStore(t, alice, 'Alice pantry');
  own.list = await createList(t, alice, 'Alice list');
  own.plan = await createPlan(t, alice, plan({ name: 'Alice plan' }));
  own.recipe = await createRecipe(t, alice, recipeBody({ name: 'Alice secret stew' }));
  own.import = await createImport(t, alice, 'Alice imported soup');
  const [verified] = await t.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.verified, true)).limit(1);
  own.saved = verified!.id;
  expect((await call(alice, 'POST', '/user-saved-recipes', { recipe_id: own.saved })).statusCode).toBe(201);
  const published = await call(alice, 'POST', '/publish-requests', { entity_id: own.recipe, entity_type: 'UserRecipe' });
  expect(published.statusCode).toBe(201);
  own.request = published.json<{ data: { id: number } }>().data.id;
}, SLOW_SETUP_MS);
afterAll(() => t.close());

/** For each first path segment: which of Alice's objects its {id} names, and a body the route would accept. */
const RESOURCES: Record<string, { id: () => number; body: (method: Method, path: string) => unknown }> = {
  'stores': { id: () => own.store!, body: (m) => (m === 'PUT' ? { items: [storeItem({ name: 'stolen' })], name: 'Hijacked' } : undefined) },
  'user-shoppinglists': {
    id: () => own.list!,
    body: (m, p) => (p.endsWith('/complete-shop') ? { checked_ids: [1], store_id: null } : m === 'PUT' ? { name: 'Hijacked', ingredients: [] } : undefined),
  },
  'user-mealplans': { id: () => own.plan!, body: (m) => (m === 'PUT' ? plan({ name: 'Hijacked' }) : undefined) },
  'user-recipe-creator': { id: () => own.recipe!, body: (m) => (m === 'PUT' ? recipeBody({ name: 'Hijacked' }) : undefined) },
  'user-imported-recipes': { id: () => own.import!, body: () => undefined },
  'user-saved-recipes': { id: () => own.saved!, body: () => undefined },
  'publish-requests': { id: () => own.request!, body: () => undefined },
};
/** {id} routes that name no one's private object: the verified catalogue is public by design. */
const PUBLIC = new Set(['GET /recipes/{id}']);

const idRoutes = Object.entries(openapi.paths as Record<string, Record<string, unknown>>)
  .filter(([path]) => path.includes('{id}'))
  .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase() as Method, path })))
  .filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));

test('the OpenAPI document lists the id routes, and each has a case here', () => {
  expect(idRoutes.length).toBeGreaterThanOrEqual(15);
  const uncovered = idRoutes.filter((r) => !RESOURCES[r.path.split('/')[1]!]).map((r) => `${r.method} ${r.path}`);
  expect(uncovered).toEqual([]);
});

describe("another user's id → 404, and nothing stored", () => {
  test.each(idRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, { method, path }) => {
    const resource = RESOURCES[path.split('/')[1]!]!;
    const url = path.replace('{id}', String(resource.id()));
    await expectRefused(t, 404, () => call(bob, method, url, resource.body(method, path)));
  });

  test('the same id routes answer 404 for an id that does not exist, so existence is not revealed', async () => {
    for (const { method, path } of idRoutes) {
      const resource = RESOURCES[path.split('/')[1]!]!;
      const res = await call(bob, method, path.replace('{id}', '2147483000'), resource.body(method, path));
      expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 404`);
    }
  });
});

describe('shares: viewers read only, editors change but never delete or re-share', () => {
  beforeAll(async () => {
    for (const [type, id] of [['UserFoodStore', own.store], ['UserShoppinglist', own.list], ['UserMealplan', own.plan]] as const) {
      expect((await shareWith(t, alice, type, id!, [{ email: carol.email, canEdit: true }, { email: dave.email, canEdit: false }])).statusCode).toBe(200);
    }
  });

  const viewerWrites: [string, Method, () => string, () => unknown][] = [
    ['PUT /stores/{id}', 'PUT', () => `/stores/${own.store}`, () => ({ items: [] })],
    ['PUT /user-shoppinglists/{id}', 'PUT', () => `/user-shoppinglists/${own.list}`, () => ({ name: 'Viewer was here', ingredients: [] })],
    ['PUT /user-shoppinglists/{id} (ingredients_to_remove)', 'PUT', () => `/user-shoppinglists/${own.list}`, () => ({ ingredients_to_remove: [1] })],
    ['POST /user-shoppinglists/{id}/complete-shop', 'POST', () => `/user-shoppinglists/${own.list}/complete-shop`, () => ({ checked_ids: [1], store_id: null })],
    ['PUT /user-mealplans/{id}', 'PUT', () => `/user-mealplans/${own.plan}`, () => plan({ name: 'Viewer was here' })],
    ['DELETE /stores/{id}', 'DELETE', () => `/stores/${own.store}`, () => undefined],
    ['DELETE /user-shoppinglists/{id}', 'DELETE', () => `/user-shoppinglists/${own.list}`, () => undefined],
    ['DELETE /user-mealplans/{id}', 'DELETE', () => `/user-mealplans/${own.plan}`, () => undefined],
    ['PUT /share/default (a store shared read-only)', 'PUT', () => '/share/default', () => ({ entity_id: own.store, entity_type: 'UserFoodStore' })],
  ];
  test.each(viewerWrites)("a viewer's %s → 403", async (_name, method, url, body) => {
    await expectRefused(t, 403, () => call(dave, method, url(), body()));
  });

  test.each([
    ['DELETE /stores/{id}', () => `/stores/${own.store}`],
    ['DELETE /user-shoppinglists/{id}', () => `/user-shoppinglists/${own.list}`],
    ['DELETE /user-mealplans/{id}', () => `/user-mealplans/${own.plan}`],
  ] as const)('an editor cannot %s (403)', async (_name, url) => {
    await expectRefused(t, 403, () => call(carol, 'DELETE', url()));
  });

  test('an editor cannot delete a list through complete-shop either', async () => {
    await expectRefused(t, 403, () => call(carol, 'POST', `/user-shoppinglists/${own.list}/complete-shop`, { checked_ids: [1], store_id: null, delete_list: true }));
  });

  test.each([['UserFoodStore', 'store'], ['UserShoppinglist', 'list'], ['UserMealplan', 'plan']] as const)(
    'an editor cannot re-share a %s, nor raise a viewer to editor, nor remove the owner\'s other recipients',
    async (type, key) => {
      await expectRefused(t, 403, () => shareWith(t, carol, type, own[key]!, [{ email: bob.email, canEdit: true }]));
      await expectRefused(t, 403, () => shareWith(t, carol, type, own[key]!, [{ email: dave.email, canEdit: true }]));
      await expectRefused(t, 403, () => shareWith(t, carol, type, own[key]!, [], [dave.email]));
      // a viewer is refused the same way
      await expectRefused(t, 403, () => shareWith(t, dave, type, own[key]!, [{ email: dave.email, canEdit: true }]));
    },
  );

  test('an editor does write: the matrix is not simply closed', async () => {
    const res = await call(carol, 'PUT', `/user-shoppinglists/${own.list}`, { ingredients: [listItem(), listItem({ id: 2, value: 2, name: 'milk' })] });
    expect(res.statusCode).toBe(200);
  });
});

describe("ids of someone else's objects inside a body", () => {
  let bobList: number;
  let bobStore: number;
  beforeAll(async () => {
    bobList = await createList(t, bob, 'Bob list', [listItem(), listItem({ id: 2, value: 2, name: 'milk' })]);
    bobStore = await createStore(t, bob, 'Bob pantry');
  });

  test("complete-shop into Alice's store → 404, Bob's list and Alice's store unchanged", async () => {
    await expectRefused(t, 404, () => call(bob, 'POST', `/user-shoppinglists/${bobList}/complete-shop`, { checked_ids: [1], store_id: own.store }));
  });

  test("complete-shop moving the unchecked items to Alice's list → 404", async () => {
    await expectRefused(t, 404, () => call(bob, 'POST', `/user-shoppinglists/${bobList}/complete-shop`, { checked_ids: [1], store_id: bobStore, move_unchecked_to: own.list }));
  });

  test("complete-shop into a store shared with the viewer read-only → 403", async () => {
    const daveList = await createList(t, dave, 'Dave list');
    await expectRefused(t, 403, () => call(dave, 'POST', `/user-shoppinglists/${daveList}/complete-shop`, { checked_ids: [1], store_id: own.store }));
  });

  test("PUT /share on Alice's objects by a stranger → 404, no share row", async () => {
    for (const [type, key] of [['UserFoodStore', 'store'], ['UserShoppinglist', 'list'], ['UserMealplan', 'plan']] as const) {
      await expectRefused(t, 404, () => shareWith(t, bob, type, own[key]!, [{ email: bob.email, canEdit: true }]));
    }
  });

  test("PUT /share/default naming Alice's store (never shared with Bob) → 404, Bob's default unchanged", async () => {
    await expectRefused(t, 404, () => call(bob, 'PUT', '/share/default', { entity_id: own.store, entity_type: 'UserFoodStore' }));
  });

  test("PUT /share/remove of a share Bob never had → 404, Carol's share kept", async () => {
    await expectRefused(t, 404, () => call(bob, 'PUT', '/share/remove', { entity_id: own.list, entity_type: 'UserShoppinglist' }));
  });

  test("publishing or unpublishing Alice's recipe by id → 404", async () => {
    await expectRefused(t, 404, () => call(bob, 'POST', '/publish-requests', { entity_id: own.recipe, entity_type: 'UserRecipe' }));
    await expectRefused(t, 404, () => call(bob, 'PUT', '/publish-requests/unpublish', { user_recipe_id: own.recipe }));
  });

  test("a recipe naming Alice's uploaded photo by its path → 400, the photo stays Alice's", async () => {
    const withPhoto = await call(alice, 'POST', '/user-recipe-creator', recipeBody({ name: 'Photo stew', image: jpegDataUrl(tinyJpeg()) }));
    expect(withPhoto.statusCode).toBe(201);
    const photo = withPhoto.json<{ image: string }>().image;
    expect(photo).toMatch(/^\/api\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
    await expectRefused(t, 400, () => call(bob, 'POST', '/user-recipe-creator', recipeBody({ name: 'Borrowed photo', image: photo })));
  });

  test("a meal plan naming Alice's private recipe and import never resolves them for Bob", async () => {
    const bobPlan = await createPlan(t, bob, plan({
      name: 'Bob plan', days: 1,
      recipes: [{ date: '', day: 0, recipes: [entry({ type: 'USER', value: own.recipe!, name: 'x' }), entry({ type: 'IMPORTED', value: own.import!, name: 'y' })] }],
    }));
    const res = await call(bob, 'GET', `/user-mealplans/${bobPlan}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ recipes: unknown[] }>().recipes).toEqual([]);
    expect(res.body).not.toContain('Alice secret stew');
    expect(res.body).not.toContain('Alice imported soup');
  });
});

describe('extra fields cannot grant anything', () => {
  test('user_id, owner and role in a create body are ignored: the object is the caller\'s', async () => {
    const aliceId = (await call(alice, 'GET', '/account')).json<{ id: number }>().id;
    const res = await call(bob, 'POST', '/user-shoppinglists', { name: 'Mine', ingredients: [], user_id: aliceId, userId: aliceId, owner: aliceId, role: 'owner' });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ user_shoppinglist_id: number }>().user_shoppinglist_id;
    expect((await call(alice, 'GET', `/user-shoppinglists/${id}`)).statusCode).toBe(404);
    const planRes = await call(bob, 'POST', '/user-mealplans', { ...plan({ name: 'Mine too' }), user_id: aliceId, owner_name: alice.name, shared_with: [{ email: alice.email, canEdit: true }] });
    expect(planRes.statusCode).toBe(201);
    const planId = planRes.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id;
    expect((await call(alice, 'GET', `/user-mealplans/${planId}`)).statusCode).toBe(404);
    const storeRes = await call(bob, 'POST', '/stores', { name: 'Bob store', description: '', user_id: aliceId, default: true, shared_with: [{ email: alice.email, canEdit: true }] });
    expect(storeRes.statusCode).toBe(201);
    expect(await t.db.select().from(shares).where(eq(shares.email, alice.email))).toEqual([]);
  });

  test('a viewer sending canEdit: true for themselves, or a role, through a write is still refused', async () => {
    await expectRefused(t, 403, () => call(dave, 'PUT', `/user-shoppinglists/${own.list}`, { name: 'Edited', canEdit: true, role: 'owner', shared_with: [{ email: dave.email, canEdit: true }] }));
  });

  test('account updates cannot change the id, the e-mail verification or the password hash', async () => {
    const before = (await t.db.select().from(users).where(eq(users.email, bob.email)))[0]!;
    const res = await call(bob, 'PUT', '/account/update', { name: bob.name, email: bob.email, id: 1, email_verified_at: new Date().toISOString(), password_hash: 'x', is_admin: true, role: 'admin' });
    expect(res.statusCode).toBeLessThan(500);
    const after = (await t.db.select().from(users).where(eq(users.email, bob.email)))[0]!;
    expect({ id: after.id, passwordHash: after.passwordHash, emailVerifiedAt: after.emailVerifiedAt }).toEqual({ id: before.id, passwordHash: before.passwordHash, emailVerifiedAt: before.emailVerifiedAt });
  });
});

describe('revoked shares stop working at once', () => {
  test('after the owner removes Carol, her very next read and write are 404 and change nothing', async () => {
    const list = await createList(t, alice, 'Revocable');
    await shareWith(t, alice, 'UserShoppinglist', list, [{ email: carol.email, canEdit: true }]);
    expect((await call(carol, 'GET', `/user-shoppinglists/${list}`)).statusCode).toBe(200);
    expect((await shareWith(t, alice, 'UserShoppinglist', list, [], [carol.email])).statusCode).toBe(200);
    await expectRefused(t, 404, () => call(carol, 'GET', `/user-shoppinglists/${list}`));
    await expectRefused(t, 404, () => call(carol, 'PUT', `/user-shoppinglists/${list}`, { name: 'Too late', ingredients: [] }));
    expect((await call(carol, 'GET', '/share')).json<{ id: number; type: string }[]>().filter((s) => s.type === 'UserShoppinglist' && s.id === list)).toEqual([]);
  });

  test('editor downgraded to viewer can no longer write, on the next request', async () => {
    const store = await createStore(t, alice, 'Downgraded');
    await shareWith(t, alice, 'UserFoodStore', store, [{ email: carol.email, canEdit: true }]);
    expect((await call(carol, 'PUT', `/stores/${store}`, { items: [] })).statusCode).toBe(200);
    await shareWith(t, alice, 'UserFoodStore', store, [{ email: carol.email, canEdit: false }]);
    await expectRefused(t, 403, () => call(carol, 'PUT', `/stores/${store}`, { items: [storeItem()] }));
  });

  test('a deleted plan is gone for its editor too', async () => {
    const id = await createPlan(t, alice, plan({ name: 'Short lived' }));
    await shareWith(t, alice, 'UserMealplan', id, [{ email: carol.email, canEdit: true }]);
    expect((await call(alice, 'DELETE', `/user-mealplans/${id}`)).statusCode).toBe(200);
    const before = await snapshot(t);
    expect((await call(carol, 'PUT', `/user-mealplans/${id}`, plan({ name: 'Zombie' }))).statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });
});
