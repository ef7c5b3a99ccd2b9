// The cookbook journey of issue 7, in a real browser against the real server (loopback imports allowed for this
// test only): import a recipe from a page a local HTTP server serves, open it and read the disclaimer; import a
// page with no recipe, which ends as a failed row opening the original page in a new tab; paste the HTML of a
// page whose site refuses the server; and write a note with a script payload, which is stripped or refused,
// while no alert ever fires; and Back from one of many own recipes returns to the row left. The cookbook's search
// finds an import and an own recipe again by name, typed at a real keyboard's pace, and keeps it for Back and a reload.
import type { Browser, Locator, Page } from 'playwright-core';
import { api, launchBrowser, newPage, recipePage, registerUser, serveSite, signIn, startServer, until, type RunningServer, type Site } from './harness';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;
let site: Site | undefined;
let siteUrl: string;
const problems: string[][] = [];
const alerts: string[] = [];

const cook = { name: 'book_cook', email: 'book.cook@example.com', password: 'book-pass-1' };

const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Loopback leek soup',
  description: 'A soup <img src=x onerror=alert(1)> for testing.',
  recipeYield: '4 servings',
  prepTime: 'PT15M',
  cookTime: 'PT0H45M',
  recipeIngredient: ['2 leeks', '1 l vegetable stock'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Slice the leeks.' }, { '@type': 'HowToStep', text: 'Simmer in the stock.' }],
};

beforeAll(async () => {
  site = await serveSite((req, res) => {
    if (req.url === '/soup') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(recipePage(RECIPE));
    } else if (req.url === '/lentils') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(recipePage({ ...RECIPE, name: 'Creamy Coconut Curry Lentils with Spinach' }));
    } else if (req.url === '/refuses') {
      res.writeHead(403, { 'Content-Type': 'text/plain' }).end('no robots');
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Blog</title><p>Just a story, no recipe.</p>');
    }
  });
  siteUrl = site.url;
  [server, browser] = await Promise.all([startServer({ IMPORT_ALLOW_LOOPBACK: '1' }), launchBrowser()]);
  await registerUser(server, cook);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
  expect(alerts).toEqual([]);
});

async function signedInPage(): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await signIn(page, cook);
  return page;
}

async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function importUrl(page: Page, url: string) {
  const box = page.getByLabel('Recipe web address');
  await box.fill(url);
  await box.press('Enter');
}

test('import a recipe, open it, scale it and read the disclaimer; a page without a recipe ends as a failed row opening the page', async () => {
  const page = await signedInPage();
  await page.goto('/user-recipes#imported');
  await visible(page.getByText('zip.'));

  await importUrl(page, `${siteUrl}/soup`);
  await visible(page.getByText('recipe imported'));
  expect(await page.getByLabel('Recipe web address').inputValue()).toBe('');
  const row = page.getByRole('list', { name: 'Imported recipes' }).getByRole('link', { name: /Loopback leek soup/ });
  await visible(row);

  await row.click();
  await visible(page.getByRole('heading', { level: 1, name: 'Loopback leek soup' }));
  expect(new URL(page.url()).pathname).toMatch(/^\/imported-recipes\/\d+$/);
  await visible(page.getByText('Yield: 4 servings'));
  // the page's times, the total its preparation and cooking added
  expect(await page.locator('.imported__meta').textContent()).toBe('Yield: 4 servings · Prep 15 min · Cook 45 min · Total 1 h');
  expect(await page.locator('#IMPORT_INGREDIENT_0').isVisible()).toBe(true);
  expect(await page.getByLabel('2 leeks').isChecked()).toBe(false);
  expect(await page.getByRole('region', { name: 'Instructions' }).getByRole('listitem').allTextContents()).toEqual(['Slice the leeks.', 'Simmer in the stock.']);
  expect(await page.locator('article img').count()).toBe(0);

  // the yield is servings: two more make 6, every line's leading amount scaled, and a reload keeps them
  const servings = page.getByRole('group', { name: 'Servings' });
  await servings.getByRole('button', { name: 'More servings' }).click();
  await servings.getByRole('button', { name: 'More servings' }).click();
  await page.waitForURL(/\?serves=6$/);
  await page.reload();
  await visible(page.getByLabel('3 leeks'));
  // a metric amount as a decimal (a jug has no fractions)
  expect(await page.getByLabel('1.5 l vegetable stock').isChecked()).toBe(false);
  // its cook mode, at those servings: a step at a time with what it needs, and back to the page as it was
  await page.getByRole('link', { name: 'Start cooking' }).click();
  await visible(page.getByRole('heading', { level: 2, name: 'Step 1 of 2' }));
  await visible(page.getByText('Cook mode · 6 servings'));
  expect(await page.getByRole('list', { name: 'You need' }).textContent()).toBe('3 leeks');
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByRole('heading', { level: 2, name: 'Step 2 of 2' }));
  expect(await page.getByRole('list', { name: 'You need' }).textContent()).toBe('1.5 l vegetable stock');
  await page.getByRole('button', { name: 'Exit cook mode' }).click();
  await visible(page.getByLabel('3 leeks'));
  expect(new URL(page.url()).search).toBe('?serves=6');
  await page.getByRole('button', { name: 'as written (4)' }).click();
  await visible(page.getByLabel('2 leeks'));

  await page.getByRole('button', { name: /info/ }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Imported Recipe Disclaimer' });
  await visible(disclaimer);
  for (const section of ['Accuracy', 'Liability', 'Copyright']) await visible(disclaimer.getByRole('heading', { name: section }));
  const box = await disclaimer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await disclaimer.getByRole('button', { name: 'ok' }).click();
  await disclaimer.waitFor({ state: 'hidden' });

  // a page with no recipe: kept as failed; its row opens the page itself in a new tab, with no way back to us
  await page.goto('/user-recipes#imported');
  await importUrl(page, `${siteUrl}/story`);
  await visible(page.getByText('recipe import failed'));
  const failed = page.getByRole('link', { name: /127\.0\.0\.1.*import failed/ });
  await visible(failed);
  const [popup] = await Promise.all([page.context().waitForEvent('page'), failed.click()]);
  await popup.waitForLoadState('domcontentloaded');
  expect(popup.url()).toBe(`${siteUrl}/story`);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  expect(new URL(page.url()).pathname).toBe('/user-recipes');
});

test('a site that refuses the server: its page is pasted instead', async () => {
  const page = await signedInPage();
  await page.goto('/user-recipes#imported');
  await importUrl(page, `${siteUrl}/refuses`);
  await visible(page.getByText('could not be read from here'));
  await page.getByRole('button', { name: 'paste the page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste the page instead' });
  await dialog.getByLabel("The page's HTML").fill(recipePage({ ...RECIPE, name: 'Pasted leek tart' }));
  await dialog.getByRole('button', { name: 'import' }).click();
  await visible(page.getByText('recipe imported'));
  const row = page.getByRole('link', { name: /Pasted leek tart/ });
  await visible(row);
  await row.click();
  await visible(page.getByRole('link', { name: /View the original on 127\.0\.0\.1/ }));
});

test('a note with a script payload is stripped as typed or refused, and no alert fires', async () => {
  const page = await signedInPage();
  await page.goto('/user-recipes#notes');
  await page.getByRole('button', { name: 'make a note' }).click();
  const content = page.getByLabel('Note', { exact: true });

  await content.fill('<img src=x onerror=alert(1)><script>alert(2)</script>Buy leeks');
  expect(await content.inputValue()).toBe('Buy leeks');

  await content.fill('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
  await page.getByRole('button', { name: 'save' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'This note cannot be saved' }));

  await content.fill('javascript:alert(3)');
  await page.getByRole('button', { name: 'save' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'This note cannot be saved' }));
  expect(await page.evaluate(() => window.localStorage.getItem('notes'))).toBeNull();

  await content.fill('Buy leeks & stock');
  await page.getByRole('button', { name: 'save' }).click();
  await visible(page.getByRole('heading', { name: 'note 1' }));
  await page.reload();
  await visible(page.getByText('Buy leeks & stock'));
});

test('Back from an own recipe returns to its row of the custom tab, not to the top of the tab panel (QA power D3)', async () => {
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const [ingredient] = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/ingredients')).data;
  for (let i = 1; i <= 40; i += 1) {
    await api(server, '/user-recipe-creator', {
      method: 'POST',
      token,
      body: {
        name: `Weeknight dish ${i}`, description: 'Quick.', serves: 2,
        ingredients: [{ value: ingredient!.value, name: ingredient!.name, quantity: 1, measurement: 'unit' }],
        steps: [{ title: 'Cook', description: 'Cook it.' }],
      },
    });
  }
  const page = await signedInPage();
  await page.goto('/user-recipes#custom');
  // most recently changed first: dish 10 is the 31st row
  const row = page.getByRole('list', { name: 'My recipes' }).getByRole('button', { name: /^Weeknight dish 10\b/ });
  await visible(row);
  await row.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(1500);
  await row.click();
  await page.getByRole('dialog').getByRole('link', { name: 'view' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Weeknight dish 10' }));
  // the recipe's page is shorter than the spot left: the browser cannot restore it before the list is drawn again
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(left);

  await page.goBack();
  await visible(row);
  const scrolled = () => page.evaluate(() => window.scrollY);
  await until(async () => Math.abs((await scrolled()) - left) <= 2, `back at the row left (scrollY ${left})`, 5_000);
  // and it stays there, the focus not taken by the tab panel
  await page.waitForTimeout(500);
  expect(Math.abs((await scrolled()) - left)).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role') ?? null)).not.toBe('tabpanel');
  expect(await row.isVisible()).toBe(true);
});

test('the search finds an import and an own recipe again by name; Back and a reload keep it, Escape empties it (QA newcomer D2)', async () => {
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const [ingredient] = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/ingredients')).data;
  await api(server, '/user-recipe-creator', {
    method: 'POST',
    token,
    body: {
      name: "Nonna's Ragù", description: 'Slow.', serves: 4,
      ingredients: [{ value: ingredient!.value, name: ingredient!.name, quantity: 1, measurement: 'unit' }],
      steps: [{ title: 'Simmer', description: 'Three hours.' }],
    },
  });
  // the soup is kept already where the first test ran
  for (const path of ['/soup', '/lentils']) await api(server, '/user-imported-recipes', { method: 'POST', token, body: { url: `${siteUrl}${path}` } });
  const page = await signedInPage();
  await page.goto('/user-recipes#imported');
  const list = page.getByRole('list', { name: 'Imported recipes' });
  await visible(list.getByRole('link', { name: /Creamy Coconut Curry Lentils/ }));
  const importCount = (await api<unknown[]>(server, '/user-imported-recipes', { token })).length;

  // typed key by key: no letter is lost to the address written behind the typing
  const field = page.getByRole('searchbox', { name: 'Search imported recipes' });
  await field.pressSequentially('LENTIL');
  expect(await field.inputValue()).toBe('LENTIL');
  await until(async () => (await list.getByRole('link').count()) === 1, 'one import left');
  expect(importCount).toBeGreaterThan(1);
  await visible(list.getByRole('link', { name: /Creamy Coconut Curry Lentils/ }));
  await visible(page.getByRole('status').filter({ hasText: /^1 match/ }));
  await page.waitForURL((url) => url.search === '?q=LENTIL' && url.hash === '#imported');

  // opened from the results, Back returns to them; a reload keeps them too
  await list.getByRole('link', { name: /Creamy Coconut Curry Lentils/ }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Creamy Coconut Curry Lentils with Spinach' }));
  await page.goBack();
  await visible(list.getByRole('link', { name: /Creamy Coconut Curry Lentils/ }));
  expect(await field.inputValue()).toBe('LENTIL');
  await page.reload();
  await visible(list.getByRole('link', { name: /Creamy Coconut Curry Lentils/ }));
  expect(await list.getByRole('link').count()).toBe(1);

  // the search follows to another tab: accents and case forgiven among the other recipes of one's own
  const ownCount = (await api<unknown[]>(server, '/user-recipe-creator', { token })).length;
  await page.getByRole('tab', { name: 'custom' }).click();
  const mine = page.getByRole('searchbox', { name: 'Search your recipes' });
  await mine.fill('ragu');
  const own = page.getByRole('list', { name: 'My recipes' });
  await visible(own.getByRole('button', { name: /^Nonna's Ragù/ }));
  await until(async () => (await own.getByRole('button').count()) === 1, 'one own recipe left');

  // nothing found says so; Escape empties the search and every row is back
  await mine.fill('tagine');
  await visible(page.getByText('No recipes of your own match “tagine”.'));
  await mine.press('Escape');
  expect(await mine.inputValue()).toBe('');
  await until(async () => (await own.getByRole('button').count()) === ownCount, 'every own recipe back');
  expect(new URL(page.url()).search).toBe('');
});
