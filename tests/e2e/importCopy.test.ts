// 'Copy to my recipes' (ours), in a real browser against the real server and its seeded catalogue (loopback imports
// allowed for this test only): import a page a local HTTP server serves, copy it, go through the wizard's five steps
// with what the copy filled in (its lines matched to the catalogue, the one it could not match told and kept in the
// description), submit, and read the recipe as one's own.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, recipePage, registerUser, serveSite, signIn, startServer, until, type RunningServer, type Site } from './harness';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;
let site: Site | undefined;
let siteUrl: string;
const problems: string[][] = [];

const cook = { name: 'copy_cook', email: 'copy.cook@example.com', password: 'copy-pass-1' };
const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Loopback potato and leek soup',
  description: 'A thick soup for a cold day.',
  recipeYield: '4 servings',
  recipeIngredient: ['2 leeks, sliced', '500 g potatoes, peeled', '30 g unsalted butter', '1 bunch of lovage'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the leeks in the butter for 10 minutes.' },
    { '@type': 'HowToStep', name: 'Simmer', text: 'Add the potatoes and water, and simmer until soft.' },
  ],
};

beforeAll(async () => {
  site = await serveSite((req, res) => {
    if (req.url === '/soup') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(recipePage(RECIPE));
    } else {
      res.writeHead(404).end();
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
});

async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function signedInPage(): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  await signIn(page, cook);
  return page;
}

test('import a recipe, copy it to my recipes, finish the wizard on the copy, and read it as my own', async () => {
  const page = await signedInPage();
  await page.goto('/user-recipes#imported');
  const box = page.getByLabel('Recipe web address');
  await box.fill(`${siteUrl}/soup`);
  await box.press('Enter');
  await visible(page.getByText('recipe imported'));
  await page.getByRole('list', { name: 'Imported recipes' }).getByRole('link', { name: /Loopback potato and leek soup/ }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Loopback potato and leek soup' }));

  await page.getByRole('button', { name: 'Copy to my recipes' }).click();
  await visible(page.getByRole('heading', { name: 'Step 1 of 5: Basic details' }));
  expect(new URL(page.url()).pathname).toBe('/recipe-creator');
  await visible(page.getByText('Copied from Loopback potato and leek soup. Nothing is saved until you submit.'));
  expect(await page.getByRole('list', { name: 'Not in the catalogue:' }).textContent()).toBe('1 bunch of lovage');
  expect(await page.getByLabel('Recipe name').inputValue()).toBe('Loopback potato and leek soup');
  expect(await page.getByLabel('Description').inputValue())
    .toBe(`A thick soup for a cold day.\n\nAlso needed:\n- 1 bunch of lovage\n\nSource: ${siteUrl}/soup`);

  const next = page.getByRole('button', { name: 'Next' });
  // the name check has answered: a new name
  await until(() => next.isEnabled(), 'Next enabled');
  await next.click();
  await visible(page.getByRole('heading', { name: 'Step 2 of 5: Ingredients' }));
  // the copy's notice stays with the wizard
  await visible(page.getByText('Copied from Loopback potato and leek soup.', { exact: false }));
  expect(await page.getByRole('list', { name: 'Ingredients in this recipe' }).getByRole('listitem').allTextContents())
    .toEqual(['leekremove', 'potatoremove', 'unsalted butterremove']);

  await next.click();
  await visible(page.getByRole('heading', { name: 'Step 3 of 5: Configure' }));
  expect(await page.getByLabel('Serves').inputValue()).toBe('4');
  expect(await page.getByLabel('Quantity of leek').inputValue()).toBe('2');
  expect(await page.getByLabel('Treatment of leek').inputValue()).toBe('sliced');
  expect(await page.getByLabel('Quantity of potato').inputValue()).toBe('500');
  expect(await page.getByLabel('Measurement of potato').inputValue()).toBe('g');
  expect(await page.getByLabel('Treatment of potato').inputValue()).toBe('peeled');

  await next.click();
  await visible(page.getByRole('heading', { name: 'Step 4 of 5: Steps' }));
  expect(await page.getByLabel('Step 1 title').inputValue()).toBe('Step 1');
  expect(await page.getByLabel('Step 2 title').inputValue()).toBe('Simmer');
  expect(await page.getByLabel('Step 1 description').inputValue()).toBe('Soften the leeks in the butter for 10 minutes.');

  await next.click();
  await visible(page.getByRole('heading', { name: 'Step 5 of 5: Review' }));
  await page.getByRole('button', { name: 'Submit' }).click();
  await visible(page.getByText('Recipe created'));
  await page.waitForURL(/\/user-recipes\/\d+$/);

  await visible(page.getByRole('heading', { level: 1, name: 'Loopback potato and leek soup' }));
  const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
  // the allergen marks come with the recipe's facts, a request after the recipe itself: butter's comes in
  await visible(ingredients.getByText('(allergen)'));
  expect(await ingredients.allTextContents()).toEqual(['2 leeks, sliced', '500 g potato, peeled', '30 g unsalted butter (allergen)']);
  await visible(page.getByText('- 1 bunch of lovage', { exact: false }));
  const method = page.getByRole('region', { name: 'Method' });
  expect(await method.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Step 1', 'Simmer']);
  await visible(method.getByText('10:00'));

  // the copy is the user's own now, in the cookbook's custom tab; the import is still there
  await page.goto('/user-recipes#custom');
  await visible(page.getByRole('list', { name: 'My recipes' }).getByRole('button', { name: /Loopback potato and leek soup/ }));
  await page.goto('/user-recipes#imported');
  await visible(page.getByRole('list', { name: 'Imported recipes' }).getByRole('link', { name: /Loopback potato and leek soup/ }));
});
