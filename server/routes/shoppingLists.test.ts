// SPEC §7 /user-shoppinglists: every call, the three PUT forms, the order, validation, and the permission
// matrix of SPEC §6 (owner, editor, viewer, stranger).
import { eq } from 'drizzle-orm';
import { SHOPPINGLISTS_LISTED_MAX, TOTAL_COUNT_HEADER } from '../../contract/api';
import type { ShoppingList } from '../../contract/entities';
import { MAX_ITEMS } from '../../contract/itemSchemas';
import { MESSAGES } from '../../contract/rules';
import { UPDATE_FORM_MESSAGE } from '../../contract/shoppingListSchemas';
import { shoppingLists, users } from '../db/schema';
import { listItem } from '../test/items';
import { createTestApp, signUp, signUpFour, TEST_INVITES, type TestApp } from '../test/testApp';

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const create = async (who: Person, name: string, ingredients = [listItem()]) => {
  const res = await call(who, 'POST', '/user-shoppinglists', { name, ingredients });
  expect(res.statusCode).toBe(201);
  return res.json().user_shoppinglist_id as number;
};
const read = async (who: Person, id: number) => (await call(who, 'GET', `/user-shoppinglists/${id}`)).json().shopping_list as ShoppingList;
const shareList = (id: number) => call(owner, 'PUT', '/share', {
  shared_with: [{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: false }], entity_id: id, type: 'UserShoppinglist',
});

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpFour(t);
});
afterAll(() => t.close());

test('every call needs a session', async () => {
  expect((await call(null, 'GET', '/user-shoppinglists')).statusCode).toBe(401);
  expect((await call(null, 'POST', '/user-shoppinglists', { name: 'Weekly', ingredients: [] })).statusCode).toBe(401);
  expect((await call(null, 'GET', '/user-shoppinglists/1')).statusCode).toBe(401);
});

test('create answers with the save response of SPEC §3; the items may be left out', async () => {
  const items = [listItem(), listItem({ value: 'CUSTOM-a1b2c3', id: 'CUSTOM-a1b2c3', name: 'Grandma jam', unit: 'unit', default_unit: 'unit', measurement: 'unit' })];
  const res = await call(owner, 'POST', '/user-shoppinglists', { name: ' Weekly shop ', ingredients: items });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ user_shoppinglist_id: expect.any(Number), name: 'Weekly shop', user_shoppinglist_ingredients: items });

  const empty = await call(owner, 'POST', '/user-shoppinglists', { name: 'Empty' });
  expect(empty.statusCode).toBe(201);
  expect(empty.json().user_shoppinglist_ingredients).toEqual([]);
});

test('names are required and letters, numbers and spaces; quantities are numbers of at least 1; never a 500', async () => {
  const post = (body: object) => call(owner, 'POST', '/user-shoppinglists', body);
  expect((await post({ name: 'Party!', ingredients: [] })).json().errors.name).toEqual([MESSAGES.lettersNumbersSpaces]);
  expect((await post({ name: '   ', ingredients: [] })).json().errors.name).toEqual([MESSAGES.nameRequired]);
  const zero = await post({ name: 'Zero', ingredients: [listItem({ quantity: 0 })] });
  expect(zero.statusCode).toBe(400);
  expect(zero.json().errors['ingredients.0.quantity']).toEqual([MESSAGES.quantityAtLeast(1)]);
  for (const body of [
    {}, { name: 42 }, { name: 'Ok', ingredients: 'milk' }, { name: 'Ok', ingredients: [{ ...listItem(), quantity: '2' }] },
    { name: 'Ok', ingredients: [{ ...listItem(), unit: 'bucket' }] }, { name: 'Ok', ingredients: [{ ...listItem(), image: 'https://evil.example/x.png' }] },
  ]) {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  }
  // past MAX_ITEMS the body is past the 1 MB body limit first: refused whole, with a message
  const tooMany = await post({ name: 'Ok', ingredients: Array.from({ length: MAX_ITEMS + 1 }, (_, i) => listItem({ id: i, value: i })) });
  expect([400, 413]).toContain(tooMany.statusCode);
  expect(tooMany.json().message).toEqual(expect.any(String));
  const notJson = await t.app.inject({ method: 'POST', url: '/api/user-shoppinglists', headers: { ...owner.auth, 'content-type': 'application/json' }, payload: '{"name":' });
  expect(notJson.statusCode).toBe(400);
});

test('unknown keys are stripped, on the list and on its items', async () => {
  const res = await call(owner, 'POST', '/user-shoppinglists', { name: 'Stripped', user_id: 1, ingredients: [{ ...listItem(), price: 3 }] });
  expect(res.statusCode).toBe(201);
  const list = await read(owner, res.json().user_shoppinglist_id);
  expect(list.ingredients).toEqual([listItem({ date_added: list.ingredients[0]!.date_added })]);
  expect(list.owner_name).toBe(owner.name);
});

test('ids in the path are positive whole numbers; an unknown id is 404', async () => {
  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
    expect((await call(owner, 'GET', `/user-shoppinglists/${id}`)).statusCode).toBe(400);
  }
  expect((await call(owner, 'GET', '/user-shoppinglists/999999')).statusCode).toBe(404);
});

test('GET lists only my own lists, most recently changed first, in the shape of SPEC §3', async () => {
  const me = await signUp(t, TEST_INVITES[4]!);
  const first = await create(me, 'First');
  const second = await create(me, 'Second');
  await create(stranger, 'Not mine');
  const lists = (await call(me, 'GET', '/user-shoppinglists')).json() as ShoppingList[];
  expect(lists.map((l) => l.name)).toEqual(['Second', 'First']);
  expect(lists[0]).toEqual({
    user_shoppinglist_id: second, name: 'Second', user_id: expect.any(Number), ingredients: [listItem({ date_added: lists[0]!.ingredients[0]!.date_added })],
    shared_with: [], owner_name: me.name, updated_at: expect.any(String), version: 1,
  });
  // a change moves a list to the top
  await call(me, 'PUT', `/user-shoppinglists/${first}`, { ingredients: [] });
  const res = await call(me, 'GET', '/user-shoppinglists');
  expect(res.json<ShoppingList[]>().map((l) => l.name)).toEqual(['First', 'Second']);
  expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
});

test('past the cap, GET keeps the most recently changed lists and says how many there are in all', async () => {
  const me = await signUp(t, TEST_INVITES[5]!);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, me.email));
  // a weekly shop's two years, the oldest changed first
  await t.db.insert(shoppingLists).values(Array.from({ length: 101 }, (_, i) => ({
    userId: row!.id, name: `Week ${i + 1}`, updatedAt: new Date(Date.UTC(2025, 0, 1 + 7 * i)),
  })));
  let res = await call(me, 'GET', '/user-shoppinglists');
  expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('101');
  let names = res.json<ShoppingList[]>().map((l) => l.name);
  expect(names).toHaveLength(SHOPPINGLISTS_LISTED_MAX);
  expect(names.slice(0, 2)).toEqual(['Week 101', 'Week 100']);
  expect(names).not.toContain('Week 1');
  // a list just made is among them
  await create(me, 'Party');
  res = await call(me, 'GET', '/user-shoppinglists');
  expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('102');
  names = res.json<ShoppingList[]>().map((l) => l.name);
  expect(names[0]).toBe('Party');
  expect(names.at(-1)).toBe('Week 3');
});

describe('PUT, in the three forms of SPEC §7', () => {
  let id: number;
  const milk = listItem({ value: 2, id: 2, name: 'milk', unit: 'l', default_unit: 'l', measurement: 'l' });
  const eggs = listItem({ value: 3, id: 3, name: 'eggs', unit: 'unit', default_unit: 'unit', measurement: 'unit', quantity: 6 });
  beforeAll(async () => {
    id = await create(owner, 'Forms');
  });

  test('{ name, ingredients } replaces both', async () => {
    const res = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { name: 'Renamed', ingredients: [milk, eggs] });
    expect(res.statusCode).toBe(200);
    expect(res.json().shopping_list).toMatchObject({ user_shoppinglist_id: id, name: 'Renamed', ingredients: [milk, eggs] });
  });

  test('{ ingredients_to_remove } removes those item ids (number or string) and ignores ids not on the list', async () => {
    const res = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients_to_remove: ['2', 404] });
    expect(res.statusCode).toBe(200);
    expect(res.json().shopping_list).toMatchObject({ name: 'Renamed', ingredients: [eggs] });
  });

  test('{ ingredients } replaces the items and keeps the name', async () => {
    const res = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [milk] });
    expect(res.json().shopping_list).toMatchObject({ name: 'Renamed', ingredients: [milk] });
    expect((await read(owner, id)).ingredients).toEqual([milk]);
  });

  test('a body in none of the forms, or in both item forms, is refused and changes nothing', async () => {
    const none = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { colour: 'red' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.ingredients).toEqual([UPDATE_FORM_MESSAGE]);
    expect((await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [], ingredients_to_remove: [2] })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', `/user-shoppinglists/${id}`, { name: 'Bad#', ingredients: [] })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [listItem({ quantity: 0.5 })] })).statusCode).toBe(400);
    expect(await read(owner, id)).toMatchObject({ name: 'Renamed', ingredients: [milk] });
  });
});

describe('the permission matrix of SPEC §6', () => {
  let id: number;
  const people = () => ({ owner, editor, viewer, stranger });
  beforeAll(async () => {
    id = await create(owner, 'Shared');
    expect((await shareList(id)).statusCode).toBe(200);
  });

  test.each([['owner', 200], ['editor', 200], ['viewer', 200], ['stranger', 404]] as const)('GET as %s → %i', async (who, status) => {
    const res = await call(people()[who], 'GET', `/user-shoppinglists/${id}`);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().shopping_list.owner_name).toBe(owner.name);
  });

  test('a recipient sees only their own share entry; the owner sees all', async () => {
    expect((await read(owner, id)).shared_with).toEqual([{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: false }]);
    expect((await read(viewer, id)).shared_with).toEqual([{ email: viewer.email, canEdit: false }]);
  });

  test.each([['owner', 200], ['editor', 200], ['viewer', 403], ['stranger', 404]] as const)('PUT as %s → %i', async (who, status) => {
    const res = await call(people()[who], 'PUT', `/user-shoppinglists/${id}`, { ingredients: [listItem({ quantity: 2 })] });
    expect(res.statusCode).toBe(status);
  });

  test('an editor may rename the list as well as change its items', async () => {
    const res = await call(editor, 'PUT', `/user-shoppinglists/${id}`, { name: 'Shared by two', ingredients: [listItem()] });
    expect(res.json().shopping_list).toMatchObject({ name: 'Shared by two', user_id: expect.any(Number), owner_name: owner.name });
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('DELETE as %s → %i, and the list stays', async (who, status) => {
    expect((await call(people()[who], 'DELETE', `/user-shoppinglists/${id}`)).statusCode).toBe(status);
    expect((await call(owner, 'GET', `/user-shoppinglists/${id}`)).statusCode).toBe(200);
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('only the owner re-shares: PUT /share as %s → %i', async (who, status) => {
    const res = await call(people()[who], 'PUT', '/share', { shared_with: [{ email: 'someone@example.com', canEdit: true }], entity_id: id, type: 'UserShoppinglist' });
    expect(res.statusCode).toBe(status);
  });

  test.each([['owner', 200], ['editor', 200], ['viewer', 403], ['stranger', 404]] as const)('complete-shop as %s → %i', async (who, status) => {
    await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: [listItem()] });
    const res = await call(people()[who], 'POST', `/user-shoppinglists/${id}/complete-shop`, { checked_ids: [1], store_id: null, move_unchecked_to: null, delete_list: false });
    expect(res.statusCode).toBe(status);
    expect((await read(owner, id)).ingredients).toHaveLength(status === 200 ? 0 : 1);
  });

  test('the owner deletes: the list and its shares are gone for everyone', async () => {
    const res = await call(owner, 'DELETE', `/user-shoppinglists/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.listDeleted });
    expect((await call(owner, 'GET', `/user-shoppinglists/${id}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `/user-shoppinglists/${id}`)).statusCode).toBe(404);
    const shared = (await call(editor, 'GET', '/share')).json() as { type: string; user_shoppinglist_id?: number }[];
    expect(shared.some((s) => s.user_shoppinglist_id === id)).toBe(false);
    expect((await call(owner, 'DELETE', `/user-shoppinglists/${id}`)).statusCode).toBe(404);
  });
});

test('a list of 2,000 items makes the round trip whole (its speed is measured by npm run bench)', async () => {
  const items = Array.from({ length: 2000 }, (_, i) => listItem({ value: i + 1, id: i + 1, name: `ingredient number ${i + 1}`, category_id: (i % 20) + 1 }));
  const id = await create(owner, 'Big shop', []);
  const put = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { name: 'Big shop', ingredients: items });
  expect(put.statusCode).toBe(200);
  const get = await call(owner, 'GET', `/user-shoppinglists/${id}`);
  expect(get.json().shopping_list.ingredients).toEqual(items);
  const removed = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients_to_remove: items.slice(0, 1000).map((i) => i.id) });
  expect(removed.json().shopping_list.ingredients).toEqual(items.slice(1000));
});

// Issue 10: a PUT writes only what changed (nothing, a few items in place, or the list whole). Each step is
// checked against what the full replace of SPEC §7 stores: the answer and a fresh read hold exactly the items sent.
describe('a PUT stores exactly the items sent, whatever part of them changed', () => {
  let id: number;
  let items: ShoppingList['ingredients'];
  const item = (n: number) => listItem({ value: n, id: n, name: `ingredient ${n}`, quantity: n, category_id: (n % 5) + 1 });
  const put = async (body: object) => {
    const res = await call(owner, 'PUT', `/user-shoppinglists/${id}`, body);
    expect(res.statusCode).toBe(200);
    return res.json().shopping_list as ShoppingList;
  };
  /** PUTs the items and checks that the answer and a fresh read carry them, in order; answers the read */
  const save = async (next: ShoppingList['ingredients'], extra: object = {}) => {
    const answer = await put({ ingredients: next, ...extra });
    const stored = await read(owner, id);
    expect(answer.ingredients).toEqual(next);
    expect(stored.ingredients).toEqual(next);
    expect(answer).toEqual(stored);
    items = next;
    return stored;
  };
  beforeAll(async () => {
    items = Array.from({ length: 30 }, (_, i) => item(i + 1));
    id = await create(owner, 'Autosaved', items.slice(1));
    await save(items);
  });

  test('the same items again store nothing: the version, updated_at and the order of the lists stay', async () => {
    const other = await create(owner, 'Made later', []);
    const before = await read(owner, id);
    const again = await save(structuredClone(items));
    expect(again).toEqual(before);
    expect((await save(structuredClone(items), { version: before.version })).version).toBe(before.version);
    expect(await put({ name: before.name })).toEqual(before);
    expect(await put({ ingredients_to_remove: [404] })).toEqual(before);
    const lists = (await call(owner, 'GET', '/user-shoppinglists')).json() as ShoppingList[];
    expect(lists.findIndex((l) => l.user_shoppinglist_id === other)).toBeLessThan(lists.findIndex((l) => l.user_shoppinglist_id === id));
    // unchanged or not, a write based on an older version is refused
    const stale = await call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: items, version: before.version! - 1 });
    expect(stale.statusCode).toBe(412);
  });

  test('one item changed, or a few, is a write with the next version', async () => {
    const { version, updated_at } = await read(owner, id);
    const one = await save(items.map((i, k) => (k === 7 ? { ...i, quantity: 42, checked: true } : i)), { version });
    expect(one.version).toBe(version! + 1);
    expect(one.updated_at >= updated_at).toBe(true);
    const few = await save(items.map((i, k) => (k % 3 === 0 ? { ...i, name: `${i.name} (large)`, unit: 'g' as const } : i)));
    expect(few.version).toBe(version! + 2);
  });

  test('many items changed, items moved, removed and added are stored as sent', async () => {
    await save(items.map((i) => ({ ...i, checked: !i.checked })));
    await save([...items].reverse());
    await save([items[3]!, ...items.slice(0, 3), ...items.slice(4)]);
    await save(items.filter((_, k) => k % 4 !== 0));
    await save([...items.slice(0, 5), item(101), ...items.slice(5), item(102)]);
    await save([item(103), ...items.slice(1)]);
    await save([]);
    await save([item(1), item(2)]);
  });

  test('a rename with the same items writes the name only; the items stay as they were', async () => {
    const { version } = await read(owner, id);
    const renamed = await put({ name: 'Autosaved again', ingredients: items });
    expect(renamed).toMatchObject({ name: 'Autosaved again', ingredients: items, version: version! + 1 });
    expect(await read(owner, id)).toEqual(renamed);
  });

  test('an item stored with a field the API no longer sends is replaced by the item sent', async () => {
    await t.db.update(shoppingLists).set({ ingredients: items.map((i) => ({ ...i, legacy: true })) }).where(eq(shoppingLists.id, id));
    await save(structuredClone(items));
  });

  test('two PUTs based on the same version at once: one is stored, the other gets 412 and stores nothing', async () => {
    const { version } = await read(owner, id);
    const mine = items.map((i, k) => (k === 0 ? { ...i, quantity: 7 } : i));
    const theirs = items.map((i, k) => (k === 1 ? { ...i, quantity: 8 } : i));
    const answers = await Promise.all([mine, theirs].map((next) => call(owner, 'PUT', `/user-shoppinglists/${id}`, { ingredients: next, version })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = answers[0]!.statusCode === 200 ? mine : theirs;
    expect(await read(owner, id)).toMatchObject({ ingredients: winner, version: version! + 1 });
  });
});
