// Issues 9 and 11 in a real browser against the real server: a signed-in user's recipe pages come from the
// worker's cache offline while no auth call or personal data is ever cached; a list opens and is ticked in shop
// mode with no signal, and a 450-item one comes back whole from the offline copy's records of 200 items (a save
// writes again only the record of the item it changed); an edit made offline waits in the outbox (IndexedDB),
// survives an offline reload, and reaches the server exactly once when the connection is back; an edit whose
// answer was lost is not a conflict with itself; two people editing one shared list converge with no lost item
// (the later save gets the conflict and merges).
import type { Browser, Page, Route } from 'playwright-core';
import type { ShoppingList, ShoppingListItem } from '../../contract/entities';
import {
  api, INVITES, launchBrowser, newPage, offlineCopyHolds, readIndexedDb, registerUser, signIn, startLink, startServer, until, visible, type Link, type RunningServer, type TestUser,
} from './harness';

let server: RunningServer;
let link: Link;
let browser: Browser;
const problems: string[][] = [];
const pages: Page[] = [];

const owner = { name: 'offline_cook', email: 'offline.cook@example.com', password: 'offline-pass-1' };
const friend = { name: 'offline_friend', email: 'offline.friend@example.com', password: 'offline-pass-2' };
const tokens: Record<string, string> = {};

interface Option { value: number; name: string; default_unit: ShoppingListItem['unit']; default_quantity: number; category_id: number; image: string | null }
let catalogue: Option[];
function catalogueItem(name: string): ShoppingListItem {
  const option = catalogue.find((o) => o.name === name)!;
  return {
    value: option.value, id: option.value, name, quantity: 1, default_quantity: option.default_quantity, unit: option.default_unit,
    default_unit: option.default_unit, measurement: option.default_unit, image: option.image, checked: false,
    date_added: new Date().toISOString(), category_id: option.category_id,
  };
}
const createList = (name: string, items: string[]) =>
  api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token: tokens[owner.email], body: { name, ingredients: items.map(catalogueItem) } })
    .then((r) => r.user_shoppinglist_id);
const readList = async (id: number) => (await api<{ shopping_list: ShoppingList }>(server, `/user-shoppinglists/${id}`, { token: tokens[owner.email] })).shopping_list;
const itemNames = (list: ShoppingList) => list.ingredients.map((i) => i.name).sort();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  link = await startLink(server);
  for (const [i, who] of [owner, friend].entries()) {
    await registerUser(server, who, INVITES[i]!);
    tokens[who.email] = (await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: who.email, password: who.password } })).token;
  }
  catalogue = (await api<{ data: Option[] }>(server, '/form-options/ingredients')).data;
});
afterAll(async () => {
  await browser?.close();
  await link?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
  expect(problems.flat()).toEqual([]);
});

async function signedInPage(who: TestUser, base = server.url): Promise<Page> {
  const { page, problems: found } = await newPage(browser, base);
  problems.push(found);
  pages.push(page);
  await signIn(page, who);
  return page;
}

/** The worker controls the page and the last known lists (with this one) are kept for offline use. */
async function readyForOffline(page: Page, listName: string) {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await offlineCopyHolds(page, listName);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function add(page: Page, text: string) {
  await page.getByLabel('Add an item').fill(text);
  await page.getByRole('button', { name: `Add ${text}`, exact: true }).click();
  await visible(page.getByLabel(`Quantity of ${text}`));
}

test('offline: a reload opens the list in shop mode and ticking works', async () => {
  const id = await createList('Corner shop', ['milk', 'plain flour']);
  const page = await signedInPage(owner);
  await readyForOffline(page, 'Corner shop');

  await page.context().setOffline(true);
  await page.goto(`/user-shopping-lists/${id}?viewMode=shopmode`);
  await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'visible' });
  const milk = page.getByRole('checkbox', { name: /^milk/ });
  await visible(milk);
  await milk.check();
  expect(await milk.isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: /^plain flour/ }).isChecked()).toBe(false);
  // the tick is kept on this device, through another offline reload
  await page.reload();
  await visible(page.getByRole('checkbox', { name: /^milk/ }));
  expect(await page.getByRole('checkbox', { name: /^milk/ }).isChecked()).toBe(true);
  await page.context().setOffline(false);
});

test('offline: a 450-item list, kept in records of 200 items, opens whole', async () => {
  const now = new Date().toISOString();
  const ingredients = Array.from({ length: 450 }, (_, i): ShoppingListItem => ({
    value: `CUSTOM-bulk-${i}`, id: `CUSTOM-bulk-${i}`, name: `bulk item ${String(i).padStart(3, '0')}`, quantity: 1, default_quantity: 1,
    unit: 'unit', default_unit: 'unit', measurement: 'unit', image: null, checked: false, date_added: now, category_id: null,
  }));
  const { user_shoppinglist_id: id } = await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', {
    method: 'POST', token: tokens[owner.email], body: { name: 'Bulk order', ingredients },
  });
  const page = await signedInPage(owner);
  await readyForOffline(page, 'bulk item 449');
  const itemRecords = async () => (await readIndexedDb(page, 'larder-offline', 'copy') as { savedAt: number; items?: { name: string; quantity: number }[] }[])
    .filter((record) => record.items?.some((item) => item.name.startsWith('bulk item')));
  expect((await itemRecords()).map((record) => record.items!.length)).toEqual([200, 200, 50]);

  await page.context().setOffline(true);
  await page.goto(`/user-shopping-lists/${id}?viewMode=shopmode`);
  await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'visible' });
  // every row tells the list's whole size: all 450 came back from the copy
  const first = page.getByRole('checkbox', { name: /^bulk item 000/ });
  await visible(first);
  expect(await page.locator('li[aria-setsize]').first().getAttribute('aria-setsize')).toBe('450');
  await page.context().setOffline(false);

  // an edit saved writes again only the record that holds the changed item: the save's answer keeps the others
  const loaded = Date.now();
  await page.goto(`/user-shopping-lists/edit/${id}`);
  const quantity = page.getByLabel('Quantity of bulk item 000');
  await visible(quantity);
  // this page's first write of the copy writes all of its records
  await until(async () => (await itemRecords()).every((record) => record.savedAt >= loaded), 'the copy is written in this page');
  const written = (await itemRecords()).map((record) => record.savedAt);
  await quantity.fill('3');
  await until(async () => (await itemRecords())[0]!.items![0]!.quantity === 3, 'the copy holds the saved edit');
  const rewritten = (await itemRecords()).map((record) => record.savedAt);
  expect(rewritten[0]).toBeGreaterThan(written[0]!);
  expect(rewritten.slice(1)).toEqual(written.slice(1));
});

test('offline: an edit is pending, survives a reload, and reaches the server exactly once on reconnect', async () => {
  const id = await createList('Market', ['milk']);
  const before = await readList(id);
  // through a link the test cuts: nothing can reach the server while "offline"
  const page = await signedInPage(owner, link.url);
  await page.goto(`/user-shopping-lists/edit/${id}`);
  await visible(page.getByLabel('Quantity of milk'));
  await readyForOffline(page, 'Market');
  await visible(page.getByLabel('Quantity of milk'));
  // the ingredient search has its options before the signal goes (on a loaded machine they were still on their way)
  await page.getByLabel('Add an item').fill('plain flour');
  await visible(page.getByRole('button', { name: 'Add plain flour', exact: true }));
  await page.getByLabel('Add an item').fill('');

  // the browser's offline emulation may miss a request the service worker passes on (a worker started after it
  // was set): the list's writes are refused in the browser too, as no network would carry them, and the link is cut
  const noNetwork = (route: Route) => route.abort('internetdisconnected');
  await page.context().route('**/api/user-shoppinglists/**', noNetwork);
  await page.context().setOffline(true);
  link.cut();
  await add(page, 'plain flour');
  await visible(page.getByText('Pending (offline): saved when you are back online'));

  // a reload with no signal still shows the edit, still pending
  await page.reload();
  await visible(page.getByLabel('Quantity of plain flour'));
  await visible(page.getByText('Pending (offline): saved when you are back online'));
  // on a phone, the top bar says both in one row, neither cut short
  await page.setViewportSize({ width: 390, height: 844 });
  const badges = page.locator('.topbar .offline-badge');
  await visible(badges.filter({ hasText: '1 edit waiting' }));
  expect(await badges.allTextContents()).toEqual(['Offline', '1 edit waiting']);
  expect(await badges.evaluateAll((all) => all.every((b) => b.scrollWidth <= b.clientWidth))).toBe(true);
  expect((await page.locator('header.topbar').boundingBox())!.height).toBeLessThan(70);

  link.mend();
  await page.context().unroute('**/api/user-shoppinglists/**', noNetwork);
  await page.context().setOffline(false);
  await visible(page.getByText('Saved', { exact: true }), 15_000);
  const after = await readList(id);
  expect(itemNames(after)).toEqual(['milk', 'plain flour']);
  // one write: the version moved by exactly one
  expect(after.version).toBe(before.version! + 1);
  // and nothing is left to send
  expect(await readIndexedDb(page, 'larder-outbox', 'pending')).toEqual([]);
});

test('an edit whose answer was lost on the way is saved once, not taken for someone else\'s change', async () => {
  const id = await createList('Lost answer', ['milk']);
  const before = await readList(id);
  const page = await signedInPage(owner);
  await page.goto(`/user-shopping-lists/edit/${id}`);
  await visible(page.getByLabel('Quantity of milk'));
  // the first save reaches the server; its answer never reaches the page
  let dropped = false;
  await page.route(`**/api/user-shoppinglists/${id}`, async (route) => {
    if (route.request().method() !== 'PUT' || dropped) return route.fallback();
    dropped = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await add(page, 'plain flour');
  // no answer: for all the page knows, the connection is gone
  await visible(page.getByText('Pending (offline): saved when you are back online'));
  expect(itemNames(await readList(id))).toEqual(['milk', 'plain flour']);

  // sent again (as when the connection comes back), on the version it was built on: the server has it already
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await visible(page.getByText('Saved', { exact: true }), 15_000);
  expect(await page.getByText(/changed by someone else/).count()).toBe(0);
  const after = await readList(id);
  expect(itemNames(after)).toEqual(['milk', 'plain flour']);
  expect(after.version).toBe(before.version! + 1);
});

test('an edit made just before the user leaves the app is saved: the browser finishes its write as the page goes', async () => {
  const id = await createList('Quick close', ['milk']);
  const before = await readList(id);
  const page = await signedInPage(owner);
  await page.goto(`/user-shopping-lists/edit/${id}`);
  await visible(page.getByLabel('Quantity of milk'));
  // the page has loaded what it shows (a save on its way as the page goes is not finished: the next start sends it)
  await page.waitForLoadState('networkidle');
  // well inside the autosave's half second: nothing has been sent when the page goes, and no page of the app follows
  await page.getByLabel('Quantity of milk').fill('7');
  await page.goto('/latest-version.json');
  await until(async () => (await readList(id)).ingredients[0]!.quantity === 7, 'the server has the quantity 7');
  expect((await readList(id)).version).toBe(before.version! + 1);
});

test('an edit whose write could not go as the page went is kept on the device and sent by the next start', async () => {
  const id = await createList('Cut at reload', ['milk']);
  // through a link the test cuts: the write the browser finishes after the page has gone cannot be stopped otherwise
  const page = await signedInPage(owner, link.url);
  await page.goto(`/user-shopping-lists/edit/${id}`);
  await visible(page.getByLabel('Quantity of milk'));
  await readyForOffline(page, 'Cut at reload');
  await visible(page.getByLabel('Quantity of milk'));
  await page.getByLabel('Quantity of milk').fill('9');
  // the signal goes with the page: the write it sends as it goes never arrives, and the next start has no server
  link.cut();
  await page.context().setOffline(true);
  await page.reload();
  // the next start shows the edit, waiting to be sent
  await visible(page.getByLabel('Quantity of milk'));
  await until(async () => await page.getByLabel('Quantity of milk').inputValue() === '9', 'the page shows the quantity 9');
  await visible(page.getByText('Pending (offline): saved when you are back online'));
  expect((await readList(id)).ingredients[0]!.quantity).toBe(1);
  link.mend();
  await page.context().setOffline(false);
  await until(async () => (await readList(id)).ingredients[0]!.quantity === 9, 'the server has the quantity 9', 15_000);
  await visible(page.getByText('Saved', { exact: true }), 15_000);
});

test('two people editing one shared list converge with no lost item: the later save gets the conflict and merges', async () => {
  const id = await createList('Party', ['milk']);
  await api(server, '/share', { method: 'PUT', token: tokens[owner.email], body: { shared_with: [{ email: friend.email, canEdit: true }], entity_id: id, type: 'UserShoppinglist' } });
  const [mine, theirs] = await Promise.all([signedInPage(owner), signedInPage(friend)]);
  for (const page of [mine, theirs]) {
    await page.goto(`/user-shopping-lists/edit/${id}`);
    await visible(page.getByLabel('Quantity of milk'));
  }

  // the owner saves first
  await add(mine, 'plain flour');
  await visible(mine.getByText('Saved', { exact: true }));

  // the friend's edit was based on the list before it: the conflict is shown, nothing is overwritten
  await add(theirs, 'butter');
  const dialog = theirs.getByRole('dialog', { name: 'This list was changed by someone else' });
  await visible(dialog);
  expect(itemNames(await readList(id))).toEqual(['milk', 'plain flour']);
  await dialog.getByRole('button', { name: 'Merge my changes' }).click();
  await visible(theirs.getByText('Saved', { exact: true }));
  await visible(theirs.getByLabel('Quantity of plain flour'));
  expect(itemNames(await readList(id))).toEqual(['butter', 'milk', 'plain flour']);

  // the owner's next edit is now the stale one: merged too, and nobody's item is lost
  await mine.getByLabel('Quantity of milk').fill('3');
  const ownerDialog = mine.getByRole('dialog', { name: 'This list was changed by someone else' });
  await visible(ownerDialog);
  await ownerDialog.getByRole('button', { name: 'Merge my changes' }).click();
  await visible(mine.getByLabel('Quantity of butter'));
  await visible(mine.getByText('Saved', { exact: true }));
  const final = await readList(id);
  expect(itemNames(final)).toEqual(['butter', 'milk', 'plain flour']);
  expect(final.ingredients.find((i) => i.name === 'milk')!.quantity).toBe(3);
});

test('signed in: a recipe page seen once opens offline from the cache, and no auth call or personal data is cached', async () => {
  const recipe = (await api<{ data: { recipe_id: number; name: string }[] }>(server, '/recipes?page=1')).data[0]!;
  const page = await signedInPage(owner);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
  await page.goto('/user-stores');
  await visible(page.getByRole('link', { name: /Pantry/ }));

  const cached = async () => page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    }
    return urls;
  });
  await page.waitForFunction(async (id) => {
    const cache = await caches.open('larder-recipe-data');
    return (await cache.keys()).some((r) => new URL(r.url).pathname === `/api/recipes/${id}`);
  }, recipe.recipe_id);
  const urls = await cached();
  expect(urls).toContain(`larder-recipe-data /api/recipes/${recipe.recipe_id}`);
  expect(urls.filter((u) => !/^larder-(recipe-data \/api\/(recipes|home-beta|form-options)|images \/api\/images|sounds|ocr)/.test(u))).toEqual([]);
  expect(urls.filter((u) => /login|logout|register|account|user-|stores|share|password|verify|forgot/.test(u))).toEqual([]);

  await page.context().setOffline(true);
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: recipe.name }));
  await page.context().setOffline(false);
});
