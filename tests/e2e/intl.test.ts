// A cook writing in German or Arabic, in real Chromium: what only a real browser shows. Its number field dropped a
// typed comma ('2,5' became 25), and the direction of a line of text is the browser's layout.
import type { Browser, Locator, Page } from 'playwright-core';
import { api, launchBrowser, registerUser, signIn, startServer, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const problems: string[] = [];

const cook = { name: 'intl_cook', email: 'intl.cook@example.com', password: 'intl-pass-1' };
const ARABIC = 'اخلط الحليب مع الزبدة (٢ دقيقة)! ثم أضف الدقيق.';
let recipeId: number;
let listId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, cook);
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const egg = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/ingredients', { token })).data.find((o) => o.name === 'egg')!;
  recipeId = (await api<{ user_recipe_id: number }>(server, '/user-recipe-creator', {
    method: 'POST', token,
    body: {
      name: 'Omas Kuchen', description: 'Ein Kuchen.', serves: 4,
      ingredients: [{ value: egg.value, name: egg.name, quantity: 2, measurement: 'unit' }],
      steps: [{ title: 'الخلط', description: ARABIC }],
    },
  })).user_recipe_id;
  const now = new Date().toISOString();
  const custom = { value: 'CUSTOM-tahini', id: 'CUSTOM-tahini', name: 'طحينة', quantity: 1, default_quantity: 1, unit: 'unit', default_unit: 'unit', measurement: 'unit', image: null, checked: false, date_added: now, category_id: null };
  listId = (await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Markt', ingredients: [custom] } })).user_shoppinglist_id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});

/** A German cook's page (de-DE, whose number field in Chromium reads '1,5' as 15), signed in. */
async function germanPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1200, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await signIn(page, cook);
  return page;
}

/** Types `text` key by key, as a person does: a number field drops the comma on the way, which fill() would not show. */
async function typeInto(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

test('"2,5" in the wizard\'s Serves and "1,5" in a plan\'s number of days stay as typed and are refused, never taken as 25 or 15', async () => {
  const page = await germanPage();
  await page.goto(`/recipe-edit/${recipeId}/configure`);
  const serves = page.getByLabel('Serves');
  await typeInto(serves, '2,5');
  expect(await serves.inputValue()).toBe('2,5');
  await visible(page.getByText('Serves must be a whole number from 1 to 100'));
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

  await page.goto('/user-meal-plans/create');
  await page.getByLabel('Name').fill('Woche');
  const days = page.getByLabel('Number of days');
  await typeInto(days, '1,5');
  expect(await days.inputValue()).toBe('1,5');
  await visible(page.getByText('Number of days must be a whole number from 1 to 366'));
  expect(await page.getByRole('button', { name: 'create' }).isDisabled()).toBe(true);
});

/** How `element`'s text is laid out: its direction as drawn, and whether its line sits at the right edge. */
async function layout(element: Locator) {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { bidi: getComputedStyle(el).unicodeBidi, atRight: Math.abs(box.right - text.right) < 2 && text.left - box.left > 20 };
  });
}

test('Arabic written by a cook reads right to left, its full stop at its end: a note, a step and a list item take their direction from their text', async () => {
  const page = await germanPage();
  await page.goto('/user-recipes#notes');
  await page.getByRole('button', { name: 'make a note' }).click();
  await page.getByLabel('Title').fill('وصفة جدتي');
  await page.getByLabel('Note', { exact: true }).fill(ARABIC);
  await page.getByRole('button', { name: 'save' }).click();
  const note = page.getByText(ARABIC);
  await visible(note);
  expect(await layout(note)).toEqual({ bidi: 'plaintext', atRight: true });
  expect((await layout(page.getByRole('heading', { name: 'وصفة جدتي' }))).bidi).toBe('plaintext');

  await page.goto(`/user-recipes/${recipeId}`);
  const step = page.getByText(ARABIC);
  await visible(step);
  expect(await layout(step)).toEqual({ bidi: 'plaintext', atRight: true });
  // the app's own text, and a German description, stay left to right
  expect(await layout(page.getByText('Ein Kuchen.'))).toEqual({ bidi: 'plaintext', atRight: false });

  await page.goto(`/user-shopping-lists/${listId}`);
  const item = page.getByText('طحينة', { exact: true });
  await visible(item);
  expect((await layout(item)).bidi).toBe('plaintext');
});
