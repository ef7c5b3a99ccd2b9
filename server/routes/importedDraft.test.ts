// 'Copy to my recipes' (ours): GET /user-imported-recipes/{id}/draft on real recipe pages, each served from a local
// HTTP server and imported through the real API (loopback allowed for this app only), its lines matched against the
// seeded catalogue; the draft is a recipe the wizard's Submit saves as it is. The pages are other people's work: read
// in place from the shared data folder (../shared/data/README.md), never copied into the repository.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ImportedRecipeDraftResponse } from '../../contract/api';
import type { ImportedRecipe, RecipeDraft, UserRecipe } from '../../contract/entities';
import { ALSO_NEEDED } from '../services/importedDraft';
import { createCatalogueTestApp } from '../test/catalogue';
import type { Auth } from '../test/cookbook';
import { signUp, TEST_INVITES, type TestApp } from '../test/testApp';

const dataDir = process.env.LARDER_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');
const PAGES = { cookies: 'kingarthurbaking.com/kingarthur.testhtml', mash: 'cafedelites.com/cafedelites_2.testhtml' };
const available = existsSync(path.join(dataDir, 'recipe-pages', PAGES.cookies));
if (!available) console.warn(`copy of real imports skipped: ${dataDir}/recipe-pages not found (set LARDER_SHARED_DATA)`);
const maybe = available ? test : test.skip;

let t: TestApp;
let a: Auth;
let b: Auth;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = Object.values(PAGES).find((p) => req.url === `/${p}`);
    if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(path.join(dataDir, 'recipe-pages', page)));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createCatalogueTestApp({ importAllowLoopback: true });
  a = (await signUp(t, TEST_INVITES[0]!)).auth;
  b = (await signUp(t, TEST_INVITES[1]!)).auth;
}, 120_000);
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function importPage(auth: Auth, page: string): Promise<ImportedRecipe> {
  const res = await t.app.inject({ method: 'POST', url: '/api/user-imported-recipes', headers: auth, payload: { url: `${base}/${page}` } });
  // 200: already imported (an earlier test's), the same import
  expect([200, 201]).toContain(res.statusCode);
  return res.json<ImportedRecipe>();
}
const draftOf = (auth: Auth, id: number | string) => t.app.inject({ url: `/api/user-imported-recipes/${id}/draft`, headers: auth });
const ownRecipes = async (auth: Auth) => (await t.app.inject({ url: '/api/user-recipe-creator', headers: auth })).json<UserRecipe[]>();

/** The wizard's Submit body (src/lib/recipeDraft draftToRequest) of a draft as it comes. */
const requestOf = (draft: RecipeDraft) => ({
  name: draft.name, description: draft.description, category_id: draft.category_id, serves: draft.serves, image: draft.recipe_image,
  ingredients: draft.ingredients.map(({ value, name, quantity, measurement, treatment }) => ({ value, name, quantity, measurement, treatment })),
  steps: draft.steps.map((s) => ({ title: s.title, description: s.description, timer: /[1-9]/.test(s.timer) ? s.timer : null, step_image: s.step_image })),
});

/** Nothing of the import is left out: each line is an ingredient's, or listed at the end of the description. */
function expectEveryLineKept(lines: string[], { data, unmatched }: ImportedRecipeDraftResponse, matched: number) {
  const listed = data.description.split(`${ALSO_NEEDED}\n`)[1]?.split('\n\n')[0]?.split('\n').map((l) => l.slice(2)) ?? [];
  expect(listed.length + matched).toBe(lines.length);
  for (const line of unmatched) expect(listed).toContain(line);
}

maybe('a cookie recipe from its page: what it makes kept in words, its lines the catalogue\'s ingredients, the rest listed; saved as it comes', async () => {
  const imported = await importPage(a, PAGES.cookies);
  const before = (await ownRecipes(a)).length;
  const res = await draftOf(a, imported.import_recipe_id);
  expect(res.statusCode).toBe(200);
  const body = res.json<ImportedRecipeDraftResponse>();
  const { data: draft } = body;
  expect(draft.name).toBe('Spiced Rye Ginger Cookies');
  // '22 cookies' is no number of servings: serves as a new recipe does, the yield in the description
  expect(draft.serves).toBe(1);
  expect(draft.description).toMatch(/^Cinnamon, cardamom, ginger, and rye bring a fresh twist/);
  expect(draft.description).toContain('\n\nYield: 22 cookies\n\n');
  expect(draft.description.endsWith(`\n\nSource: ${base}/${PAGES.cookies}`)).toBe(true);
  const ingredient = (name: string) => draft.ingredients.find((i) => i.name === name);
  expect(ingredient('egg')).toMatchObject({ quantity: 1, measurement: 'unit', default_unit: expect.any(String) });
  expect(ingredient('bicarbonate of soda')).toMatchObject({ quantity: 1, measurement: 'tsp' });
  // '3/4 cup granulated sugar' and the rolling sugar's alternative '1/3 cup (66g) granulated sugar': one ingredient
  expect(ingredient('granulated sugar')).toMatchObject({ quantity: 1, measurement: 'cup' });
  expect(body.unmatched).toContain('2 cups (212g) medium rye flour');
  const lines = (JSON.parse(imported.data) as { recipeIngredient: string[] }).recipeIngredient;
  expectEveryLineKept(lines, body, lines.length - body.unmatched.length);
  expect(draft.steps).toHaveLength(12);
  expect(draft.steps[9]).toMatchObject({ title: 'Step 10', timer: '00:12:00' });
  expect(draft.steps[9]!.description).toMatch(/^Bake the cookies for 12 to 15 minutes/);
  // nothing is saved until the wizard's Submit
  expect(await ownRecipes(a)).toHaveLength(before);

  const saved = await t.app.inject({ method: 'POST', url: '/api/user-recipe-creator', headers: a, payload: requestOf(draft) });
  expect(saved.statusCode).toBe(201);
  const recipe = saved.json<UserRecipe>();
  expect(recipe.ingredients.map((i) => i.name)).toEqual(draft.ingredients.map((i) => i.name));
  expect(recipe.steps[9]!.timer).toBe('00:12:00');
});

maybe('mashed potatoes from their page: serves 4 as its yield says, pounds in grams, the line to taste listed', async () => {
  const imported = await importPage(a, PAGES.mash);
  const body = (await draftOf(a, imported.import_recipe_id)).json<ImportedRecipeDraftResponse>();
  const { data: draft } = body;
  expect(draft.name).toBe('Easy Creamy Mashed Potatoes');
  expect(draft.serves).toBe(4);
  expect(draft.ingredients.slice(0, 3).map((i) => [i.name, i.quantity, i.measurement])).toEqual([['potato', 907, 'g'], ['salt', 1, 'tsp'], ['milk', 0.5, 'cup']]);
  expect(body.unmatched).toEqual(['Salt and Pepper, (to taste)']);
  expect(draft.description).toContain(`\n\n${ALSO_NEEDED}\n- Salt and Pepper, (to taste)\n\nSource: `);
  const lines = (JSON.parse(imported.data) as { recipeIngredient: string[] }).recipeIngredient;
  expectEveryLineKept(lines, body, lines.length - 1);
  expect(draft.steps[1]).toMatchObject({ title: 'Step 2', timer: '00:15:00' });
  expect((await t.app.inject({ method: 'POST', url: '/api/user-recipe-creator', headers: a, payload: requestOf(draft) })).statusCode).toBe(201);
});

maybe('only the user\'s own import is copied; signed out is a 401', async () => {
  const imported = await importPage(a, PAGES.mash);
  expect((await draftOf(b, imported.import_recipe_id)).statusCode).toBe(404);
  expect((await draftOf(a, 999_999)).statusCode).toBe(404);
  expect((await t.app.inject({ url: `/api/user-imported-recipes/${imported.import_recipe_id}/draft` })).statusCode).toBe(401);
});
