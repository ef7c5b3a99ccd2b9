// Printing a long list or store (QA newcomer D1): only the rows near the viewport are in the page
// (components/WindowedList), so printing draws every row as it starts (the print media, as Chromium's print preview
// and an emulated print say it, or 'beforeprint', as page.pdf() and Ctrl+P do) and the screen's few again once it
// has ended, the page scrolled where it was.
import type { Browser, Page } from 'playwright-core';
import type { IngredientOption } from '../../contract/entities';
import { api, launchBrowser, newPage, registerUser, signIn, startServer, until, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const problems: string[][] = [];

const cook = { name: 'print_cook', email: 'print.cook@example.com', password: 'print-pass-1' };
const ROWS = 240;
let listId = 0;
let storeId = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, cook);
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const { data: options } = await api<{ data: IngredientOption[] }>(server, '/form-options/ingredients');
  const now = new Date().toISOString();
  const items = options.slice(0, ROWS).map((o) => ({
    value: o.value, id: o.value, name: o.name, quantity: Math.max(1, o.default_quantity), default_quantity: o.default_quantity, unit: o.default_unit,
    default_unit: o.default_unit, measurement: o.default_unit, image: o.image, checked: false, date_added: now, category_id: o.category_id,
  }));
  expect(items).toHaveLength(ROWS);
  listId = (await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Big shop', ingredients: items } })).user_shoppinglist_id;
  storeId = (await api<{ id: number; name: string }[]>(server, '/stores', { token })).find((store) => store.name === 'Pantry')!.id;
  await api(server, `/stores/${storeId}`, { method: 'PUT', token, body: { items: items.map((item) => ({ ...item, estimated_expiry_days: 30, created_at: now })) } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
});

async function signedInPage(viewport?: { width: number; height: number }): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  if (viewport) await page.setViewportSize(viewport);
  await signIn(page, cook);
  return page;
}

/** What the screen shows: how many rows are in the page, how far it is scrolled, and the row in the viewport's middle. */
const onScreen = (page: Page, rows: string) => page.evaluate((selector) => {
  const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('li');
  return { rows: document.querySelectorAll(selector).length, scrollY: Math.round(window.scrollY), middle: middle?.textContent ?? null };
}, rows);

/**
 * The screen as it was: only the rows near the viewport in the page again (how many may differ: the page may have
 * been measured at another moment), the same one in the middle, scrolled to the same place (scroll anchoring can
 * leave it a pixel or two off).
 */
async function asBefore(page: Page, rows: string, before: Awaited<ReturnType<typeof onScreen>>) {
  await page.waitForTimeout(300);
  const now = await onScreen(page, rows);
  expect(now.rows).toBeLessThan(ROWS / 2);
  expect(now.middle).toBe(before.middle);
  expect(Math.abs(now.scrollY - before.scrollY)).toBeLessThanOrEqual(2);
}

/**
 * Opens `url`, scrolls halfway down its rows, prints it by the print media and by the print events, and checks that
 * every row is in the page while printing, no stand-in gap is left, and the screen is as it was once printing ends.
 */
async function printsWhole(page: Page, url: string, rows: string) {
  await page.goto(url);
  await visible(page.locator(rows));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  // the rows drawn once the page has been idle, and those measured as they come
  await page.waitForTimeout(1500);
  const before = await onScreen(page, rows);
  expect(before.rows).toBeLessThan(ROWS / 2);
  expect(before.scrollY).toBeGreaterThan(1000);
  expect(before.middle).not.toBeNull();

  await page.emulateMedia({ media: 'print' });
  await until(async () => (await page.locator(rows).count()) === ROWS, `all ${ROWS} rows in the page in print media`);
  expect(await page.locator('[data-window-gap]').count()).toBe(0);
  expect(await page.locator('.topbar').isVisible()).toBe(false);
  await page.emulateMedia({ media: null });
  await until(async () => (await page.locator(rows).count()) < ROWS, 'the screen\'s rows only, once the print media has gone');
  await asBefore(page, rows, before);

  // the events (Ctrl+P): the rows are there by the time the browser lays the page out for paper, right after
  // 'beforeprint' has been handled
  const during = await page.evaluate((selector) => {
    window.dispatchEvent(new Event('beforeprint'));
    const count = document.querySelectorAll(selector).length;
    window.dispatchEvent(new Event('afterprint'));
    return count;
  }, rows);
  expect(during).toBe(ROWS);
  await asBefore(page, rows, before);

  // headless Chromium's print to PDF sends the same events
  await page.evaluate((selector) => {
    const seen: number[] = [];
    (window as unknown as { printed: number[] }).printed = seen;
    window.addEventListener('beforeprint', () => seen.push(document.querySelectorAll(selector).length));
  }, rows);
  expect((await page.pdf()).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { printed: number[] }).printed)).toEqual([ROWS]);
  await asBefore(page, rows, before);
}

test('a long list prints every item from its read-only view (a laptop) and from shop mode (a phone), and the screen stays where it was', async () => {
  const laptop = await signedInPage({ width: 1280, height: 800 });
  await printsWhole(laptop, `/user-shopping-lists/${listId}?view=readonly`, 'li.list-item');
  await laptop.context().close();

  const phone = await signedInPage();
  await printsWhole(phone, `/user-shopping-lists/${listId}?viewMode=shopmode`, 'li.shop-item');
  await phone.context().close();
});

test('a long store prints every item, read-only or editable; a list\'s editor prints every item with its amount', async () => {
  const page = await signedInPage();
  await printsWhole(page, `/user-stores/${storeId}?view=readonly`, 'li.store-item');
  await printsWhole(page, `/user-stores/${storeId}`, 'li.store-item');
  await printsWhole(page, `/user-shopping-lists/edit/${listId}`, 'li.list-item');

  // on paper, an editor's row shows its amount, not its remove button
  await page.emulateMedia({ media: 'print' });
  const last = page.locator('li.list-item').last();
  await visible(last);
  expect(await last.locator('.list-item__quantity').isVisible()).toBe(true);
  expect(await last.locator('.list-item__unit').isVisible()).toBe(true);
  expect(await last.locator('[data-row-remove]').isVisible()).toBe(false);
  await page.context().close();
});
