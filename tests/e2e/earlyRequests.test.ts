// Issue 10: on /home, /recipes and /recipes/{id} the route's chunks and the screen's first API call start
// with the app's own scripts (public/preload.js); signed in, on a store, a list and the dashboard, the route's
// chunks do, and on a store and a list the screen's calls too, with the session's token. Each is asked once: the
// app's own request is answered by the preload. Where the app would ask something else (saved filters, a
// signed-in recipe page) no call is preloaded, and the app asks once itself.
// /home, a recipe page and the catalogue's pages come drawn (server/services/drawnPages.ts): readable with
// scripts off, their scripts asked for once they are painted, and taken over by the app without a shift, a
// mismatch, a lost click or a second request for what they show. A visitor's first load has no signed-in code.
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { api, dismissTutorial, holdMainScript, INVITES, launchBrowser, newPage, registerUser, signIn, startServer, startWithSession, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
let messages: string[];
/** every request the page made, as pathname + search (requests answered by a preload are not made again) */
let requested: string[];
let recipe: { recipe_id: number; name: string };
interface AddedScript { src: string; byApp: boolean; at: number }

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const list = await api<{ data: { recipe_id: number; name: string }[] }>(server, '/recipes?page=1');
  recipe = list.data[0]!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  ({ page, problems } = await newPage(browser, server.url));
  messages = [];
  requested = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.pathname + url.search);
  });
  // every script element the page gets, who added it (the app's webpack runtime marks its own: data-webpack) and when
  await page.addInitScript(() => {
    const added: AddedScript[] = [];
    (window as unknown as { addedScripts: typeof added }).addedScripts = added;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) added.push({ src: new URL(node.src).pathname, byApp: node.hasAttribute('data-webpack'), at: performance.now() });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});
afterEach(async () => {
  await page.context().close();
  expect(problems).toEqual([]);
});

const count = (pathAndSearch: string) => requested.filter((r) => r === pathAndSearch).length;
const preloadedFetches = () => page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links: HTMLLinkElement[]) => links.map((l) => new URL(l.href).pathname + new URL(l.href).search));

/**
 * The scripts of the route (its entry in the page's list for public/preload.js) were each asked for once, and added to
 * the page by public/preload.js, not by the app's runtime once the router asked for them. Their paths.
 */
async function expectRouteScriptsFromTheHead(route: string) {
  const { files, added } = await page.evaluate((name) => ({
    files: (JSON.parse(document.getElementById('route-preloads')!.textContent!) as Record<string, string[]>)[name]!,
    added: (window as unknown as { addedScripts: AddedScript[] }).addedScripts,
  }), route);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(added.filter((script) => script.src === src).map(({ byApp }) => byApp)).toEqual([false]);
    expect(count(src)).toBe(1);
  }
  return scripts;
}

/** Chromium warns of a preload that goes unused a few seconds after load: none may. */
async function expectEveryPreloadUsed() {
  await page.waitForTimeout(3500);
  expect(messages.filter((m) => /preload/i.test(m))).toEqual([]);
}

test('a recipe page asks for its recipe once, through the preload, and shows it', async () => {
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
  expect(await preloadedFetches()).toEqual([`/api/recipes/${recipe.recipe_id}`]);
  expect(count(`/api/recipes/${recipe.recipe_id}`)).toBe(1);
  // the route's script came with the page's head and is loaded once
  expect(await expectRouteScriptsFromTheHead('recipe')).toContainEqual(expect.stringMatching(/^\/recipe-route\.[0-9a-f]+\.js$/));
  // the recipe's image is its largest paint: asked for first
  expect(await page.locator('.recipe__media img').getAttribute('fetchpriority')).toBe('high');
  await expectEveryPreloadUsed();
});

test('cook mode on the same address uses the same preloaded recipe', async () => {
  await page.goto(`/recipes/${recipe.recipe_id}?cookmode=true`);
  await visible(page.getByRole('heading', { name: recipe.name }));
  expect(count(`/api/recipes/${recipe.recipe_id}`)).toBe(1);
  await expectEveryPreloadUsed();
});

test('the recipe list comes drawn with the page in the address: the app asks for none of it again, and the next page itself', async () => {
  await page.goto('/recipes?page=2');
  await visible(page.getByText(/^Showing 13 to 24 of \d+ Entries$/));
  expect(await preloadedFetches()).toEqual([]);
  // the route's scripts came with the page's head, each once
  expect(await expectRouteScriptsFromTheHead('recipes')).toContainEqual(expect.stringMatching(/^\/discover\.[0-9a-f]+\.js$/));
  // the top card's image is asked for first, the first screenful's at once, the rest as they scroll in
  const images = page.getByRole('list', { name: 'Verified recipes' }).locator('img');
  expect(await images.nth(0).getAttribute('fetchpriority')).toBe('high');
  expect(await images.nth(1).getAttribute('loading')).toBe('eager');
  expect(await images.nth(11).getAttribute('loading')).toBe('lazy');
  await expectEveryPreloadUsed();
  expect(requested.filter((r) => r.startsWith('/api/recipe'))).toEqual([]);
  // the next page is the app's to ask for
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByText(/^Showing 25 to 36 of \d+ Entries$/));
  expect(requested.filter((r) => r.startsWith('/api/recipe'))).toEqual(['/api/recipes?page=3']);
});

test('a search in the address comes drawn too, its text in the search box as typed', async () => {
  await page.goto('/recipes?search=%20soup%20');
  await visible(page.getByRole('list', { name: 'Verified recipes' }).getByRole('link', { name: /soup/i }));
  // the search box shows the address's text as it is, drawn and hydrated alike
  expect(await page.getByRole('searchbox').inputValue()).toBe(' soup ');
  expect(requested.filter((r) => r.startsWith('/api/recipe'))).toEqual([]);
});

test.each(['localStorage', 'sessionStorage'] as const)('filters kept in %s (saved, or the tab\'s applied without Save) are a POST the app makes itself: nothing is preloaded and the list still loads once', async (area) => {
  await page.addInitScript((where) => window[where].setItem('filters', JSON.stringify([{ type: 'preference', value: 'vegan', name: 'vegan', includeExclude: 'include' }])), area);
  const filtered = page.waitForResponse((r) => r.url().endsWith('/api/recipe-filter'));
  await page.goto('/recipes');
  await visible(page.getByRole('heading', { name: 'Discover recipes' }));
  await filtered;
  expect(await preloadedFetches()).toEqual([]);
  expect(requested.filter((r) => r.startsWith('/api/recipe'))).toEqual(['/api/recipe-filter']);
  await expectEveryPreloadUsed();
});

/** a new user (each invite code is good for one) whose session the page starts with */
async function startSignedIn(user: { name: string; email: string; password: string }, invite: string) {
  await registerUser(server, user, invite);
  const session = await api<{ token: string; user: unknown }>(server, '/login', { method: 'POST', body: { email: user.email, password: user.password } });
  await startWithSession(page, session);
  await dismissTutorial(page);
  return session;
}

test('signed in, the drawn recipe page stays until the app draws its own over it, and the app asks for the recipe itself, once', async () => {
  await startSignedIn({ name: 'early_cook', email: 'early.cook@example.com', password: 'early-pass-1' }, INVITES[0]!);
  // the page is a visitor's as sent: the app draws a signed-in user's over it, the root never empty in between
  await page.addInitScript(() => {
    const record = window as unknown as { rootEmptied: boolean };
    record.rootEmptied = false;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver(() => { if (root.childElementCount === 0) record.rootEmptied = true; }).observe(root, { childList: true });
    });
  });
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
  await visible(page.getByRole('button', { name: 'Save recipe' }));
  expect(await page.evaluate(() => (window as unknown as { rootEmptied: boolean }).rootEmptied)).toBe(false);
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
  expect(await preloadedFetches()).toEqual([]);
  expect(count(`/api/recipes/${recipe.recipe_id}`)).toBe(1);
  await expectEveryPreloadUsed();
});

/** Opens the address with the app's main script held back: resolves once these API calls were asked with the token. */
async function openAskingEarly(address: string, token: string, paths: string[]): Promise<() => void> {
  const release = await holdMainScript(page);
  const asked = paths.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path && request.headers().authorization === `Bearer ${token}`));
  await page.goto(address, { waitUntil: 'commit' });
  await Promise.all(asked);
  return release;
}

test('signed in, a store\'s page loads its screen\'s chunks and the offline copy\'s from its head, each once, and its data while the app loads', async () => {
  const { token } = await startSignedIn({ name: 'early_keeper', email: 'early.keeper@example.com', password: 'early-pass-2' }, INVITES[1]!);
  const { id } = await api<{ id: number }>(server, '/stores', { method: 'POST', token, body: { name: 'Early pantry', description: 'Top shelf' } });
  // asked with the session's token before the app has run
  const release = await openAskingEarly(`/user-stores/${id}`, token, ['/api/stores', '/api/share', '/api/form-options/ingredients']);
  release();
  await visible(page.getByRole('heading', { level: 1, name: 'Early pantry' }));
  await page.waitForLoadState('networkidle');
  expect(await expectRouteScriptsFromTheHead('store')).toContainEqual(expect.stringMatching(/^\/store\.[0-9a-f]+\.js$/));
  // the signed-in code, with the offline copy's (webpack.config.js SIGNED_IN_CODE)
  expect(await expectRouteScriptsFromTheHead('signedIn')).toContainEqual(expect.stringMatching(/^\/signed-in\.[0-9a-f]+\.js$/));
  // the screen asks for the stores, what is shared with the user and the catalogue its rows are grouped by; the start's
  // loads do not ask again
  expect([count('/api/stores'), count('/api/share'), count('/api/form-options/ingredients')]).toEqual([1, 1, 1]);
  await expectEveryPreloadUsed();
});

test('signed in, a list\'s page asks for its list and the catalogue its rows are grouped by while the app loads, and the app takes those answers', async () => {
  const { token } = await startSignedIn({ name: 'early_lister', email: 'early.lister@example.com', password: 'early-pass-4' }, INVITES[3]!);
  const { user_shoppinglist_id: id } = await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Early shop', ingredients: [] } });
  const release = await openAskingEarly(`/user-shopping-lists/${id}?viewMode=shopmode`, token, [`/api/user-shoppinglists/${id}`, '/api/form-options/ingredients']);
  release();
  await visible(page.getByRole('heading', { level: 1, name: 'Early shop' }));
  await page.waitForLoadState('networkidle');
  expect([count(`/api/user-shoppinglists/${id}`), count('/api/form-options/ingredients')]).toEqual([1, 1]);
});

test('the landing page loads its chunk from its head and shows', async () => {
  await page.goto('/home');
  await visible(page.getByRole('heading', { name: 'Welcome to Larder' }));
  // the heading is in the page the server sends: the app's own requests are done once the network is quiet
  await page.waitForLoadState('networkidle');
  expect(await expectRouteScriptsFromTheHead('home')).toContainEqual(expect.stringMatching(/^\/home\.[0-9a-f]+\.js$/));
  await expectEveryPreloadUsed();
});

test('a visitor\'s first load carries none of the signed-in code, which comes with a login, and the user\'s data with it', async () => {
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
  await page.waitForLoadState('networkidle');
  const files = await page.evaluate(() => (JSON.parse(document.getElementById('route-preloads')!.textContent!) as { signedIn: string[] }).signedIn);
  expect(files).toContainEqual(expect.stringMatching(/^\/signed-in\.[0-9a-f]+\.js$/));
  expect(requested.filter((r) => files.includes(r))).toEqual([]);
  // a login brings it, and the user's lists are loaded with it
  const user = { name: 'early_shopper', email: 'early.shopper@example.com', password: 'early-pass-3' };
  await registerUser(server, user, INVITES[2]!);
  await signIn(page, user);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((r) => files.includes(r)).sort()).toEqual([...files].sort());
  expect(requested).toEqual(expect.arrayContaining(['/api/user-shoppinglists', '/api/stores', '/api/user-imported-recipes']));
});

test('a recipe page comes with its structured data, which the app keeps (no script is loaded to build it), and its image preloaded', async () => {
  const jsonLd = (p: Page) => p.locator('script[type="application/ld+json"]').evaluateAll((blocks: HTMLScriptElement[]) => blocks.map((b) => JSON.parse(b.textContent ?? '') as { '@type': string; name: string; url: string }));
  const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const html = await bare.newPage();
    await html.goto(`/recipes/${recipe.recipe_id}`);
    expect(await jsonLd(html)).toEqual([expect.objectContaining({ '@type': 'Recipe', name: recipe.name })]);
  } finally {
    await bare.close();
  }
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
  await page.waitForLoadState('networkidle');
  expect(await jsonLd(page)).toEqual([expect.objectContaining({ '@type': 'Recipe', name: recipe.name })]);
  expect(requested.filter((r) => r.includes('recipe-jsonld'))).toEqual([]);
  // the recipe's image, the page's largest paint, is preloaded from the page as sent, asked for once, and shows
  const image = await page.locator('.recipe__media img').getAttribute('src');
  expect(await page.locator(`link[rel="preload"][as="image"][href="${image}"]`).count()).toBe(1);
  expect(count(image!)).toBe(1);
  expect(await page.locator('.recipe__media img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectEveryPreloadUsed();
  // another recipe, reached in the app, has its data built there; the first one's goes
  const other = (await api<{ data: { recipe_id: number; name: string }[] }>(server, '/recipes?page=1')).data[1]!;
  await page.evaluate((path) => { window.history.pushState({}, '', path); window.dispatchEvent(new PopStateEvent('popstate')); }, `/recipes/${other.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: other.name }));
  await page.waitForFunction((id) => document.querySelector(`script[type="application/ld+json"][data-recipe-jsonld="${id}"]`), other.recipe_id);
  expect(await jsonLd(page)).toEqual([expect.objectContaining({ '@type': 'Recipe', name: other.name })]);
});

/**
 * A page the server sends drawn: without scripts, `heading` is on it and `sent` checks the rest (its styles are
 * linked; the app's scripts are not in it); with them, public/preload.js asks for the app's scripts once the page
 * is painted, and the app takes it over: the same heading element (hydrated, not drawn again), nothing moved, no
 * mismatch reported, and the menu opens.
 */
async function expectDrawnThenTakenOver(path: string, heading: string, sent: (bare: Page) => Promise<void>, scripts = ['/preload.js']) {
  const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const html = await bare.newPage();
    await html.goto(path);
    await visible(html.getByRole('heading', { level: 1, name: heading }));
    expect(await html.locator('script[src]').evaluateAll((elements) => elements.map((s) => s.getAttribute('src')))).toEqual(scripts);
    await sent(html);
  } finally {
    await bare.close();
  }
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number; sentHeading: Element | null };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    // the heading as the server sent it, before the app starts
    document.addEventListener('DOMContentLoaded', () => { record.sentHeading = document.querySelector('h1'); });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // the app's page now: the menu opens
  await page.getByRole('button', { name: 'Open menu' }).click();
  await visible(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Discover recipes' }));
  await page.keyboard.press('Escape');
  const after = await page.evaluate(() => {
    const record = window as unknown as { layoutShift: number; sentHeading: Element | null };
    return { layoutShift: record.layoutShift, hydrated: record.sentHeading !== null && record.sentHeading === document.querySelector('h1') };
  });
  expect(after).toEqual({ layoutShift: 0, hydrated: true });
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
  // each of the app's scripts was added once, by public/preload.js, after the page's first paint
  const { app, added, firstPaint } = await page.evaluate(() => ({
    app: (JSON.parse(document.getElementById('route-preloads')!.textContent!) as { app: string[] }).app,
    added: (window as unknown as { addedScripts: AddedScript[] }).addedScripts,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  }));
  expect(app.length).toBe(3);
  for (const src of app) {
    const [script, ...again] = added.filter((s) => s.src === src);
    expect({ byApp: script?.byApp, again }).toEqual({ byApp: false, again: [] });
    expect(script!.at).toBeGreaterThan(firstPaint);
  }
}

test('a visitor\'s /home is in the page the server sends, styled, and the app takes it over without a shift', async () => {
  await expectDrawnThenTakenOver('/home', 'Welcome to Larder', async (html) => {
    expect(await html.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    // the landing chunk's stylesheet is linked: the features are laid out in a grid
    expect(await html.getByRole('list').first().evaluate((list) => getComputedStyle(list).display)).toBe('grid');
  });
});

test('a visitor\'s / is the landing page in the page the server sends, at /home before it is drawn, and the app takes it over without a shift', async () => {
  // the address as the page was parsed, before any of the app's scripts ran
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => { (window as unknown as { parsedAt: string }).parsedAt = window.location.pathname; });
  });
  await expectDrawnThenTakenOver('/', 'Welcome to Larder', async (html) => {
    // without scripts the landing page stays at the address asked for
    expect(new URL(html.url()).pathname).toBe('/');
    expect(await html.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(await html.getByRole('list').first().evaluate((list) => getComputedStyle(list).display)).toBe('grid');
  }, ['/root.js', '/preload.js']);
  // the root's redirect (SPEC §2) was made before the page was drawn: the app started at /home
  expect(await page.evaluate(() => ({ parsedAt: (window as unknown as { parsedAt: string }).parsedAt, now: window.location.pathname }))).toEqual({ parsedAt: '/home', now: '/home' });
  expect(await expectRouteScriptsFromTheHead('home')).toContainEqual(expect.stringMatching(/^\/home\.[0-9a-f]+\.js$/));
  await expectEveryPreloadUsed();
});

test('signed in, / goes to the dashboard before the page is drawn: the visitor\'s landing page is never shown, and the dashboard\'s chunks come from the head', async () => {
  await startSignedIn({ name: 'early_rooter', email: 'early.rooter@example.com', password: 'early-pass-5' }, INVITES[4]!);
  // every frame's h1 (a frame's callbacks run before it is painted), and the address once the page was parsed (before
  // its deferred scripts)
  await page.addInitScript({ content: `
    window.framesShown = [];
    (function frame() {
      var h1 = document.querySelector('h1');
      if (h1 && h1.getClientRects().length && window.framesShown.indexOf(h1.textContent) < 0) window.framesShown.push(h1.textContent);
      requestAnimationFrame(frame);
    })();
    document.addEventListener('readystatechange', function () { if (!window.parsedAt) window.parsedAt = window.location.pathname; });` });
  // the app's scripts held back: what is on screen before they run
  const release = await holdMainScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { parsedAt?: string }).parsedAt);
  expect(await page.evaluate(() => (window as unknown as { parsedAt: string }).parsedAt)).toBe('/user-dashboard');
  // public/preload.js has emptied the visitor's page and shown the page again, for the app to draw in
  await page.waitForFunction(() => !document.documentElement.hidden);
  expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
  release();
  await visible(page.getByRole('heading', { level: 1, name: 'Hello, early_rooter' }));
  expect(new URL(page.url()).pathname).toBe('/user-dashboard');
  expect(await page.evaluate(() => (window as unknown as { framesShown: string[] }).framesShown)).toEqual(['Hello, early_rooter']);
  await page.waitForLoadState('networkidle');
  expect(await expectRouteScriptsFromTheHead('dashboard')).toContainEqual(expect.stringMatching(/^\/dashboard\.[0-9a-f]+\.js$/));
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
  await expectEveryPreloadUsed();
});

test.each([
  ['/login', 'login', 'Log in'],
  ['/register', 'register', 'Join the closed beta'],
])('a visitor\'s %s paints the shell from the page the server sends, and the app draws the form over it once its code is in', async (path, route, heading) => {
  const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const html = await bare.newPage();
    await html.goto(path);
    // the top bar and the loading wheel where the form goes
    await visible(html.getByRole('banner').getByRole('link', { name: 'Larder' }));
    await visible(html.getByRole('main').getByRole('status'));
    expect(await html.getByRole('heading').count()).toBe(0);
    expect(await html.locator('script[src]').evaluateAll((elements) => elements.map((s) => s.getAttribute('src')))).toEqual(['/preload.js']);
  } finally {
    await bare.close();
  }
  // painted before the app's scripts run
  const release = await holdMainScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await visible(page.getByRole('banner').getByRole('link', { name: 'Larder' }));
  expect(await page.getByRole('heading').count()).toBe(0);
  release();
  await visible(page.getByRole('heading', { level: 1, name: heading }));
  // drawn over, not taken over: no mismatch, and the form's code came from the head
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
  await page.waitForLoadState('networkidle');
  await expectRouteScriptsFromTheHead(route);
  await expectEveryPreloadUsed();
});

test('an invitation\'s /register with its code in the address draws the account form over the shell', async () => {
  await page.goto(`/register?promo_code=${INVITES[4]!}&email=invited%40example.com`);
  await visible(page.getByLabel('Username'));
  expect(await page.getByLabel('Email').inputValue()).toBe('invited@example.com');
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
});

test('signed in, the visitor\'s shell drawn for /login goes before the app runs (the app sends the user on)', async () => {
  // a stored session is all public/preload.js reads; the app is held back, so it is never asked about
  await startWithSession(page, { token: 'stored-token', user: { id: 1, name: 'stored_user' } });
  await holdMainScript(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
});

test('a recipe page is in the page the server sends, styled, and the app takes it over without a shift or asking twice', async () => {
  const path = `/recipes/${recipe.recipe_id}`;
  await expectDrawnThenTakenOver(path, recipe.name, async (html) => {
    for (const part of ['Ingredients', 'Method']) expect(await html.getByRole('region', { name: part }).getByRole('listitem').count()).toBeGreaterThan(0);
    // the recipe page's stylesheet is linked: the image keeps its frame
    expect(await html.locator('.recipe__media').evaluate((media) => getComputedStyle(media).aspectRatio)).toBe('16 / 9');
  });
  // the app's refresh of the recipe it was drawn from is the preload's one request
  expect(count(`/api/recipes/${recipe.recipe_id}`)).toBe(1);
  await page.getByRole('button', { name: 'Recipe options' }).click();
  await visible(page.getByRole('menuitem', { name: 'Print' }));
});

test('the recipe list is in the page the server sends, styled, and the app takes it over without a shift', async () => {
  await expectDrawnThenTakenOver('/recipes', 'Discover recipes', async (html) => {
    expect(await html.getByRole('list', { name: 'Verified recipes' }).getByRole('heading', { level: 2 }).count()).toBe(12);
    // the Discover chunk's stylesheet is linked: the cards are laid out in a grid
    expect(await html.getByRole('list', { name: 'Verified recipes' }).evaluate((list) => getComputedStyle(list).display)).toBe('grid');
  });
  expect(requested.filter((r) => r.startsWith('/api/recipe'))).toEqual([]);
  // the app's list now: a search runs
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox').fill('soup');
  await visible(page.getByRole('list', { name: 'Verified recipes' }).getByRole('link', { name: /soup/i }));
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
});

test('a button on a drawn page clicked before the app has taken the page over works once it has', async () => {
  // the app's scripts are held until the click is made
  const release = await holdMainScript(page);
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Search' }).click();
  expect(await page.getByRole('searchbox').count()).toBe(0);
  release();
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('soup');
  await visible(page.getByRole('list', { name: 'Verified recipes' }).getByRole('link', { name: /soup/i }));
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
});

test('with saved filters, or another tab in the address, the drawn list is not shown: the app draws the filtered list or the tab', async () => {
  await page.addInitScript(() => window.localStorage.setItem('filters', JSON.stringify([{ type: 'preference', value: 'vegan', name: 'vegan', includeExclude: 'include' }])));
  await page.goto('/recipes');
  await visible(page.getByRole('button', { name: /vegan/i }));
  const names = await page.getByRole('list', { name: 'Verified recipes' }).getByRole('heading').allTextContents();
  const vegan = (await api<{ data: { name: string }[] }>(server, '/recipe-filter', { method: 'POST', body: { pageToRequest: 1, searchString: '', filters: [{ type: 'preference', value: 'vegan', name: 'vegan', includeExclude: 'include' }] } })).data.map((r) => r.name);
  expect(names).toEqual(vegan);
  expect(requested.filter((r) => r.startsWith('/api/recipe'))).toEqual(['/api/recipe-filter']);

  const other = await newPage(browser, server.url);
  try {
    await other.page.goto('/recipes#community');
    await visible(other.page.getByText('Coming Soon.'));
    expect(await other.page.getByRole('tab', { name: 'Community' }).getAttribute('aria-selected')).toBe('true');
    expect(other.problems).toEqual([]);
  } finally {
    await other.page.context().close();
  }
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
});

test('the side menu\'s code is not part of a first load: it loads when the pointer reaches "Open menu", and the menu works', async () => {
  await page.goto('/home');
  await visible(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  const menuScripts = () => requested.filter((r) => /^\/side-menu\.[0-9a-f]+\.js$/.test(r));
  expect(menuScripts()).toEqual([]);
  const loading = page.waitForRequest((request) => /\/side-menu\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Open menu' }).hover();
  await loading;
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await visible(menu.getByRole('link', { name: 'Discover recipes' }));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(menuScripts()).toHaveLength(1);
});
