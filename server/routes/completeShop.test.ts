// POST /user-shoppinglists/{id}/complete-shop: SPEC §4 shop mode in one transaction. Checked items go into
// a store dated today, unchecked ones move (merging) to another list, the list is deleted or trimmed, and a
// refusal or failure anywhere leaves every list and store as it was.
import { sql } from 'drizzle-orm';
import type { FoodStore, ShoppingList, ShoppingListItem, StoreItem } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { CUSTOM_NOT_CHECKABLE } from '../../contract/shoppingListSchemas';
import { insertFlourAndMilk } from '../test/catalogue';
import * as access from '../services/access';
import { LIST_CHANGED, ONLY_OWNER_DELETES } from '../services/completeShop';
import { listItem, storeItem } from '../test/items';
import { createTestApp, type signUp, signUpFour, type TestApp } from '../test/testApp';

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;
/** catalogue ids: flour keeps 240 days, milk 7 */
let flourId: number;
let milkId: number;

const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const shop = (who: Person, listId: number, body: object) => call(who, 'POST', `/user-shoppinglists/${listId}/complete-shop`, body);
const createList = async (who: Person, name: string, items: ShoppingListItem[]) =>
  (await call(who, 'POST', '/user-shoppinglists', { name, ingredients: items })).json().user_shoppinglist_id as number;
const readList = async (who: Person, id: number) => (await call(who, 'GET', `/user-shoppinglists/${id}`)).json().shopping_list as ShoppingList;
const createStore = async (who: Person, name: string, items: StoreItem[] = []) => {
  const id = (await call(who, 'POST', '/stores', { name, description: '' })).json().id as number;
  if (items.length) await call(who, 'PUT', `/stores/${id}`, { items });
  return id;
};
const readStore = async (who: Person, id: number) => ((await call(who, 'GET', '/stores')).json() as FoodStore[]).find((s) => s.id === id)!;
const share = (type: 'UserShoppinglist' | 'UserFoodStore', id: number) => call(owner, 'PUT', '/share', {
  shared_with: [{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: false }], entity_id: id, type,
});
const isNow = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 60_000;

const flour = () => listItem({ value: flourId, id: flourId, name: 'test flour', quantity: 1, unit: 'kg', default_unit: 'kg', measurement: 'kg' });
const milk = () => listItem({ value: milkId, id: milkId, name: 'test milk', quantity: 2, unit: 'l', default_unit: 'l', measurement: 'l' });
const eggs = () => listItem({ value: 987654, id: 987654, name: 'eggs not in the catalogue', quantity: 6, unit: 'unit', default_unit: 'unit', measurement: 'unit' });
const jam = () => listItem({ value: 'CUSTOM-jam001', id: 'CUSTOM-jam001', name: 'Grandma jam', unit: 'unit', default_unit: 'unit', measurement: 'unit' });

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpFour(t);
  // createTestApp does not seed the catalogue: two ingredients are enough here
  ({ flourId, milkId } = await insertFlourAndMilk(t.db));
});
afterAll(() => t.close());

test('checked items go into the store dated now, with expiry days from the catalogue or 14; the list keeps the rest', async () => {
  const storeId = await createStore(owner, 'Shop one');
  const listId = await createList(owner, 'Shop one', [flour(), milk(), eggs(), jam()]);
  const res = await shop(owner, listId, { checked_ids: [flourId, String(milkId), 987654], store_id: storeId, move_unchecked_to: null, delete_list: false });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.message).toBe(MESSAGES.shopCompleted);
  expect(body.moved_to).toBeNull();
  expect(body.shopping_list.ingredients).toEqual([jam()].map((j) => ({ ...j, date_added: expect.any(String) })));

  const items = body.store.items as StoreItem[];
  expect(items.map((i) => [i.name, i.quantity, i.measurement, i.estimated_expiry_days])).toEqual([
    ['test flour', 1, 'kg', 240], ['test milk', 2, 'l', 7], ['eggs not in the catalogue', 6, 'unit', 14],
  ]);
  for (const item of items) {
    expect(isNow(item.date_added) && isNow(item.created_at)).toBe(true);
    expect(item.checked).toBe(false);
  }
  expect(new Set(items.map((i) => i.id)).size).toBe(3);
  expect((await readStore(owner, storeId)).items).toEqual(items);
  expect((await readList(owner, listId)).ingredients.map((i) => i.name)).toEqual(['Grandma jam']);
});

test('the same item added the same day adds its quantity (converting within a dimension); an older one stays apart', async () => {
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const storeId = await createStore(owner, 'Shop two', [
    storeItem({ value: flourId, id: 'flour1', name: 'test flour', quantity: 500, unit: 'g', default_unit: 'kg', measurement: 'g' }),
    storeItem({ value: milkId, id: 'milk01', name: 'test milk', quantity: 1, unit: 'l', default_unit: 'l', measurement: 'l', date_added: lastWeek, estimated_expiry_days: 7 }),
  ]);
  const listId = await createList(owner, 'Shop two', [flour(), milk()]);
  const res = await shop(owner, listId, { checked_ids: [flourId, milkId], store_id: storeId, move_unchecked_to: null, delete_list: false });
  expect(res.statusCode).toBe(200);
  const items = res.json().store.items as StoreItem[];
  expect(items.map((i) => [i.id === 'flour1', i.quantity, i.measurement, i.unit, i.date_added === lastWeek])).toEqual([
    [true, 1.5, 'kg', 'kg', false], [false, 1, 'l', 'l', true], [false, 2, 'l', 'l', false],
  ]);
  expect(res.json().shopping_list.ingredients).toEqual([]);
});

test('amounts that cannot be compared stay apart in the store: 2 + 3 cups and 1 kg of flour are two entries, not 6 unit', async () => {
  const storeId = await createStore(owner, 'Shop butter', [
    storeItem({ value: flourId, id: 'flour2', name: 'test flour', quantity: 2, unit: 'cup', default_unit: 'kg', measurement: 'cup' }),
  ]);
  const listId = await createList(owner, 'Shop butter', [flour(), listItem({ ...flour(), id: `${flourId}:cup`, quantity: 3, unit: 'cup', measurement: 'cup' })]);
  const res = await shop(owner, listId, { checked_ids: [flourId, `${flourId}:cup`], store_id: storeId, move_unchecked_to: null, delete_list: false });
  expect(res.statusCode).toBe(200);
  expect((res.json().store.items as StoreItem[]).map((i) => [i.id === 'flour2', i.quantity, i.unit])).toEqual([[true, 5, 'cup'], [false, 1, 'kg']]);
});

test('unchecked items move to another list, merging by SPEC §9 where the amounts compare, and leave this one', async () => {
  const targetId = await createList(owner, 'Next week', [
    listItem({ ...milk(), quantity: 500, unit: 'ml', measurement: 'ml' }),
    listItem({ ...eggs(), quantity: 2, unit: 'g', measurement: 'g' }),
  ]);
  const listId = await createList(owner, 'Shop three', [flour(), milk(), eggs(), jam()]);
  const res = await shop(owner, listId, { checked_ids: [flourId], store_id: null, move_unchecked_to: targetId, delete_list: false });
  expect(res.statusCode).toBe(200);
  expect(res.json().store).toBeNull();
  const moved = res.json().moved_to as ShoppingList;
  expect(moved.user_shoppinglist_id).toBe(targetId);
  expect(moved.ingredients.map((i) => [i.id, i.name, i.quantity, i.measurement])).toEqual([
    // 500 ml + 2 l = 2.5 l; 2 g and 6 eggs cannot be compared: not SPEC §9's '8 unit', which would lose both, but a
    // row of their own with an id of its own; the custom item is new there
    [milkId, 'test milk', 2.5, 'l'], [eggs().id, 'eggs not in the catalogue', 2, 'g'],
    [`${String(eggs().value)}:unit`, 'eggs not in the catalogue', 6, 'unit'], [jam().id, 'Grandma jam', 1, 'unit'],
  ]);
  expect((await readList(owner, targetId)).ingredients).toEqual(moved.ingredients);
  expect(res.json().shopping_list.ingredients).toEqual([]);
});

test('delete_list deletes the list and its shares; an editor may shop into a shared store and list', async () => {
  const storeId = await createStore(owner, 'Shared store');
  const targetId = await createList(owner, 'Shared target', []);
  const listId = await createList(owner, 'Shop four', [flour(), milk()]);
  for (const [type, id] of [['UserFoodStore', storeId], ['UserShoppinglist', targetId], ['UserShoppinglist', listId]] as const) {
    expect((await share(type, id)).statusCode).toBe(200);
  }
  const editorsOwn = await createList(editor, 'Editor list', [flour(), milk()]);
  const byEditor = await shop(editor, editorsOwn, { checked_ids: [flourId], store_id: storeId, move_unchecked_to: targetId, delete_list: true });
  expect(byEditor.statusCode).toBe(200);
  expect(byEditor.json()).toMatchObject({ shopping_list: null, store: { id: storeId }, moved_to: { user_shoppinglist_id: targetId } });
  expect((await call(editor, 'GET', `/user-shoppinglists/${editorsOwn}`)).statusCode).toBe(404);

  const res = await shop(owner, listId, { checked_ids: [milkId], store_id: storeId, move_unchecked_to: null, delete_list: true });
  expect(res.statusCode).toBe(200);
  expect(res.json().shopping_list).toBeNull();
  expect((await call(owner, 'GET', `/user-shoppinglists/${listId}`)).statusCode).toBe(404);
  const shared = (await call(viewer, 'GET', '/share')).json() as { type: string; user_shoppinglist_id?: number }[];
  expect(shared.some((s) => s.user_shoppinglist_id === listId)).toBe(false);
  expect((await readStore(owner, storeId)).items.map((i) => i.name)).toEqual(['test flour', 'test milk']);
});

describe('refusals change nothing', () => {
  let listId: number;
  let storeId: number;
  let strangersList: number;
  let strangersStore: number;
  let viewOnlyList: number;
  let viewOnlyStore: number;
  const before = async () => ({ list: await readList(owner, listId), store: await readStore(owner, storeId) });
  beforeAll(async () => {
    storeId = await createStore(owner, 'Untouched', [storeItem({ value: flourId, id: 'f1', name: 'test flour', quantity: 3 })]);
    listId = await createList(owner, 'Untouched', [flour(), milk(), jam()]);
    strangersList = await createList(stranger, 'Strangers', [eggs()]);
    strangersStore = await createStore(stranger, 'Strangers');
    // lists and stores the owner may only view
    viewOnlyList = await createList(stranger, 'View only', []);
    viewOnlyStore = await createStore(stranger, 'View only');
    for (const [type, id] of [['UserShoppinglist', viewOnlyList], ['UserFoodStore', viewOnlyStore]] as const) {
      await call(stranger, 'PUT', '/share', { shared_with: [{ email: owner.email, canEdit: false }], entity_id: id, type });
    }
    expect(await readList(owner, viewOnlyList)).toBeDefined();
  });

  const ok = () => ({ checked_ids: [flourId], store_id: storeId, move_unchecked_to: null, delete_list: false });
  test.each([
    ['a move to a list the user may only view', 403, () => ({ ...ok(), move_unchecked_to: viewOnlyList })],
    ['a move to a stranger\'s list', 404, () => ({ ...ok(), move_unchecked_to: strangersList })],
    ['a move to a list that does not exist', 404, () => ({ ...ok(), move_unchecked_to: 999_999 })],
    ['a move to the same list', 400, () => ({ ...ok(), move_unchecked_to: listId })],
    ['a store the user may only view', 403, () => ({ ...ok(), store_id: viewOnlyStore })],
    ['a stranger\'s store', 404, () => ({ ...ok(), store_id: strangersStore })],
    ['a store that does not exist', 404, () => ({ ...ok(), store_id: 999_999 })],
    ['a checked custom item (by id)', 400, () => ({ ...ok(), checked_ids: [flourId, 'CUSTOM-jam001'] })],
    ['a checked id not on the list', 409, () => ({ ...ok(), checked_ids: [flourId, 4242] })],
    ['no checked item', 400, () => ({ ...ok(), checked_ids: [] })],
    ['wrong types', 400, () => ({ ...ok(), store_id: 'pantry', delete_list: 'yes' })],
  ] as const)('%s → %i', async (_what, status, body) => {
    const was = await before();
    const res = await shop(owner, listId, body());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(await before()).toEqual(was);
  });

  test('the error bodies say what was wrong', async () => {
    const custom = await shop(owner, listId, { ...ok(), checked_ids: ['CUSTOM-jam001'] });
    expect(custom.json().errors['checked_ids.0']).toEqual([CUSTOM_NOT_CHECKABLE]);
    expect((await shop(owner, listId, { ...ok(), checked_ids: [4242] })).json().message).toBe(LIST_CHANGED);
  });

  test('a refused store or list to move to is named by its field and its message, apart from the list shopped', async () => {
    const ownStore = await createStore(owner, 'Gone soon');
    const ownTarget = await createList(owner, 'Gone soon', []);
    await call(owner, 'DELETE', `/stores/${ownStore}`);
    await call(owner, 'DELETE', `/user-shoppinglists/${ownTarget}`);
    const storeGone = { message: SERVER_MESSAGES.shopStoreGone, errors: { store_id: ['Choose another store.'] } };
    const moveToGone = { message: SERVER_MESSAGES.shopMoveToGone, errors: { move_unchecked_to: ['Choose another list.'] } };
    const refusals: [object, number, object][] = [
      // deleted, or never (no longer) shared: the same answer, which reveals nothing of a stranger's store or list
      [{ ...ok(), store_id: ownStore }, 404, storeGone],
      [{ ...ok(), store_id: strangersStore }, 404, storeGone],
      [{ ...ok(), move_unchecked_to: ownTarget }, 404, moveToGone],
      [{ ...ok(), move_unchecked_to: strangersList }, 404, moveToGone],
      [{ ...ok(), store_id: viewOnlyStore }, 403, { message: SERVER_MESSAGES.shopStoreViewOnly, errors: { store_id: ['Choose another store.'] } }],
      [{ ...ok(), move_unchecked_to: viewOnlyList }, 403, { message: SERVER_MESSAGES.shopMoveToViewOnly, errors: { move_unchecked_to: ['Choose another list.'] } }],
    ];
    for (const [body, status, answer] of refusals) {
      const res = await shop(owner, listId, body);
      expect([res.statusCode, res.json()]).toEqual([status, answer]);
    }
    // the list shopped keeps the answers of any other call on it
    const strangers = await shop(owner, strangersList, { ...ok(), store_id: null });
    expect([strangers.statusCode, strangers.json()]).toEqual([404, { message: 'Not found.' }]);
    const viewOnly = await shop(owner, viewOnlyList, { ...ok(), checked_ids: [987654], store_id: null });
    expect([viewOnly.statusCode, viewOnly.json()]).toEqual([403, { message: 'You can view this, but not change it.' }]);
  });

  test('a store or list to move to deleted between its check and its lock is named as gone as well', async () => {
    const store = await createStore(owner, 'Deleted meanwhile');
    const target = await createList(owner, 'Deleted meanwhile', []);
    await call(owner, 'DELETE', `/stores/${store}`);
    await call(owner, 'DELETE', `/user-shoppinglists/${target}`);
    // their checks ran just before another request deleted them
    const { findAccess } = access;
    const checked = jest.spyOn(access, 'findAccess').mockImplementation(async (db, type, id, viewer) =>
      (id === (type === 'UserFoodStore' ? store : target) ? { role: 'owner', ownerId: 0 } : findAccess(db, type, id, viewer)));
    try {
      const storeGone = await shop(owner, listId, { ...ok(), store_id: store });
      expect([storeGone.statusCode, storeGone.json().errors]).toEqual([404, { store_id: ['Choose another store.'] }]);
      const moveToGone = await shop(owner, listId, { ...ok(), move_unchecked_to: target });
      expect([moveToGone.statusCode, moveToGone.json().errors]).toEqual([404, { move_unchecked_to: ['Choose another list.'] }]);
    } finally {
      checked.mockRestore();
    }
  });

  test('a custom item is refused by its value too, even under a catalogue-looking id', async () => {
    const odd = await createList(owner, 'Odd', [listItem({ value: 'CUSTOM-odd', id: 77 })]);
    const res = await shop(owner, odd, { checked_ids: [77], store_id: storeId, move_unchecked_to: null, delete_list: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CUSTOM_NOT_CHECKABLE);
  });

  test('an editor asking to delete the list gets 403, and nothing changes', async () => {
    await share('UserShoppinglist', listId);
    const editorsStore = await createStore(editor, 'Editor fridge');
    const res = await shop(editor, listId, { checked_ids: [flourId], store_id: editorsStore, move_unchecked_to: null, delete_list: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ONLY_OWNER_DELETES);
    expect((await readStore(editor, editorsStore)).items).toEqual([]);
    expect((await readList(owner, listId)).ingredients).toHaveLength(3);
  });

  test('a failure after the store was written rolls the store and the target back', async () => {
    const targetId = await createList(owner, 'Target', [eggs()]);
    const was = { ...(await before()), target: await readList(owner, targetId) };
    // the last write of the shop (trimming this list) fails inside the database
    await t.db.execute(sql.raw("create function refuse_list_write() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$"));
    await t.db.execute(sql.raw(`create trigger refuse_list_write before update on shopping_lists for each row when (old.id = ${listId}) execute function refuse_list_write()`));
    try {
      const res = await shop(owner, listId, { checked_ids: [flourId], store_id: storeId, move_unchecked_to: targetId, delete_list: false });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_list_write on shopping_lists'));
      await t.db.execute(sql.raw('drop function refuse_list_write()'));
    }
    expect({ ...(await before()), target: await readList(owner, targetId) }).toEqual(was);
  });
});
