// Accessibility of every screen, in a real browser against the real server: axe-core runs on each screen signed
// out and signed in, and with each dialog and the menu open, and the test fails on any serious or critical
// violation, where a screen or dialog does not fit the phone's 390 px (WCAG 1.4.10 reflow), or where the tab's
// title does not name the screen (WCAG 2.4.2); the key screens
// again in the system's dark colour scheme (global.css). axe's source is injected as a script tag; the context
// bypasses the page's CSP for that tag only.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { INVITES, latestOutboxLink, launchBrowser, pastRightEdge, startServer, startWithSession, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const cook = { name: 'a11y_cook', email: 'a11y.cook@example.com', password: 'a11y-pass-1' };
const friend = { name: 'a11y_friend', email: 'a11y.friend@example.com', password: 'a11y-pass-2' };
let token = '';
let recipeId = 0;
let listId = 0;
let storeId = 0;
let planId = 0;
let ownRecipeId = 0;
let importId = 0;
const problems: string[] = [];

interface Violation { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

async function api<T>(path: string, init: { method?: string; body?: unknown; auth?: boolean; as?: string } = {}): Promise<T> {
  const bearer = init.as ?? (init.auth ? token : null);
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [person, code] of [[cook, INVITES[0]!], [friend, INVITES[1]!]] as const) {
    await api('/register-beta', {
      method: 'POST',
      body: { name: person.name, email: person.email, password: person.password, password_confirmation: person.password, beta_code: code },
    });
  }
  ({ token } = await api<{ token: string }>('/login', { method: 'POST', body: { email: cook.email, password: cook.password } }));
  recipeId = (await api<{ data: { recipe_id: number }[] }>('/recipes?page=1')).data[0]!.recipe_id;
  const options = (await api<{ data: { value: number; name: string; category_id: number; default_unit: string; default_quantity: number }[] }>('/form-options/ingredients')).data;
  const now = new Date().toISOString();
  const items = options.slice(0, 6).map((o) => ({
    value: o.value, id: o.value, name: o.name, quantity: o.default_quantity, default_quantity: o.default_quantity, unit: o.default_unit,
    default_unit: o.default_unit, measurement: o.default_unit, image: null, checked: false, date_added: now, category_id: o.category_id,
  }));
  listId = (await api<{ user_shoppinglist_id: number }>('/user-shoppinglists', { method: 'POST', auth: true, body: { name: 'Weekly shop', ingredients: items } })).user_shoppinglist_id;
  const stores = await api<{ id: number; name: string }[]>('/stores', { auth: true });
  storeId = stores[0]!.id;
  await api(`/stores/${storeId}`, {
    method: 'PUT', auth: true,
    body: { items: items.map((i) => ({ ...i, estimated_expiry_days: 7, created_at: now })) },
  });
  // a list and a store shared with the cook, so the 'shared with me' tabs have content
  const friendToken = (await api<{ token: string }>('/login', { method: 'POST', body: { email: friend.email, password: friend.password } })).token;
  const friendList = await api<{ user_shoppinglist_id: number }>('/user-shoppinglists', { method: 'POST', as: friendToken, body: { name: 'Party food', ingredients: items } });
  await api('/share', { method: 'PUT', as: friendToken, body: { shared_with: [{ email: cook.email, canEdit: false }], entity_id: friendList.user_shoppinglist_id, type: 'UserShoppinglist' } });
  const friendStore = (await api<{ id: number }[]>('/stores', { as: friendToken }))[0]!;
  await api('/share', { method: 'PUT', as: friendToken, body: { shared_with: [{ email: cook.email, canEdit: true }], entity_id: friendStore.id, type: 'UserFoodStore' } });
  // a meal plan, an own recipe and an imported one, for the cookbook and planning screens
  planId = (await api<{ data: { user_mealplan_id: number } }>('/user-mealplans', { method: 'POST', auth: true, body: { name: 'Week one', recipes: [], days: 0, start_date: null, end_date: null } })).data.user_mealplan_id;
  ownRecipeId = (await api<{ user_recipe_id: number }>('/user-recipe-creator', {
    method: 'POST', auth: true,
    body: {
      name: 'Grandmas Plum Crumble', description: 'Plums under a buttery oat crumble.', serves: 4,
      ingredients: [{ value: items[0]!.value, name: items[0]!.name, quantity: 2, measurement: 'unit' }],
      // a pasted address is one word longer than a phone's line: it must break, not run off the screen
      steps: [{ title: 'Bake', description: 'Bake until golden, as at https://www.example.com/recipes/thebesteverslowcookerbeefandalestewwithdumplings?utm_source=newsletter&utm_medium=email' }],
    },
  })).user_recipe_id;
  const page = `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org', '@type': 'Recipe', name: 'Lemon Drizzle Cake', description: 'A sharp, sticky loaf cake.',
    recipeIngredient: ['200 g self-raising flour', '2 lemons'], recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix and bake.' }],
  })}</script></head><body></body></html>`;
  importId = (await api<{ import_recipe_id: number }>('/user-imported-recipes/html', { method: 'POST', auth: true, body: { url: 'https://example.com/lemon-drizzle', html: page } })).import_recipe_id;
  // a reset link for the reset-password screen
  await api('/forgot-email', { method: 'POST', body: { email: friend.email } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});

/**
 * A fresh phone-sized page, signed in through local storage or not, in the light or the dark colour scheme. `tutorial`
 * null leaves the first-visit flag unset. Page errors are collected like the other browser tests do.
 */
async function open(signedIn: boolean, tutorial: boolean | null = false, colorScheme: 'light' | 'dark' = 'light', viewport = { width: 390, height: 844 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport, bypassCSP: true, colorScheme });
  if (signedIn) {
    const session = await api<{ token: string; user: { id: number; name: string; email: string } }>('/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
    await startWithSession(context, session);
  }
  if (tutorial !== null) await context.addInitScript((t) => window.localStorage.setItem('tutorial_enabled', JSON.stringify(t)), tutorial);
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { context, page };
}

/** Loads a screen and waits until it has settled: no requests in flight, no spinner. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator('[role="progressbar"], .spinner').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
}

/** The serious and critical violations axe finds on the page as it is now. */
async function audit(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/**
 * WCAG 1.4.10 reflow, at the phone's width: the page is no wider than the viewport, and nothing in an open dialog
 * passes the dialog's edge (a dialog clips what overflows it, so a field there is out of reach).
 */
async function reflow(page: Page, screen: string): Promise<string[]> {
  const found: string[] = [];
  const [width, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (width > viewport) found.push(`the page is ${width} px wide in a ${viewport} px viewport`);
  for (const dialog of await page.locator('dialog[open]').all()) {
    const [past] = await pastRightEdge(dialog);
    if (past) found.push(`${past} passes its dialog's edge`);
  }
  return found.map((f) => `${screen}: ${f}`);
}

/** WCAG 2.4.2: the tab's title names the screen by its heading (Shell's useScreenTitle). */
async function titled(page: Page, screen: string): Promise<string[]> {
  const heading = (await page.locator('main h1').first().textContent())?.trim();
  const title = await page.title();
  return heading && title === `${heading} · Larder` ? [] : [`${screen}: the title is '${title}', the heading '${heading}'`];
}

async function auditScreens(signedIn: boolean, paths: string[], colorScheme: 'light' | 'dark' = 'light'): Promise<string[]> {
  const { context, page } = await open(signedIn, false, colorScheme);
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const screen = `${colorScheme === 'dark' ? 'dark, ' : ''}${signedIn ? 'signed in' : 'signed out'} ${path}`;
    found.push(...await audit(page, screen), ...await reflow(page, screen), ...await titled(page, screen));
  }
  await context.close();
  return found;
}

test('every screen a visitor can reach has no serious or critical violation', async () => {
  const reset = latestOutboxLink(server.dataDir, '/reset-password');
  const resetPath = reset.slice(reset.indexOf('/reset-password'));
  const found = await auditScreens(false, [
    '/home', '/recipes', `/recipes/${recipeId}`, `/recipes/${recipeId}?cookmode=true`, '/about', '/legal', '/contact',
    '/login', '/forgot-password', '/register', resetPath, '/verify', '/no-such-page',
  ]);
  expect(found).toEqual([]);
});

test('every screen of a signed-in cook has no serious or critical violation', async () => {
  const found = await auditScreens(true, [
    '/user-dashboard', '/home', '/home-beta', '/recipes', `/recipes/${recipeId}`, `/recipes/${recipeId}?cookmode=true`,
    '/user-stores', `/user-stores/${storeId}`, '/user-shopping-lists', '/user-shopping-lists/create',
    `/user-shopping-lists/edit/${listId}`, `/user-shopping-lists/${listId}`, `/user-shopping-lists/${listId}?view=readonly`,
    `/user-shopping-lists/${listId}?viewMode=shopmode`, '/user-notifications', '/user-preferences', '/contact-beta', '/bug-report',
    '/about', '/legal', '/contact', '/no-such-page',
  ]);
  expect(found).toEqual([]);
});

test('meal plans, the cookbook, the recipe creator, imported recipes and scan have no serious or critical violation', async () => {
  const found = await auditScreens(true, [
    '/user-meal-plans', '/user-meal-plans/create', `/user-meal-plans/${planId}`, `/user-meal-plans/edit/${planId}`, '/diary',
    '/user-recipes', `/user-recipes/${ownRecipeId}`, '/recipe-creator', `/recipe-edit/${ownRecipeId}`, `/recipe-edit/${ownRecipeId}/complete`, `/imported-recipes/${importId}`, '/scan',
  ]);
  expect(found).toEqual([]);
});

test('dialogs and the menu, open, have no serious or critical violation', async () => {
  const found: string[] = [];
  const { context, page } = await open(true);
  const dialogCheck = async (screen: string, path: string, openIt: () => Promise<void>) => {
    await visit(page, path);
    await openIt();
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 10_000 });
    found.push(...await audit(page, screen), ...await reflow(page, screen), ...await titled(page, screen));
  };

  await dialogCheck('menu', '/user-dashboard', () => page.getByRole('button', { name: 'Open menu' }).click());
  await dialogCheck('create list', '/user-shopping-lists', () => page.getByRole('button', { name: 'Create' }).click());
  await dialogCheck('share list', `/user-shopping-lists/${listId}?view=readonly`, async () => {
    await page.getByRole('button', { name: 'Options for Weekly shop' }).click();
    found.push(...await audit(page, 'list options menu'));
    await page.getByRole('menuitem', { name: 'share' }).click();
  });
  await dialogCheck('create store', '/user-stores', () => page.getByRole('button', { name: 'Create' }).click());
  await dialogCheck('share store', '/user-stores', async () => {
    await page.getByRole('button', { name: /^Options for / }).first().click();
    await page.getByRole('menuitem', { name: 'share' }).click();
  });
  await dialogCheck('filter', '/recipes', () => page.getByRole('button', { name: /^Filters/ }).click());
  await dialogCheck('complete shop', `/user-shopping-lists/${listId}?viewMode=shopmode`, async () => {
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'complete shop' }).click();
  });
  await context.close();

  // onboarding: the first-visit prompt, then the tour it opens
  const first = await open(true, null);
  await visit(first.page, '/user-dashboard?first_login=true');
  const prompt = first.page.getByRole('dialog', { name: 'Welcome to Larder' });
  await prompt.waitFor({ state: 'visible', timeout: 10_000 });
  found.push(...await audit(first.page, 'tutorial prompt'), ...await reflow(first.page, 'tutorial prompt'));
  await prompt.getByRole('button', { name: 'Show me around' }).click();
  await first.page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 10_000 });
  found.push(...await audit(first.page, 'onboarding'), ...await reflow(first.page, 'onboarding'));
  await first.context.close();

  expect(found).toEqual([]);
});

test('the key screens in the dark colour scheme have no serious or critical violation', async () => {
  const found = [
    ...await auditScreens(false, ['/home', `/recipes/${recipeId}`, '/login'], 'dark'),
    ...await auditScreens(true, ['/user-dashboard', `/user-shopping-lists/${listId}?viewMode=shopmode`, `/user-stores/${storeId}`], 'dark'),
  ];
  // a dialog over the dimmed page
  const { context, page } = await open(true, false, 'dark');
  await visit(page, '/recipes');
  // the page is drawn dark: its background's channels are low
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background.match(/\d+/g)!.slice(0, 3).map(Number).every((channel) => channel < 64)).toBe(true);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 10_000 });
  found.push(...await audit(page, 'dark, filter'));
  await context.close();
  expect(found).toEqual([]);
});

test('at 320 px, a store named with one long word and the import box fit the screen', async () => {
  // a store name may be one unbroken word of 100 letters; its item has expired, so the notices name the store
  const name = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 100);
  const { id } = await api<{ id: number }>('/stores', { method: 'POST', auth: true, body: { name, description: '' } });
  const options = (await api<{ data: { value: number; name: string; category_id: number; default_unit: string; default_quantity: number }[] }>('/form-options/ingredients')).data;
  const o = options[0]!;
  const longAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  await api(`/stores/${id}`, {
    method: 'PUT', auth: true,
    body: { items: [{ value: o.value, id: o.value, name: o.name, quantity: 1, default_quantity: 1, unit: o.default_unit, default_unit: o.default_unit, measurement: o.default_unit, image: null, checked: false, date_added: longAgo, created_at: longAgo, category_id: o.category_id, estimated_expiry_days: 2 }] },
  });
  const { context, page } = await open(true, false, 'light', { width: 320, height: 640 });
  await visit(page, '/user-notifications');
  await page.getByText(`in ${name}`).first().waitFor({ state: 'visible', timeout: 10_000 });
  const found = await reflow(page, '320 px /user-notifications');
  await visit(page, '/user-recipes#imported');
  await page.getByRole('button', { name: 'import' }).waitFor({ state: 'visible', timeout: 10_000 });
  found.push(...await reflow(page, '320 px /user-recipes#imported'));
  await context.close();
  await api(`/stores/${id}`, { method: 'DELETE', auth: true });
  expect(found).toEqual([]);
});

test('on a phone, the ways back and the e-mail switch are a finger\'s size to tap', async () => {
  const { context, page } = await open(true, false, 'light', { width: 360, height: 740 });
  const found: string[] = [];
  for (const path of [`/user-shopping-lists/${listId}`, `/user-stores/${storeId}`, `/user-meal-plans/${planId}`, '/user-shopping-lists/create']) {
    await visit(page, path);
    const box = await page.locator('.back-link').boundingBox();
    if (!box || box.height < 44) found.push(`${path}: the way back is ${box?.height ?? 0} px high`);
  }
  await visit(page, '/user-preferences');
  const label = await page.locator('label', { has: page.getByRole('checkbox', { name: /about store items that are about to expire/ }) }).boundingBox();
  const box = await page.getByRole('checkbox', { name: /about store items that are about to expire/ }).boundingBox();
  if (!label || label.height < 44) found.push(`the e-mail switch is ${label?.height ?? 0} px high`);
  if (!box || Math.min(box.width, box.height) < 18) found.push(`its box is ${box?.width ?? 0} × ${box?.height ?? 0} px`);
  await context.close();
  expect(found).toEqual([]);
});

test('a phone on its side with a root font size of 150 % (a zoom tool\'s way): the sticky bars scroll away with the page instead of covering it', async () => {
  // 640 x 300 px: short for 150 % text (under 18rem), though not for the browser's default size, which a media query measures in
  const { context, page } = await open(true, false, 'light', { width: 640, height: 300 });
  await context.addInitScript(() => document.addEventListener('DOMContentLoaded', () => { document.documentElement.style.fontSize = '150%'; }));
  const found: string[] = [];
  const bars: [string, string][] = [
    ['/recipe-creator', '.wizard__nav'],
    [`/recipes/${recipeId}?cookmode=true`, '.cook__nav'],
    [`/user-shopping-lists/${listId}?viewMode=shopmode`, '.shop__complete'],
    ['/user-meal-plans', '.mealplans__create'],
  ];
  for (const [path, bar] of bars) {
    await visit(page, path);
    await page.locator(bar).waitFor({ state: 'visible' });
    // at the top of the page a bottom bar comes after the content, below the screen, not over the content's first lines
    const [top, innerHeight] = await page.evaluate((selector) => {
      window.scrollTo(0, 0);
      return [document.querySelector(selector)!.getBoundingClientRect().top, window.innerHeight];
    }, bar);
    if (top < innerHeight) found.push(`${path}: ${bar} is drawn at ${Math.round(top)} px on a ${innerHeight} px screen`);
  }
  // the top bar scrolls away with the page
  await visit(page, `/recipes/${recipeId}`);
  const bottom = await page.evaluate(() => {
    window.scrollTo(0, 400);
    return document.querySelector('.topbar')!.getBoundingClientRect().bottom;
  });
  if (bottom > 0) found.push(`the top bar stays on screen (its bottom at ${Math.round(bottom)} px) after a scroll`);
  await context.close();
  expect(found).toEqual([]);
});

test('a phone at 320 px with the browser\'s text at 200 %: the signed-out pages reflow, and the side menu reaches every link', async () => {
  const found: string[] = [];
  for (const signedIn of [false, true]) {
    const { context, page } = await open(signedIn, false, 'light', { width: 320, height: 640 });
    // the browser's own text size (what a phone's setting changes), which rem and em follow
    await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    if (!signedIn) {
      for (const path of ['/home', '/login', '/contact']) {
        await visit(page, path);
        found.push(...await reflow(page, `320 px, 200 % text, ${path}`));
      }
      await context.close();
      continue;
    }
    await visit(page, '/user-dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor({ state: 'visible' });
    // every link can be scrolled to and is then inside the menu, tall enough to tap
    for (const link of await menu.getByRole('navigation').getByRole('link').all()) {
      await link.scrollIntoViewIfNeeded();
      const [box, frame] = [await link.boundingBox(), await menu.boundingBox()];
      // (a pixel's fraction past the edge is the scroll's rounding)
      if (!box || !frame || box.height < 30 || box.y < frame.y - 1 || box.y + box.height > frame.y + frame.height + 1) {
        found.push(`the menu's ${await link.textContent()} cannot be seen (${JSON.stringify(box)} in ${JSON.stringify(frame)})`);
      }
    }
    await context.close();
  }
  expect(found).toEqual([]);
});
