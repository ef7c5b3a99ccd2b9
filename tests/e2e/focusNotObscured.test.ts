// WCAG 2.4.11 Focus Not Obscured (QA a11y D1, D10), in a real browser against the real server: a control the keyboard
// focuses is scrolled clear of the sticky top bar and of a screen's sticky bar at the bottom, going forward with Tab
// and back with Shift+Tab, on a laptop, a phone and a laptop at 200 % (640×400); and a completed shop's focused
// heading is scrolled into view. The page's scroll-padding does it (global.css, components/stickyBars.ts).
import type { Browser, Page } from 'playwright-core';
import { api, appStarted, launchBrowser, newPage, recipePage, registerUser, serveSite, startServer, startWithSession, visible, type RunningServer, type Site } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
let session: { token: string; user: { id: number } };

const cook = { name: 'focus_cook', email: 'focus.cook@example.com', password: 'focus-pass-1' };
interface Option { value: number; name: string; category_id: number; default_unit: string; default_quantity: number }
let options: Option[] = [];
let storeId = 0;
let listId = 0;
let planId = 0;
let site: Site | undefined;

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const ZOOMED = { width: 640, height: 400 };

beforeAll(async () => {
  // recipe pages to import from a web address, one per path
  site = await serveSite((req, res) => {
    const recipe = { '@context': 'https://schema.org', '@type': 'Recipe', name: `Soup number ${req.url!.slice(1)}`, recipeIngredient: ['2 leeks'], recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer.' }] };
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(recipePage(recipe));
  });
  const siteUrl = site.url;
  [server, browser] = await Promise.all([startServer({ IMPORT_ALLOW_LOOPBACK: '1' }), launchBrowser()]);
  await registerUser(server, cook);
  session = await api(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const { token } = session;
  options = (await api<{ data: Option[] }>(server, '/form-options/ingredients', { token })).data.slice(0, 24);
  const now = new Date().toISOString();
  const items = options.map((o, i) => ({
    value: o.value, id: `focus${i}`, name: o.name, quantity: 1, unit: o.default_unit, default_unit: o.default_unit, measurement: o.default_unit,
    date_added: now, default_quantity: o.default_quantity, category_id: o.category_id, image: null, checked: false,
  }));
  storeId = (await api<{ id: number }[]>(server, '/stores', { token }))[0]!.id;
  await api(server, `/stores/${storeId}`, { method: 'PUT', token, body: { items: items.map((i) => ({ ...i, estimated_expiry_days: 7, created_at: now })) } });
  listId = (await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Week one', ingredients: items } })).user_shoppinglist_id;
  const recipes = (await api<{ data: { recipe_id: number; name: string }[] }>(server, '/recipes?page=1')).data.slice(0, 2);
  const days = Array.from({ length: 7 }, (_, day) => ({
    date: '', day, recipes: recipes.map((r) => ({ name: r.name, value: r.recipe_id, image: null, type: 'A9', checked: false })),
  }));
  planId = (await api<{ data: { user_mealplan_id: number } }>(server, '/user-mealplans', { method: 'POST', token, body: { name: 'Full week', days: 7, start_date: null, end_date: null, recipes: days } })).data.user_mealplan_id;
  for (let n = 1; n <= 12; n += 1) await api(server, '/user-imported-recipes', { method: 'POST', token, body: { url: `${siteUrl}/${n}` } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});
beforeEach(async () => {
  ({ page, problems } = await newPage(browser, server.url));
  await startWithSession(page, session);
  await page.addInitScript(() => window.localStorage.setItem('tutorial_enabled', 'false'));
});
afterEach(async () => {
  await page.context().close();
  expect(problems).toEqual([]);
});

/**
 * Where the focused control is against the bars: hidden when it is not wholly below the top bar and above the bottom
 * bar (`bottomBar`, a selector), or for one taller than the room between them, when its top is not there; with its
 * name and both edges for the failure message. '' when it shows, is in a bar itself, or the focus has left the page.
 */
function hiddenFocus(bottomBar?: string): Promise<string> {
  return page.evaluate((selector) => {
    const el = document.activeElement;
    const topBar = document.querySelector('.topbar')!;
    const bar = selector ? document.querySelector(selector) : null;
    if (!el || el === document.body || topBar.contains(el) || bar?.contains(el) || el.matches('.skip-link')) return '';
    const box = el.getBoundingClientRect();
    const top = Math.max(0, topBar.getBoundingClientRect().bottom);
    const bottom = bar ? Math.min(window.innerHeight, bar.getBoundingClientRect().top) : window.innerHeight;
    if (box.top >= top - 0.5 && (box.bottom <= bottom + 0.5 || box.height > bottom - top)) return '';
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" at ${Math.round(box.top)}–${Math.round(box.bottom)}, shown between ${Math.round(top)} and ${Math.round(bottom)}`;
  }, bottomBar ?? null);
}

/** Presses `key` `times` times, noting each focus that is hidden behind a bar. */
async function walk(key: 'Tab' | 'Shift+Tab', times: number, bottomBar?: string): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    const found = await hiddenFocus(bottomBar);
    if (found) hidden.push(found);
  }
  return hidden;
}

test.each([['a laptop', LAPTOP], ['a phone', PHONE]])('on %s, Discover\'s search button and field, reached by Tab past the tabs, are not under the top bar', async (_, viewport) => {
  await page.setViewportSize(viewport);
  await page.goto('/recipes');
  const search = page.getByRole('button', { name: 'Search' });
  await visible(search);
  await visible(page.getByRole('button', { name: 'Next' }));
  // the page the server drew may be drawn anew by the app as it starts, losing a focus put on it before
  await appStarted(page);
  await page.getByRole('tab', { name: 'Verified' }).focus();
  // the tab panel, then Search
  const hidden = await walk('Tab', 2);
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByLabel('Search recipes').waitFor({ state: 'visible' });
  hidden.push(await hiddenFocus());
  hidden.push(...await walk('Tab', 4));
  expect(hidden.filter(Boolean)).toEqual([]);
});

test('at 200 % (640×400), Shift+Tab back up a store\'s rows leaves none of them under the top bar', async () => {
  await page.setViewportSize(ZOOMED);
  await page.goto(`/user-stores/${storeId}`);
  await visible(page.getByRole('button', { name: /^Remove / }));
  // the rows are drawn near the viewport only: the last one once the page is scrolled to its end
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await page.locator('main [data-row-remove]').last().focus();
  expect(await walk('Shift+Tab', 30)).toEqual([]);
});

test('at 200 % (640×400), Tab down a list\'s editor leaves none of its fields under the top bar or off the bottom', async () => {
  await page.setViewportSize(ZOOMED);
  await page.goto(`/user-shopping-lists/edit/${listId}`);
  await visible(page.getByLabel(`Quantity of ${options[0]!.name}`));
  await page.getByLabel(`Quantity of ${options[0]!.name}`).focus();
  expect(await walk('Tab', 20)).toEqual([]);
  expect(await walk('Shift+Tab', 20)).toEqual([]);
});

test('on a laptop, the recipe wizard\'s fields are not hidden behind its sticky Back and Next', async () => {
  await page.setViewportSize(LAPTOP);
  const draft = {
    category_id: null, name: 'Focus soup', description: 'A soup to tab through.', serves: 2, recipe_image: null, user_recipe_id: null, published: false, steps: [],
    ingredients: options.slice(0, 6).map((o) => ({ value: o.value, name: o.name, image: null, quantity: 1, measurement: o.default_unit, treatment: null, default_unit: o.default_unit })),
  };
  await page.addInitScript((kept) => window.localStorage.setItem('draft_recipe', JSON.stringify(kept)), draft);
  await page.goto('/recipe-creator/configure');
  await visible(page.getByRole('heading', { name: 'Step 3 of 5: Configure' }));
  expect(await walk('Tab', 24, '.wizard__nav')).toEqual([]);
  expect(await walk('Shift+Tab', 24, '.wizard__nav')).toEqual([]);
});

test('at 200 % (640×400), Shift+Tab up a meal plan\'s editor and the preferences leaves nothing under the top bar', async () => {
  await page.setViewportSize(ZOOMED);
  await page.goto(`/user-meal-plans/edit/${planId}`);
  const adds = page.getByRole('button', { name: /^Add a recipe to DAY/ });
  await visible(adds);
  await adds.last().focus();
  const hidden = await walk('Shift+Tab', 30);
  await page.goto('/user-preferences');
  const update = page.getByRole('button', { name: 'Update account' });
  await visible(update);
  await update.focus();
  hidden.push(...await walk('Shift+Tab', 12));
  expect(hidden).toEqual([]);
});

test('on a phone, the imported recipes\' rows are neither under the top bar nor behind the import box fixed at the bottom', async () => {
  await page.setViewportSize(PHONE);
  await page.goto('/user-recipes#imported');
  const rows = page.getByRole('list', { name: 'Imported recipes' }).getByRole('link');
  await visible(rows);
  await rows.first().focus();
  expect(await walk('Tab', 24, '.imported-tab__bar')).toEqual([]);
  expect(await walk('Shift+Tab', 24, '.imported-tab__bar')).toEqual([]);
});

test('a completed shop puts the focus on the list\'s heading and scrolls it into view', async () => {
  await page.setViewportSize(LAPTOP);
  await page.goto(`/user-shopping-lists/${listId}?viewMode=shopmode`);
  const tick = page.getByRole('checkbox').first();
  await visible(tick);
  await tick.check();
  const complete = page.getByRole('button', { name: 'complete shop' });
  await complete.focus();
  await page.keyboard.press('Enter');
  const storeItems = page.getByRole('dialog', { name: 'Store Items' });
  await visible(storeItems.getByRole('button', { name: 'confirm' }));
  await storeItems.getByRole('button', { name: 'confirm' }).focus();
  await page.keyboard.press('Enter');
  await visible(page.getByText('Lists and Stores Updated'));
  const heading = page.getByRole('heading', { level: 1, name: 'Week one' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await hiddenFocus()).toBe('');
  expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
});
