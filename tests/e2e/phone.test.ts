// On a phone (360 px wide, touch): Back closes the open dialog before it leaves the screen (QA slow D7), the
// dashboard's rows are a finger's size (D8), Discover's search field has one '×', the app's (D10), and an imported
// recipe's ingredient rows tick from anywhere on them, with boxes of at least 24 px (QA kitchen D7).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ImportedRecipe } from '../../contract/entities';
import { api, holdMainScript, launchBrowser, recipePage, registerUser, startServer, startWithSession, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let session: { token: string; user: unknown };
let listId = 0;
const problems: string[] = [];

const shopper = { name: 'phone_shopper', email: 'phone.shopper@example.com', password: 'phone-pass-1' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, shopper);
  session = await api<{ token: string; user: unknown }>(server, '/login', { method: 'POST', body: { email: shopper.email, password: shopper.password } });
  const options = (await api<{ data: { value: number; name: string; category_id: number; default_unit: string; default_quantity: number }[] }>(server, '/form-options/ingredients')).data;
  const now = new Date().toISOString();
  const ingredients = options.slice(0, 3).map((o) => ({
    value: o.value, id: o.value, name: o.name, quantity: o.default_quantity, default_quantity: o.default_quantity, unit: o.default_unit,
    default_unit: o.default_unit, measurement: o.default_unit, image: null, checked: false, date_added: now, category_id: o.category_id,
  }));
  listId = (await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token: session.token, body: { name: 'Saturday shop', ingredients } })).user_shoppinglist_id;
  await api(server, '/user-shoppinglists', { method: 'POST', token: session.token, body: { name: 'Big weekly shop', ingredients: [] } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await startWithSession(context, session);
  await context.addInitScript(() => window.localStorage.setItem('tutorial_enabled', 'false'));
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { context, page };
}

test('Back in shop mode closes the Store Items dialog first, keeping shop mode; the next Back leaves it', async () => {
  const { context, page } = await phone();
  await page.goto(`/user-shopping-lists/${listId}?view=readonly`);
  await page.getByRole('link', { name: 'Start shop' }).click();
  await page.waitForURL('**viewMode=shopmode');
  // a popstate listener added after the app's, as its router's is: it hears only the Backs no dialog took
  await page.evaluate(() => {
    const w = window as unknown as { heard: number };
    w.heard = 0;
    window.addEventListener('popstate', () => { w.heard += 1; });
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: number }).heard);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'complete shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Store Items' });
  await visible(dialog.getByRole('button', { name: 'confirm' }));

  await page.goBack();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).search).toBe('?viewMode=shopmode');
  await visible(page.getByRole('button', { name: 'complete shop' }));
  expect(await page.getByRole('checkbox').first().isChecked()).toBe(true);
  expect(await heard()).toBe(0);

  // closed by its cancel, the dialog leaves no entry behind: Back leaves shop mode at once
  await page.getByRole('button', { name: 'complete shop' }).click();
  await dialog.getByRole('button', { name: 'cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await heard()).toBe(0);
  await page.goBack();
  await page.waitForURL('**view=readonly');
  await visible(page.getByRole('link', { name: 'Start shop' }));
  expect(await heard()).toBe(1);
  await context.close();
});

test("the dashboard's list rows are a finger's size, and a tap anywhere on one is a tap on its link", async () => {
  const { context, page } = await phone();
  await page.goto('/user-dashboard');
  const lists = page.getByRole('region', { name: 'my lists' });
  await visible(lists.getByRole('link', { name: 'Big weekly shop' }));
  const found: string[] = [];
  for (const row of await lists.getByRole('listitem').all()) {
    await row.scrollIntoViewIfNeeded();
    const missed = await row.evaluate((li) => {
      const r = li.getBoundingClientRect();
      const link = li.querySelector('a');
      // near each corner, within its rounding, and the middle
      const points = [[r.left + 8, r.top + 8], [r.right - 8, r.top + 8], [r.left + 8, r.bottom - 8], [r.right - 8, r.bottom - 8], [r.left + r.width / 2, r.top + r.height / 2]];
      return { height: r.height, misses: points.filter(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a') !== link).length };
    });
    if (missed.height < 44 || missed.misses > 0) found.push(`${await row.textContent()}: ${missed.height} px high, ${missed.misses} of 5 points miss its link`);
  }
  expect(found).toEqual([]);
  await context.close();
});

test("Discover's search field has one '×', the app's, which clears and hides it; Escape clears it too", async () => {
  const { context, page } = await phone();
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('searchbox', { name: 'Search recipes' });
  await field.fill('soup');
  // where the field's own '×' was drawn, at its right end: a tap there is a tap in the text, which stays
  const box = (await field.boundingBox())!;
  await field.tap({ position: { x: box.width - 14, y: box.height / 2 } });
  expect(await field.inputValue()).toBe('soup');
  await field.press('Escape');
  expect(await field.inputValue()).toBe('');

  await field.fill('soup');
  await page.getByRole('button', { name: 'Search', expanded: true }).tap();
  await field.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Search' }).tap();
  expect(await field.inputValue()).toBe('');
  await context.close();
});

test('signed in, a button on the drawn Discover tapped before the app has drawn the page anew works once it has', async () => {
  const { context, page } = await phone();
  // the app's scripts are held until the tap is made; the app then draws a signed-in user's page over the drawn one
  const release = await holdMainScript(page);
  // held, the scripts hold the page's load event too
  await page.goto('/recipes', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Search' }).click();
  expect(await page.getByRole('searchbox').count()).toBe(0);
  release();
  await visible(page.getByRole('searchbox', { name: 'Search recipes' }));
  await context.close();
});

test("an imported recipe's ingredient row ticks from anywhere on it, and its box is at least 24 px", async () => {
  const recipe = {
    '@context': 'https://schema.org', '@type': 'Recipe', name: 'Phone carrot cake', recipeYield: '4 servings',
    recipeIngredient: ['Pinch of salt', '1 teaspoon baking powder', '2 large carrots, grated, plus a few shavings to decorate the top of the cake'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix and bake.' }],
  };
  const { import_recipe_id: id } = await api<ImportedRecipe>(server, '/user-imported-recipes/html', {
    method: 'POST', token: session.token, body: { url: 'https://example.com/carrot-cake', html: recipePage(recipe) },
  });
  const { context, page } = await phone();
  await page.goto(`/imported-recipes/${id}`);
  await visible(page.getByRole('checkbox', { name: 'Pinch of salt' }));
  const found: string[] = [];
  for (const row of await page.locator('.imported__ingredient').all()) {
    await row.scrollIntoViewIfNeeded();
    const missed = await row.evaluate((li) => {
      const r = li.getBoundingClientRect();
      const box = li.querySelector('input')!;
      const b = box.getBoundingClientRect();
      // its left padding, its empty right end (40 px in, where the tester tapped), near each corner and the middle
      const points = [[r.left + 4, r.top + r.height / 2], [r.right - 40, r.top + r.height / 2], [r.left + 4, r.top + 4], [r.right - 4, r.top + 4],
        [r.left + 4, r.bottom - 4], [r.right - 4, r.bottom - 4], [r.left + r.width / 2, r.top + r.height / 2]];
      return { box: `${Math.round(b.width)}x${Math.round(b.height)}`, small: b.width < 24 || b.height < 24, misses: points.filter(([x, y]) => document.elementFromPoint(x!, y!)?.closest('label')?.control !== box).length };
    });
    if (missed.small || missed.misses > 0) found.push(`${await row.textContent()}: box ${missed.box}, ${missed.misses} of 7 points miss it`);
  }
  expect(found).toEqual([]);
  // a tap at the row's empty right end ticks the line, and another unticks it
  const salt = page.locator('.imported__ingredient').first();
  const row = (await salt.boundingBox())!;
  await page.touchscreen.tap(row.x + row.width - 40, row.y + row.height / 2);
  expect(await page.getByRole('checkbox', { name: 'Pinch of salt' }).isChecked()).toBe(true);
  await visible(page.getByText(/1 of 3/));
  await page.touchscreen.tap(row.x + 4, row.y + row.height / 2);
  expect(await page.getByRole('checkbox', { name: 'Pinch of salt' }).isChecked()).toBe(false);
  await context.close();
});
