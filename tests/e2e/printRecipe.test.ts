// A recipe on paper (QA newcomer D6): an imported recipe prints as the catalogue's and one's own recipe pages do,
// the recipe only: its name, yield and times, its ingredient lines as text (no tick boxes, a ticked line not struck
// through), its steps and the address of its source, without Start cooking, info, Copy to my recipes or the
// ticking hint. Printed by the print media at an A4 page's width inside its margins (180 mm, 680 px).
import type { Browser, Page } from 'playwright-core';
import type { UserRecipeSaveResponse } from '../../contract/api';
import type { ImportedRecipe } from '../../contract/entities';
import { api, launchBrowser, newPage, registerUser, signIn, startServer, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const problems: string[][] = [];

const cook = { name: 'paper_cook', email: 'paper.cook@example.com', password: 'paper-pass-1' };
const SOURCE = 'https://example.com/recipes/leek-and-potato-soup';
const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Paper leek and potato soup',
  recipeYield: '4 servings',
  prepTime: 'PT10M',
  recipeIngredient: ['2 leeks, sliced', '500 g potatoes, peeled', '30 g unsalted butter'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the leeks in the butter for 10 minutes.' },
    { '@type': 'HowToStep', text: 'Add the potatoes and water, and simmer until soft.' },
  ],
};
let importId = 0;
let ownId = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, cook);
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const html = `<!doctype html><html><head><title>Soup</title><script type="application/ld+json">${JSON.stringify(RECIPE)}</script></head><body></body></html>`;
  importId = (await api<ImportedRecipe>(server, '/user-imported-recipes/html', { method: 'POST', token, body: { url: SOURCE, html } })).import_recipe_id;
  const options = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/ingredients')).data;
  const leek = options.find((o) => o.name === 'leek')!.value;
  ownId = (await api<UserRecipeSaveResponse>(server, '/user-recipe-creator', {
    method: 'POST',
    token,
    body: {
      name: 'Paper leek gratin', description: 'Leeks under a crust.', serves: 2, image: null,
      ingredients: [{ value: leek, name: 'leek', quantity: 3, measurement: 'unit', treatment: 'sliced' }],
      steps: [{ title: 'Bake', description: 'Bake until golden.', timer: null, step_image: null }],
    },
  })).user_recipe_id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
});

async function paperWidePage(): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  await page.setViewportSize({ width: 680, height: 1000 });
  return page;
}

test('an imported recipe prints its name, yield and times, its lines as text, its steps and its source\'s address, without its controls', async () => {
  const page = await paperWidePage();
  await signIn(page, cook);
  await page.goto(`/imported-recipes/${importId}`);
  await visible(page.getByRole('heading', { level: 1, name: RECIPE.name }));
  const ticked = page.getByRole('checkbox', { name: '2 leeks, sliced' });
  await ticked.check();

  await page.emulateMedia({ media: 'print' });
  for (const control of [
    page.getByRole('link', { name: /Start cooking/ }),
    page.getByRole('button', { name: /info/ }),
    page.getByRole('button', { name: 'Copy to my recipes' }),
    page.getByText(/Tick them off as you gather them/),
    ...RECIPE.recipeIngredient.map((line) => page.getByRole('checkbox', { name: line })),
  ]) {
    expect(await control.isVisible()).toBe(false);
  }
  for (const text of [RECIPE.name, 'Yield: 4 servings', ...RECIPE.recipeIngredient, ...RECIPE.recipeInstructions.map((step) => step.text)]) {
    expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
  }
  expect(await page.locator('.imported__meta').innerText()).toContain('Prep 10 min');
  // the ticked line reads as the others do
  expect(await page.locator('label[for="IMPORT_INGREDIENT_0"] > span').evaluate((line) => getComputedStyle(line).textDecorationLine)).toBe('none');
  // the source's address, which a link on paper cannot give by a click
  const source = page.locator('.imported__source a');
  expect(await source.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(`": ${SOURCE}"`);
  // ingredients beside the steps, as the catalogue's page prints them
  const [lines, steps] = await Promise.all([page.locator('.imported__ingredients').boundingBox(), page.locator('.imported__steps').boundingBox()]);
  expect(lines!.x + lines!.width).toBeLessThanOrEqual(steps!.x);

  await page.emulateMedia({ media: null });
  expect(await page.getByRole('link', { name: /Start cooking/ }).isVisible()).toBe(true);
  expect(await ticked.isVisible()).toBe(true);
  await page.context().close();
});

test('the catalogue\'s recipe page leaves the same controls off on paper', async () => {
  const page = await paperWidePage();
  await page.goto('/recipes/1');
  await visible(page.getByRole('heading', { level: 1 }));
  await visible(page.getByRole('link', { name: /Start cooking/ }));
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('link', { name: /Start cooking/ }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Recipe options' }).isVisible()).toBe(false);
  await page.context().close();
});

test('one\'s own recipe prints its category and servings, but not whether it is published (QA author D9)', async () => {
  const page = await paperWidePage();
  await signIn(page, cook);
  await page.goto(`/user-recipes/${ownId}`);
  await visible(page.getByRole('heading', { level: 1, name: 'Paper leek gratin' }));
  const meta = page.locator('.user-recipe header p.muted').first();
  await visible(meta.getByText('private'));
  await page.emulateMedia({ media: 'print' });
  expect(await meta.innerText()).toBe('No category · Serves 2');
  await page.emulateMedia({ media: null });
  expect(await meta.innerText()).toMatch(/^No category · Serves 2 · private$/i);
  await page.context().close();
});
