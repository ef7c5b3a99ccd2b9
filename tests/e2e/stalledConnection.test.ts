// On one bar of signal a read may take the fetch's whole time-out (30 s) to fail. A screen the app holds a copy of
// opens at once from that copy, saying 'Updating…', and says 'Not updated: showing what this device last saw.' when
// the read fails: the stores, a store, the lists and a plan at a signed-in start (from the offline copy the device
// keeps), and, in the app, a plan and a recipe read before in this tab. The connection stalls: the page's GETs to
// the API are never answered.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import type { IngredientOption } from '../../contract/entities';
import { api, launchBrowser, offlineCopyHolds, registerUser, signIn, startServer, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const problems: string[] = [];
const contexts: BrowserContext[] = [];

const cook = { name: 'stalled_cook', email: 'stalled.cook@example.com', password: 'stalled-pass-1' };
let listId = 0;
let planId = 0;
let storeId = 0;
let recipe = { recipe_id: 0, name: '' };

/** a read the app shows something for at once: well inside the fetch's 30 s, with room for a loaded machine */
const AT_ONCE_MS = 8_000;
const NOT_UPDATED = 'Not updated: showing what this device last saw.';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, cook);
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const { data: options } = await api<{ data: IngredientOption[] }>(server, '/form-options/ingredients');
  const milk = options.find((o) => o.name === 'milk')!;
  const item = { value: milk.value, id: milk.value, name: milk.name, quantity: 2, default_quantity: milk.default_quantity, unit: milk.default_unit,
    default_unit: milk.default_unit, measurement: milk.default_unit, image: milk.image, checked: false, date_added: new Date().toISOString(), category_id: milk.category_id };
  listId = (await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Corner shop', ingredients: [item] } })).user_shoppinglist_id;
  recipe = (await api<{ data: { recipe_id: number; name: string }[] }>(server, '/recipes?page=1')).data[0]!;
  const day = { date: '', day: 0, recipes: [{ name: recipe.name, value: recipe.recipe_id, image: null, type: 'A9', checked: false }] };
  planId = (await api<{ data: { user_mealplan_id: number } }>(server, '/user-mealplans', {
    method: 'POST', token, body: { name: 'Slow week', recipes: [day], days: 1, start_date: null, end_date: null },
  })).data.user_mealplan_id;
  storeId = (await api<{ id: number }[]>(server, '/stores', { token }))[0]!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  expect(problems.splice(0)).toEqual([]);
});

/** A signed-in page on a phone; with `worker: false` no service worker answers from its cache (a first visit's). */
async function signedInPage({ worker = true } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, serviceWorkers: worker ? 'allow' : 'block' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await signIn(page, cook);
  return page;
}

/** From now on the page's reads of the API get no answer (its writes go on); `fail()` ends those waiting, as a time-out does. */
async function stall(page: Page) {
  const waiting: Route[] = [];
  await page.route('**/api/**', (route) => {
    if (route.request().method() === 'GET') waiting.push(route);
    else void route.fallback();
  });
  return {
    fail: () => Promise.all(waiting.splice(0).map((route) => route.abort('timedout').catch(() => undefined))),
  };
}

const updating = (page: Page) => page.getByRole('status').filter({ hasText: 'Updating…' });

test('a start on a stalled connection shows the stores, a store, the lists and a plan this device holds at once, then says a failed read left them as they were', async () => {
  const page = await signedInPage();
  await page.goto(`/user-meal-plans/${planId}`);
  await visible(page.getByRole('heading', { name: 'Slow week', level: 1 }));
  for (const name of ['Corner shop', 'Slow week', 'Pantry']) await offlineCopyHolds(page, name);
  const connection = await stall(page);

  const screens: [string, Locator][] = [
    ['/user-stores', page.getByRole('link', { name: /Pantry/ })],
    [`/user-stores/${storeId}`, page.getByRole('heading', { name: 'Pantry', level: 1 })],
    ['/user-shopping-lists', page.getByRole('link', { name: /Corner shop/ })],
    [`/user-shopping-lists/${listId}`, page.getByRole('heading', { name: 'Corner shop', level: 1 })],
    [`/user-meal-plans/${planId}`, page.getByRole('heading', { name: 'Slow week', level: 1 })],
  ];
  for (const [path, shown] of screens) {
    await page.goto(path);
    await visible(shown, AT_ONCE_MS);
    await visible(updating(page), AT_ONCE_MS);
  }

  // the plan's read fails: the copy stays, saying so, with a way to ask again
  await connection.fail();
  const note = page.getByRole('status').filter({ hasText: NOT_UPDATED });
  await visible(note);
  await visible(page.getByRole('heading', { name: 'Slow week', level: 1 }));
  await visible(note.getByRole('button', { name: 'try again' }));
}, 120_000);

test('in the app, a plan and a recipe read before open at once when the connection stalls', async () => {
  // no worker: the recipe is not answered from its cache, as on a first visit or once the cache let it go
  const page = await signedInPage({ worker: false });
  await page.goto(`/user-meal-plans/${planId}`);
  const day = page.getByRole('region', { name: /^DAY 1/ });
  await day.getByRole('link', { name: recipe.name }).click();
  await visible(page.getByRole('heading', { name: recipe.name, level: 1 }));
  await page.goBack();
  await page.getByRole('link', { name: '‹ Meal plans' }).click();
  await visible(page.getByRole('heading', { name: 'Meal plans', level: 1 }));
  const connection = await stall(page);

  await page.getByRole('link', { name: /Slow week/ }).click();
  await visible(page.getByRole('heading', { name: 'Slow week', level: 1 }), AT_ONCE_MS);
  await visible(updating(page), AT_ONCE_MS);
  await day.getByRole('link', { name: recipe.name }).click();
  await visible(page.getByRole('heading', { name: recipe.name, level: 1 }), AT_ONCE_MS);
  await visible(updating(page), AT_ONCE_MS);

  await connection.fail();
  await visible(page.getByRole('status').filter({ hasText: NOT_UPDATED }));
  await visible(page.getByRole('heading', { name: recipe.name, level: 1 }));
}, 120_000);
