// Issue 11, lost updates: lists, plans and stores carry a version bumped on every write; a write that names
// the version it is based on is refused with 412 when someone else wrote meanwhile, with the entity as it is
// now, and nothing is stored. A write without a version is not checked (older callers keep working).
import type { FoodStore, Mealplan, ShoppingList } from '../../contract/entities';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { listItem, storeItem } from '../test/items';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let owner: Person;
let editor: Person;

const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const share = (type: string, id: number) =>
  call(owner, 'PUT', '/share', { shared_with: [{ email: editor.email, canEdit: true }], entity_id: id, type });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, TEST_INVITES[0]!);
  editor = await signUp(t, TEST_INVITES[1]!);
});
afterAll(() => t.close());

describe('shopping lists', () => {
  const read = async (who: Person, id: number) => (await call(who, 'GET', `/user-shoppinglists/${id}`)).json().shopping_list as ShoppingList;
  let id: number;
  beforeAll(async () => {
    id = (await call(owner, 'POST', '/user-shoppinglists', { name: 'Shared shop', ingredients: [listItem()] })).json().user_shoppinglist_id;
    expect((await share('UserShoppinglist', id)).statusCode).toBe(200);
  });

  test('a new list is version 1; each write answers with the next version', async () => {
    const list = await read(owner, id);
    expect(list.version).toBe(1);
    const res = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [listItem({ quantity: 2 })], version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().shopping_list.version).toBe(2);
    expect((await read(editor, id)).version).toBe(2);
  });

  test('a write based on an older version gets 412 with the list as it is now, and changes nothing', async () => {
    const before = await read(owner, id);
    const res = await call(editor, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [listItem({ quantity: 9 })], version: before.version! - 1 });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.staleList, current: before });
    expect(await read(owner, id)).toEqual(before);
  });

  test('every update form is checked: the name, and ingredients_to_remove', async () => {
    const { version } = await read(owner, id);
    const stale = version! - 1;
    expect((await call(editor, 'PUT', `/user-shoppinglists/${id}`, { name: 'Renamed', ingredients: [], version: stale })).statusCode).toBe(412);
    expect((await call(editor, 'PUT', `/user-shoppinglists/${id}`, { ingredients_to_remove: [1], version: stale })).statusCode).toBe(412);
    expect((await read(owner, id)).ingredients).toHaveLength(1);
    const ok = await call(editor, 'PUT', `/user-shoppinglists/${id}`, { name: 'Renamed', ingredients: [listItem()], version });
    expect(ok.json().shopping_list).toMatchObject({ name: 'Renamed', version: version! + 1 });
  });

  test('a write without a version is not checked, and still bumps the version', async () => {
    const { version } = await read(owner, id);
    const res = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [listItem({ quantity: 3 })] });
    expect(res.statusCode).toBe(200);
    expect(res.json().shopping_list.version).toBe(version! + 1);
  });

  test('a completed shop is a write too: an edit based on the list before it gets 412', async () => {
    const before = await read(owner, id);
    const shop = await call(owner, 'POST', `/user-shoppinglists/${id}/complete-shop`, { checked_ids: [1], store_id: null });
    expect(shop.statusCode).toBe(200);
    const res = await call(editor, 'PUT', `/user-shoppinglists/${id}`, { ingredients: before.ingredients, version: before.version });
    expect(res.statusCode).toBe(412);
    expect(res.json().current.ingredients).toEqual([]);
  });

  test('the version is checked after access: a stranger still gets 404, never the list', async () => {
    const stranger = await signUp(t, TEST_INVITES[2]!);
    const res = await call(stranger, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [], version: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().current).toBeUndefined();
  });

  test('versions are whole numbers: anything else is a 400', async () => {
    for (const version of [0, -1, 1.5, '2', null]) {
      expect((await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [], version })).statusCode).toBe(400);
    }
  });
});

describe('stores', () => {
  const read = async (who: Person, id: number) =>
    [...(await call(who, 'GET', '/stores')).json() as FoodStore[], ...((await call(who, 'GET', '/share')).json() as FoodStore[])]
      .find((s) => s.id === id)!;
  let id: number;
  beforeAll(async () => {
    id = (await call(owner, 'POST', '/stores', { name: 'Fridge', description: '' })).json().id;
    expect((await share('UserFoodStore', id)).statusCode).toBe(200);
  });

  test('every write bumps the version; a stale one gets 412 with the store as it is now, and changes nothing', async () => {
    const first = await read(owner, id);
    expect(first.version).toBe(1);
    const saved = await call(editor, 'PUT', `/stores/${id}`, { items: [storeItem()], version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);

    const stale = await call(owner, 'PUT', `/stores/${id}`, { items: [], name: 'Emptied', version: 1 });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: SERVER_MESSAGES.staleStore, current: await read(owner, id) });
    expect(stale.json().current).toMatchObject({ name: 'Fridge', version: 2, items: [expect.objectContaining({ name: 'plain flour' })] });

    const unchecked = await call(owner, 'PUT', `/stores/${id}`, { items: [] });
    expect(unchecked.json()).toMatchObject({ items: [], version: 3 });
  });
});

describe('meal plans', () => {
  const read = async (who: Person, id: number) => (await call(who, 'GET', `/user-mealplans/${id}`)).json().data as Mealplan;
  const plan = (name: string, version?: number) => ({ name, days: 1, recipes: [{ day: 0, date: '', recipes: [] }], ...(version ? { version } : {}) });
  let id: number;
  beforeAll(async () => {
    id = (await call(owner, 'POST', '/user-mealplans', plan('Week one'))).json().data.user_mealplan_id;
    expect((await share('UserMealplan', id)).statusCode).toBe(200);
  });

  test('every write bumps the version; a stale one gets 412 with the plan as it is now, and changes nothing', async () => {
    expect((await read(owner, id)).version).toBe(1);
    const saved = await call(editor, 'PUT', `/user-mealplans/${id}`, plan('Week two', 1));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(2);

    const stale = await call(owner, 'PUT', `/user-mealplans/${id}`, plan('Week three', 1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: SERVER_MESSAGES.stalePlan, current: await read(owner, id) });
    expect((await read(editor, id)).name).toBe('Week two');

    expect((await call(owner, 'PUT', `/user-mealplans/${id}`, plan('Week three'))).json().data).toMatchObject({ name: 'Week three', version: 3 });
  });
});
