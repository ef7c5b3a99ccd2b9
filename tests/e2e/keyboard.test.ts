// Issue 10: every journey of the browser tests can be done by keyboard. The main journeys of auth, recipes,
// cookbook (with an import from a web address), shopping lists (to a completed shop), stores and meal plans
// (to their ingredient check and schedule), driven only by Tab, Shift+Tab, Enter, Space, the arrow keys,
// Escape and typing: no clicks, no focus() on a target. Set-up goes through the API. Along the way: dialogs
// trap the focus and give it back on Escape, menus move with the arrows and give it back on Escape, focus
// survives a removed row, and focused controls show it.
import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import {
  api, appStarted, dismissTutorial, holdMainScript, INVITES, launchBrowser, newPage, recipePage, registerUser, serveSite, startServer, startWithSession, visible, type RunningServer, type Site,
} from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
let token: string;
let site: Site | undefined;
let siteUrl: string;

const cook = { name: 'key_cook', email: 'key.cook@example.com', password: 'key-pass-11' };

const RECIPE = {
  '@context': 'https://schema.org', '@type': 'Recipe', name: 'Keyboard leek soup', recipeYield: '2 servings',
  recipeIngredient: ['2 leeks', '1 l stock'], recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer the leeks.' }],
};

beforeAll(async () => {
  // a recipe page to import from a web address
  site = await serveSite((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(recipePage(RECIPE));
  });
  siteUrl = site.url;
  [server, browser] = await Promise.all([startServer({ IMPORT_ALLOW_LOOPBACK: '1' }), launchBrowser()]);
  await registerUser(server, cook);
  ({ token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});
beforeEach(async () => {
  ({ page, problems } = await newPage(browser, server.url));
});
afterEach(async () => {
  await page.context().close();
  expect(problems).toEqual([]);
});

/** What the focused element is, for failure messages: tag, role and name. */
function describeFocus(p: Page): Promise<string> {
  return p.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${label.trim().slice(0, 40)}"`;
  });
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`, or another `key`, say ArrowDown in a menu) until `target` has the focus;
 * fails after `max` presses, saying where the focus went.
 */
async function tabTo(target: Locator, { back = false, max = 40, key = '' }: { back?: boolean; max?: number; key?: string } = {}): Promise<void> {
  key ||= back ? 'Shift+Tab' : 'Tab';
  await visible(target);
  const path: string[] = [];
  for (let i = 0; i <= max; i += 1) {
    if (await hasFocus(target)) return;
    if (i === max) break;
    await page.keyboard.press(key);
    path.push(await describeFocus(page));
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${key}; the focus went ${path.join(' → ')}`);
}

/** Waits until `target` has the focus (focus moved by the app, after a render). */
async function expectFocus(target: Locator, timeout = 5000): Promise<void> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if ((await target.count()) === 1 && (await hasFocus(target))) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`expected the focus on ${String(target)}, it is on ${await describeFocus(page)}`);
}

/** The focus is on a control of the screen, not fallen to the page body. */
async function expectFocusInMain(): Promise<void> {
  await page.waitForTimeout(100);
  const inMain = await page.evaluate(() => document.activeElement !== document.body && document.activeElement?.closest('main') !== null);
  if (!inMain) throw new Error(`the focus fell out of the screen, to ${await describeFocus(page)}`);
}

/** The focused element matches :focus-visible and draws an outline or a box shadow, or its card draws an outline. */
async function expectFocusVisible(): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || !el.matches(':focus-visible')) return false;
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    if (outlined(el) || getComputedStyle(el).boxShadow !== 'none') return true;
    // a link stretched over its card (RecipeCard) shows the focus on the card, by :focus-within
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) if (outlined(node)) return true;
    return false;
  });
  if (!shown) throw new Error(`no visible focus on ${await describeFocus(page)}`);
}

/**
 * Presses Tab and Shift+Tab past the ends of `dialog`: the focus never reaches the page behind it. (Past the last
 * control of a native modal dialog the browser's own controls take the focus, the document none, then the dialog's
 * first control again.)
 */
async function expectFocusTrapped(dialog: Locator): Promise<void> {
  const focusables = await dialog.evaluate((d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length);
  // forward past the last control and round again, then backward past the first
  for (const [key, presses] of [['Tab', focusables + 3], ['Shift+Tab', 3]] as const) {
    let outside = 0;
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const where = await dialog.evaluate((d) => (d.contains(document.activeElement) ? 'inside' : document.activeElement === document.body ? 'browser' : 'page'));
      outside = where === 'inside' ? 0 : outside + 1;
      if (where === 'page' || outside > 1) throw new Error(`${key} took the focus out of the dialog, to ${await describeFocus(page)}`);
    }
  }
}

/** Signs in through the login form by keyboard and waits for the dashboard. */
async function keyboardSignIn(): Promise<void> {
  // the first-visit tutorial prompt is answered by keyboard in the registration journey
  await page.addInitScript(() => window.localStorage.setItem('tutorial_enabled', 'false'));
  await page.goto('/login');
  await tabTo(page.getByLabel('Email'));
  await page.keyboard.type(cook.email);
  await tabTo(page.getByLabel('Password', { exact: true }));
  await expectFocusVisible();
  await page.keyboard.type(cook.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/user-dashboard');
}

test('register, answer the tutorial prompt, log out from the side menu, ask for a password reset, all by keyboard', async () => {
  await page.goto('/register');
  const fields: [string, string][] = [['Invite code', INVITES[1]!], ['Username', 'key_newcomer'], ['Email', 'key.newcomer@example.com'], ['Password', 'newcomer-pass-1'], ['Confirm password', 'newcomer-pass-1']];
  for (const [label, value] of fields) {
    await tabTo(page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/user-dashboard?first_login=true');

  const prompt = page.getByRole('dialog', { name: 'Welcome to Larder' });
  await visible(prompt);
  await tabTo(prompt.getByRole('button', { name: 'No thanks' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/user-dashboard' && !url.search.includes('first_login'));

  await tabTo(page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');

  // forgot password: each card's first control takes the focus
  await tabTo(page.getByRole('button', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expectFocus(page.getByLabel('Email'));
  await page.keyboard.type('key.newcomer@example.com');
  await page.keyboard.press('Enter');
  await visible(page.getByText(/please check your email/));
  await expectFocus(page.getByRole('button', { name: 'Back to login' }));
});

test('sign in, the side menu (a modal: trapped, Escape, focus back) to navigate, search and filter recipes, open one, save it, its options menu', async () => {
  await keyboardSignIn();

  // the side menu: a modal that holds the focus; Escape closes it and gives the focus back; a link navigates
  const opener = page.getByRole('button', { name: 'Open menu' });
  await tabTo(opener);
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await visible(menu);
  await expectFocusTrapped(menu);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await expectFocus(opener);
  await page.keyboard.press('Enter');
  await tabTo(menu.getByRole('link', { name: 'Discover recipes' }));
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/recipes');
  await menu.waitFor({ state: 'hidden' });

  // search
  await visible(page.getByText(/^Showing 1 to 12 of \d+ Entries$/));
  await tabTo(page.getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await expectFocus(page.getByRole('searchbox', { name: 'Search recipes' }));
  await page.keyboard.type('soup');
  await page.waitForURL(/search=soup/);

  // filter: the dialog's tabs move with the arrows, the checkbox ticks with Space
  await tabTo(page.getByRole('button', { name: 'Filters' }));
  await page.keyboard.press('Enter');
  const filters = page.getByRole('dialog', { name: 'apply filters' });
  await visible(filters);
  await tabTo(filters.getByRole('tab', { selected: true }));
  for (let i = 0; i < 5 && !(await filters.getByRole('tab', { name: 'preferences', selected: true }).count()); i += 1) await page.keyboard.press('ArrowRight');
  await expectFocus(filters.getByRole('tab', { name: 'preferences', selected: true }));
  const vegan = filters.getByRole('checkbox', { name: 'vegan' });
  await tabTo(vegan);
  await page.keyboard.press('Space');
  expect(await vegan.isChecked()).toBe(true);
  await tabTo(filters.getByRole('button', { name: 'apply' }));
  await page.keyboard.press('Enter');
  await filters.waitFor({ state: 'hidden' });
  await visible(page.getByRole('button', { name: 'Filters, 1 active' }));

  // open the first recipe found
  const card = page.getByRole('list', { name: 'Verified recipes' }).getByRole('link').first();
  await visible(card);
  const name = ((await card.textContent()) ?? '').trim();
  await tabTo(card);
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  await visible(page.getByRole('heading', { level: 1, name }));

  // save it
  const heart = page.getByRole('button', { name: 'Save recipe' });
  await tabTo(heart);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[aria-label="Save recipe"]')?.getAttribute('aria-pressed') === 'true');

  // the options menu: ArrowDown opens it on its first item, arrows move, Escape closes and gives the focus back
  const options = page.getByRole('button', { name: 'Recipe options' });
  await tabTo(options);
  await page.keyboard.press('ArrowDown');
  const items = page.getByRole('menu', { name: 'Recipe options' }).getByRole('menuitem');
  await expectFocus(items.first());
  await expectFocusVisible();
  await page.keyboard.press('ArrowDown');
  await expectFocus(items.nth(1));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expectFocus(items.last());
  await page.keyboard.press('Escape');
  await expectFocus(options);
  expect(await page.getByRole('menu').count()).toBe(0);

  // cook mode from that menu, a step on, and out
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('menuitem', { name: 'Cook mode' }), { key: 'ArrowDown', max: 6 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/cookmode=true/);
  await visible(page.getByText(/^Step 1 of \d+$/));
  await tabTo(page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await visible(page.getByText(/^Step 2 of \d+$/));
  await tabTo(page.getByRole('button', { name: 'Exit cook mode' }), { back: true });
  await page.keyboard.press('Enter');
  await visible(page.getByRole('region', { name: 'Ingredients' }));
});

test('Discover\'s Next and Prev keep the focus while the page loads (aria-disabled: a disabled button drops it to <body>), then hand it to the new page\'s recipes', async () => {
  // the next page waits until the check of the focus meanwhile is done
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/api\/recipes\?page=2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/recipes');
  await visible(page.getByText(/^Showing 1 to 12 of \d+ Entries$/));
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const next = pager.getByRole('button', { name: 'Next' });
  await tabTo(next, { max: 80 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/page=2/);
  await visible(page.locator('.verified__results[aria-busy="true"]'));
  expect(await describeFocus(page)).toBe('button "Next"');
  expect(await next.getAttribute('aria-disabled')).toBe('true');
  release();
  await visible(page.getByText(/^Showing 13 to 24 of \d+ Entries$/));
  const recipes = page.getByRole('list', { name: 'Verified recipes' });
  await expectFocus(recipes);
  await expectFocusVisible();
  // the next Tab is the page's first recipe
  await page.keyboard.press('Tab');
  await expectFocus(recipes.getByRole('link').first());

  await tabTo(pager.getByRole('button', { name: 'Prev' }), { max: 40 });
  await page.keyboard.press('Enter');
  await visible(page.getByText(/^Showing 1 to 12 of \d+ Entries$/));
  await expectFocus(recipes);
});

test('signed in, the focus Tab put on a page the server drew before the app started stays on that control as the app draws the page anew; one taken away is not put back', async () => {
  const session = await api<{ token: string; user: unknown }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  await startWithSession(page, session);
  await dismissTutorial(page);
  const release = await holdMainScript(page);
  // held, the scripts hold the page's load event too
  await page.goto('/recipes', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('button', { name: 'Search' });
  await tabTo(search);
  const drawn = await search.elementHandle();
  release();
  await appStarted(page);
  // the app's own button, not the drawn one
  expect(await drawn!.evaluate((button) => button.isConnected)).toBe(false);
  await expectFocus(search);
  // and it works by keyboard as the app's
  await page.keyboard.press('Enter');
  await expectFocus(page.getByRole('searchbox', { name: 'Search recipes' }));

  // a focus the user took away before the app started (as a click on no control does) is not put back
  const releaseAgain = await holdMainScript(page);
  await page.goto('/recipes', { waitUntil: 'domcontentloaded' });
  await tabTo(search);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  expect(await describeFocus(page)).toBe('(body)');
  releaseAgain();
  await appStarted(page);
  await page.waitForTimeout(300);
  expect(await describeFocus(page)).toBe('(body)');
});

test('a shopping list: create it, add items with the ingredient search, remove one, shop and tick by keyboard, cancel a dialog', async () => {
  await keyboardSignIn();
  await page.goto('/user-shopping-lists');

  // create: the dialog holds the focus and its form submits with Enter
  const create = page.getByRole('button', { name: 'Create' });
  await tabTo(create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create a Shopping List' });
  await visible(dialog);
  await tabTo(dialog.getByLabel('Name'));
  await page.keyboard.type('Keyboard shop');
  await page.keyboard.press('Enter');
  await visible(page.getByRole('heading', { name: 'Keyboard shop', level: 1 }));

  // the ingredient search: Enter adds the first match; the arrows pick another, Enter adds it
  const search = page.getByLabel('Add an item');
  await tabTo(search);
  await page.keyboard.type('milk');
  await visible(page.getByRole('button', { name: 'Add milk', exact: true }));
  await page.keyboard.press('Enter');
  await visible(page.getByLabel('Quantity of milk'));
  await expectFocus(search);
  await page.keyboard.type('flour');
  const matches = page.getByRole('list', { name: 'Matching ingredients' }).getByRole('button');
  await visible(matches);
  const second = ((await matches.nth(1).locator('> span').first().textContent()) ?? '').replace(/^Add /, '');
  await page.keyboard.press('ArrowDown');
  await expectFocus(matches.first());
  await expectFocusVisible();
  await page.keyboard.press('ArrowDown');
  await expectFocus(matches.nth(1));
  await page.keyboard.press('Enter');
  await visible(page.getByLabel(`Quantity of ${second}`));
  await expectFocus(search);
  await page.keyboard.type('tomato');
  await visible(matches);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('input[aria-label^="Quantity of"]').length === 3);

  // remove milk by keyboard: the focus stays in the list instead of falling to the page
  await tabTo(page.getByRole('button', { name: 'Remove milk' }), { back: true });
  await page.keyboard.press('Enter');
  await page.getByLabel('Quantity of milk').waitFor({ state: 'detached' });
  await expectFocusInMain();
  await visible(page.getByText('Saved', { exact: true }));

  // shop mode, tick an item with Space
  await tabTo(page.getByRole('link', { name: 'Done' }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('link', { name: 'Start shop' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**viewMode=shopmode');
  const tick = page.getByRole('checkbox', { name: new RegExp(`^${second}`) });
  await tabTo(tick);
  await expectFocusVisible();
  await page.keyboard.press('Space');
  expect(await tick.isChecked()).toBe(true);

  // a dialog opened and cancelled: the focus stays inside, Escape closes it and the focus comes back
  const complete = page.getByRole('button', { name: 'complete shop' });
  await tabTo(complete);
  await page.keyboard.press('Enter');
  const storeItems = page.getByRole('dialog', { name: 'Store Items' });
  await visible(storeItems.getByText('into Pantry'));
  await expectFocusTrapped(storeItems);
  await page.keyboard.press('Escape');
  await storeItems.waitFor({ state: 'hidden' });
  await expectFocus(complete);
  expect(await tick.isChecked()).toBe(true);

  // and completed: the ticked item goes into the store, the rest stays on the list
  await page.keyboard.press('Enter');
  await visible(storeItems.getByText('into Pantry'));
  await tabTo(storeItems.getByRole('button', { name: 'confirm' }));
  await page.keyboard.press('Enter');
  await visible(page.getByText('Lists and Stores Updated'));
  // the focus goes to the list's heading, not back to 'complete shop', refused now that nothing is ticked
  await expectFocus(page.getByRole('heading', { level: 1 }));
  const pantry = (await api<{ name: string; items: { name: string }[] }[]>(server, '/stores', { token })).find((store) => store.name === 'Pantry')!;
  expect(pantry.items.map((item) => item.name)).toContain(second);
});

test('a long list in shop mode renders only the rows near the viewport, yet Tab reaches every item and Space ticks the last', async () => {
  interface Option { value: number; name: string; category_id: number; default_unit: string; default_quantity: number }
  const options = (await api<{ data: Option[] }>(server, '/form-options/ingredients', { token })).data.slice(0, 100);
  const now = new Date().toISOString();
  const ingredients = options.map((o, i) => ({
    value: o.value, id: `key${i}`, name: o.name, quantity: 1, unit: o.default_unit, default_unit: o.default_unit, measurement: o.default_unit,
    date_added: now, default_quantity: o.default_quantity, category_id: o.category_id, image: null, checked: false,
  }));
  const list = await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Long list', ingredients } });
  await keyboardSignIn();
  await page.goto(`/user-shopping-lists/${list.user_shoppinglist_id}?viewMode=shopmode`);
  const boxes = page.getByRole('checkbox');
  await visible(boxes);
  expect(await boxes.count()).toBeLessThan(options.length);

  const reached = new Set<string>();
  for (let i = 0; i < options.length + 40 && reached.size < options.length; i += 1) {
    // as fast as the driver can: the focus on the last row rendered brings in the next one at once, so no press
    // outruns the scroll's next frame (it did on a loaded CI machine: 73 of 100 reached)
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.type === 'checkbox' ? el.closest('label')?.querySelector('.list-item__name')?.textContent ?? null : null;
    });
    if (name) reached.add(name);
  }
  expect(reached.size).toBe(options.length);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.checked === true);
});

test('a store: add an item by keyboard; the store options menu moves with the arrows and Escape gives the focus back', async () => {
  const pantry = (await api<{ id: number; name: string }[]>(server, '/stores', { token })).find((s) => s.name === 'Pantry')!;
  await keyboardSignIn();

  await page.goto('/user-stores');
  const options = page.getByRole('button', { name: 'Options for Pantry' });
  await tabTo(options);
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu', { name: 'Options for Pantry' }).getByRole('menuitem');
  await expectFocus(items.first());
  await page.keyboard.press('End');
  await expectFocus(items.last());
  await page.keyboard.press('Escape');
  await expectFocus(options);

  // a menu item that opens a dialog: Escape closes it and the focus is back on the menu button
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('menuitem', { name: 'share' }), { key: 'ArrowDown', max: 6 });
  await page.keyboard.press('Enter');
  const share = page.getByRole('dialog', { name: 'Share Pantry' });
  await visible(share);
  await tabTo(share.getByLabel('Email address'));
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'hidden' });
  await expectFocus(options);

  // into the store from its row, then add butter with the search
  await tabTo(page.getByRole('link', { name: /Pantry/ }), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/user-stores/${pantry.id}?view=readonly`);
  await tabTo(page.getByRole('link', { name: 'Edit items' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/user-stores/${pantry.id}`);
  await tabTo(page.getByLabel('Add an item'));
  await page.keyboard.type('butter');
  await visible(page.getByRole('button', { name: 'Add butter', exact: true }));
  await page.keyboard.press('Enter');
  await visible(page.getByLabel('Quantity of butter'));
  await visible(page.getByText('Store updated'));
  const stored = (await api<{ id: number; items: { name: string }[] }[]>(server, '/stores', { token })).find((s) => s.id === pantry.id)!;
  expect(stored.items.map((i) => i.name)).toContain('butter');

  // and remove it: the focus stays on the page
  await tabTo(page.getByRole('button', { name: 'Remove butter' }));
  await page.keyboard.press('Enter');
  await page.getByLabel('Quantity of butter').waitFor({ state: 'detached' });
  await expectFocusInMain();
});

test('a meal plan: create it with dates, add a recipe to a day, check its ingredients into a list, schedule it, all by keyboard', async () => {
  const planList = await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Keyboard plan list', ingredients: [] } });
  await keyboardSignIn();
  await page.goto('/user-meal-plans');
  await tabTo(page.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Create a Mealplan' });
  await visible(create);
  await tabTo(create.getByLabel('Name'));
  await page.keyboard.type('Keyboard week');
  // a date field takes typed digits in the browser's order (en-US: month, day, year)
  await tabTo(create.getByLabel('Start date'));
  await page.keyboard.type('06012031');
  await tabTo(create.getByLabel('End date'));
  await page.keyboard.type('06022031');
  expect(await create.getByLabel('Number of days').inputValue()).toBe('2');
  await tabTo(create.getByRole('button', { name: 'create' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/user-meal-plans/edit/*');
  await visible(page.getByRole('heading', { name: 'Keyboard week', level: 1 }));

  // the recipe picker: its tabs by arrows, the search, then the add button
  const addTo = page.getByRole('button', { name: 'Add a recipe to DAY 1' });
  await tabTo(addTo);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Add to DAY 1' });
  await visible(picker);
  await tabTo(picker.getByRole('tab', { selected: true }));
  for (let i = 0; i < 5 && !(await picker.getByRole('tab', { name: 'All Recipes', selected: true }).count()); i += 1) await page.keyboard.press('ArrowRight');
  await tabTo(picker.getByLabel('Search recipes'), { back: true });
  await page.keyboard.type('Banana Bread');
  await tabTo(picker.getByRole('button', { name: 'Add Banana Bread', exact: true }));
  await page.keyboard.press('Enter');
  await visible(page.getByRole('region', { name: /^DAY 1/ }).getByRole('link', { name: 'Banana Bread' }));
  await visible(page.getByText('Saved', { exact: true }));
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // check the ingredients, and add the missing ones to a list picked from the keyboard
  await tabTo(page.getByRole('link', { name: 'Done' }), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/user-meal-plans/${id}?view=readonly`);
  const check = page.getByRole('button', { name: 'check ingredients' });
  await tabTo(check);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('dialog', { name: 'Ingredient Summary' });
  await visible(summary.getByRole('table'));
  await expectFocusTrapped(summary);
  await tabTo(summary.getByLabel('Shopping list'));
  // a closed select takes the first letters of an option
  await page.keyboard.type('Keyboard plan list');
  expect(await summary.getByLabel('Shopping list').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Keyboard plan list');
  await tabTo(summary.getByRole('button', { name: 'add missing to list' }));
  await page.keyboard.press('Enter');
  await visible(summary.getByText(/ingredients added to Keyboard plan list/));
  const list = await api<{ shopping_list: { ingredients: { name: string }[] } }>(server, `/user-shoppinglists/${planList.user_shoppinglist_id}`, { token });
  expect(list.shopping_list.ingredients.length).toBeGreaterThan(0);
  await tabTo(summary.getByRole('button', { name: 'close' }));
  await page.keyboard.press('Enter');
  await summary.waitFor({ state: 'hidden' });
  await expectFocus(check);

  // schedule it a week later: the options menu by the arrows, the date typed
  await tabTo(page.getByRole('button', { name: 'Options for Keyboard week' }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('menuitem', { name: 'schedule' }), { key: 'ArrowDown', max: 8 });
  await page.keyboard.press('Enter');
  const schedule = page.getByRole('dialog', { name: 'Schedule Keyboard week' });
  await visible(schedule);
  await tabTo(schedule.getByLabel('Start date'));
  await page.keyboard.type('06082031');
  await tabTo(schedule.getByRole('button', { name: 'schedule' }));
  await page.keyboard.press('Enter');
  await visible(page.getByText('Meal Plan Re-Scheduled.'));
  const saved = (await api<{ data: { start_date: string; end_date: string } }>(server, `/user-mealplans/${id}`, { token })).data;
  expect([saved.start_date, saved.end_date]).toEqual(['2031-06-08', '2031-06-09']);
});

test('import a recipe from a web address, open it and read its disclaimer, all by keyboard', async () => {
  await keyboardSignIn();
  await page.goto('/user-recipes#imported');
  await tabTo(page.getByLabel('Recipe web address'));
  await page.keyboard.type(`${siteUrl}/soup`);
  await page.keyboard.press('Enter');
  await visible(page.getByText('recipe imported'));
  const row = page.getByRole('list', { name: 'Imported recipes' }).getByRole('link', { name: /Keyboard leek soup/ });
  await tabTo(row);
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  await visible(page.getByRole('heading', { level: 1, name: 'Keyboard leek soup' }));

  // the disclaimer: opened by keyboard, the focus held inside, closed with its button, the focus back
  const info = page.getByRole('button', { name: /info/ });
  await tabTo(info);
  await page.keyboard.press('Enter');
  const disclaimer = page.getByRole('dialog', { name: 'Imported Recipe Disclaimer' });
  await visible(disclaimer);
  await expectFocusTrapped(disclaimer);
  await tabTo(disclaimer.getByRole('button', { name: 'ok' }));
  await page.keyboard.press('Enter');
  await disclaimer.waitFor({ state: 'hidden' });
  await expectFocus(info);
});

test('write a recipe through the wizard, then find it in the cookbook and make a note, all by keyboard', async () => {
  await keyboardSignIn();
  await page.goto('/recipe-creator');

  // step 1: the photo picker opens from the keyboard too
  await tabTo(page.getByLabel('Recipe name'));
  await page.keyboard.type('Keyboard carrot soup');
  await tabTo(page.getByLabel('Description'));
  await page.keyboard.type('A soup written without a mouse.');
  // the file chooser is intercepted well before the key (the interception is asked for without an answer,
  // and a key that beat it opened nothing once on a busy machine); a Space that opened nothing is pressed again
  const choosers: FileChooser[] = [];
  page.on('filechooser', (opened) => void choosers.push(opened));
  await tabTo(page.getByLabel('Recipe photo'));
  await expectFocusVisible();
  for (let attempt = 0; attempt < 3 && choosers.length === 0; attempt += 1) {
    const opened = page.waitForEvent('filechooser', { timeout: 5000 }).catch(() => undefined);
    await page.keyboard.press('Space');
    await opened;
  }
  expect(choosers).toHaveLength(1);
  await choosers[0]!.setFiles([]);
  const next = page.getByRole('button', { name: 'Next' });
  await page.waitForFunction(() => !document.body.textContent?.includes('Checking the name'));
  await tabTo(next);
  await page.keyboard.press('Enter');

  // step 2: an ingredient by the search and the arrows
  await visible(page.getByRole('heading', { name: 'Step 2 of 5: Ingredients' }));
  await tabTo(page.getByLabel('Add an item'));
  await page.keyboard.type('carrot');
  await visible(page.getByRole('list', { name: 'Matching ingredients' }).getByRole('button'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await visible(page.getByRole('list', { name: 'Ingredients in this recipe' }).getByRole('listitem'));
  await tabTo(next);
  await page.keyboard.press('Enter');

  // step 3: quantities
  await visible(page.getByRole('heading', { name: 'Step 3 of 5: Configure' }));
  await tabTo(page.getByLabel('Serves'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await tabTo(next);
  await page.keyboard.press('Enter');

  // step 4: a step
  await visible(page.getByRole('heading', { name: 'Step 4 of 5: Steps' }));
  await tabTo(page.getByRole('button', { name: 'Add a step' }));
  await page.keyboard.press('Enter');
  await tabTo(page.getByLabel('Step 1 title'));
  await page.keyboard.type('Simmer');
  await tabTo(page.getByLabel('Step 1 description'));
  await page.keyboard.type('Simmer the carrots until soft.');
  await tabTo(next);
  await page.keyboard.press('Enter');

  // step 5: submit
  await visible(page.getByRole('heading', { name: 'Step 5 of 5: Review' }));
  await tabTo(page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/user-recipes\/\d+$/);
  await visible(page.getByRole('heading', { name: 'Keyboard carrot soup', level: 1 }));

  // the cookbook: its row opens the actions dialog, Escape gives the focus back to the row
  await page.goto('/user-recipes#custom');
  const row = page.getByRole('button', { name: /Keyboard carrot soup/ });
  await tabTo(row);
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  const actions = page.getByRole('dialog', { name: 'Keyboard carrot soup' });
  await visible(actions.getByText('private'));
  await page.keyboard.press('Escape');
  await actions.waitFor({ state: 'hidden' });
  await expectFocus(row);

  // the cookbook's tabs by the arrows, then a note
  await tabTo(page.getByRole('tab', { name: 'custom', selected: true }), { back: true });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectFocus(page.getByRole('tab', { name: 'notes', selected: true }));
  await tabTo(page.getByRole('button', { name: 'make a note' }));
  await page.keyboard.press('Enter');
  await tabTo(page.getByLabel('Note', { exact: true }));
  await page.keyboard.type('Buy carrots');
  await tabTo(page.getByRole('button', { name: 'save' }));
  await page.keyboard.press('Enter');
  await visible(page.getByRole('heading', { name: 'note 1' }));
  await expectFocusInMain();
});
