// Shared by the adversarial suite: people, bodies that the API accepts, and a snapshot of every table a
// user's request can change, so that a refused request can be shown to have stored nothing at all.
import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import type { MealplanDayRecipe, ShoppingListItem } from '../../contract/entities';
import { listItem, storeItem } from '../../server/test/items';
import { type signUp, type TestApp } from '../../server/test/testApp';

export { listItem, storeItem };
export type Person = Awaited<ReturnType<typeof signUp>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The tables a signed-in user's request may write; sessions and link tokens are checked where they matter. */
const USER_TABLES = [
  'users', 'food_stores', 'shopping_lists', 'mealplans', 'shares', 'user_recipes', 'user_images',
  'imported_recipes', 'publish_requests', 'saved_recipes', 'invite_codes',
] as const;

/** Every row of every user table, as text: equal snapshots mean that nothing was stored or changed. */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of USER_TABLES) {
    const result = await t.db.execute(sql.raw(`select * from "${table}" order by 1`));
    const rows = (result as unknown as { rows: unknown[] }).rows;
    out[table] = JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  }
  return out;
}

export function caller(t: TestApp) {
  return (who: Person | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(who?.auth ?? {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/**
 * Runs a hostile request and asserts the refusal: the status, a JSON envelope with a message, and a
 * database exactly as it was before.
 */
export async function expectRefused<R extends { statusCode: number; body: string }>(t: TestApp, status: number, send: () => Promise<R>): Promise<R> {
  const before = await snapshot(t);
  const res = await send();
  expect({ status: res.statusCode, body: res.body }).toEqual({ status, body: expect.any(String) });
  expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(await snapshot(t)).toEqual(before);
  return res;
}

export const plan = (overrides: Record<string, unknown> = {}) => ({ name: 'Week one', recipes: [], days: 0, ...overrides });
export const entry = (overrides: Partial<MealplanDayRecipe> = {}): MealplanDayRecipe =>
  ({ name: 'Leftovers', value: null, image: null, type: 'CUSTOM', checked: false, ...overrides });

/** A valid own recipe: one catalogue ingredient (id 1, which the seeded catalogue has), one step. */
export const recipeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Plain porridge',
  description: 'Oats and water.',
  category_id: null,
  serves: 2,
  image: null,
  ingredients: [{ value: 1, name: 'oats', quantity: 100, measurement: 'g', treatment: null }],
  steps: [{ title: 'Cook', description: 'Simmer for five minutes.', timer: null, step_image: null }],
  ...overrides,
});

export const recipePage = (name: string, ingredient = '100 g oats', step = 'Simmer.') => `<!doctype html><html><head>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org', '@type': 'Recipe', name, recipeIngredient: [ingredient], recipeInstructions: [{ '@type': 'HowToStep', text: step }],
})}</script></head><body><h1>${name}</h1></body></html>`;

export async function createList(t: TestApp, who: Person, name = 'Weekly shop', ingredients: ShoppingListItem[] = [listItem()]): Promise<number> {
  const res = await caller(t)(who, 'POST', '/user-shoppinglists', { name, ingredients });
  if (res.statusCode !== 201) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return res.json<{ user_shoppinglist_id: number }>().user_shoppinglist_id;
}

export async function createStore(t: TestApp, who: Person, name = 'Pantry'): Promise<number> {
  const call = caller(t);
  const res = await call(who, 'POST', '/stores', { name, description: '' });
  if (res.statusCode !== 201) throw new Error(`store: ${res.statusCode} ${res.body}`);
  const id = res.json<{ id: number }>().id;
  await call(who, 'PUT', `/stores/${id}`, { items: [storeItem()] });
  return id;
}

export async function createPlan(t: TestApp, who: Person, body: object = plan()): Promise<number> {
  const res = await caller(t)(who, 'POST', '/user-mealplans', body);
  if (res.statusCode !== 201) throw new Error(`plan: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id;
}

export async function createRecipe(t: TestApp, who: Person, body: object = recipeBody()): Promise<number> {
  const res = await caller(t)(who, 'POST', '/user-recipe-creator', body);
  if (res.statusCode !== 201) throw new Error(`recipe: ${res.statusCode} ${res.body}`);
  return res.json<{ user_recipe_id: number }>().user_recipe_id;
}

export async function createImport(t: TestApp, who: Person, name = 'Imported soup'): Promise<number> {
  const res = await caller(t)(who, 'POST', '/user-imported-recipes/html', { url: 'https://example.com/soup', html: recipePage(name) });
  if (res.statusCode !== 201) throw new Error(`import: ${res.statusCode} ${res.body}`);
  return res.json<{ import_recipe_id: number }>().import_recipe_id;
}

export const shareWith = (t: TestApp, owner: Person, type: 'UserFoodStore' | 'UserShoppinglist' | 'UserMealplan', entity_id: number,
  shared_with: { email: string; canEdit: boolean }[], unshared_with: string[] = []) =>
  caller(t)(owner, 'PUT', '/share', { shared_with, unshared_with, entity_id, type });

const segment = (marker: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);

/**
 * A real 8×8 JPEG (jpeg-js, as the server decodes it). `extra` segments go right after the SOI (e.g. a COM or
 * APP1 carrying markup), `trailer` after the EOI (a polyglot's HTML).
 */
export function tinyJpeg(extra: Buffer[] = [], trailer = ''): Buffer {
  const pixels = Buffer.alloc(8 * 8 * 4, 0x80);
  const encoded = Buffer.from(jpeg.encode({ data: pixels, width: 8, height: 8 }, 80).data);
  return Buffer.concat([encoded.subarray(0, 2), ...extra, encoded.subarray(2), Buffer.from(trailer, 'latin1')]);
}

export const commentSegment = (text: string) => segment(0xfe, Buffer.from(text, 'latin1'));
export const app1Segment = (text: string) => segment(0xe1, Buffer.from(`Exif\0\0${text}`, 'latin1'));
export const jpegDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

/** opening an embedded database and seeding the catalogue takes long on a busy machine */
export const SLOW_SETUP_MS = 120_000;
