// Import from a web address (SPEC §7 /user-imported-recipes, issue 7): pages served by a local server and
// imported through the API, with loopback allowed for this app only; the pasted-HTML path; access.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImportedRecipe, ImportedRecipeData, Mealplan } from '../../contract/entities';
import { IMPORTED_RECIPES_MAX } from '../../contract/cookbookLimits';
import { IMPORT_URL_INVALID, IMPORT_URL_MAX, IMPORT_URL_TOO_LONG } from '../../contract/cookbookSchemas';
import { MESSAGES } from '../../contract/rules';
import { importedRecipes } from '../db/schema';
import { addressKey, IMPORTS_FULL, NO_RECIPE_FOUND } from '../services/importer';
import type { Auth } from '../test/cookbook';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { IMPORT_DELETED } from './importedRecipes';

const RECIPE_PAGE = `<!doctype html><html><head><title>Pancakes | A blog</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
{"@type":["Recipe","NewsArticle"],"name":"Pancakes &amp; syrup <img src=x onerror=alert(1)>","description":"Thin, <b>quick</b>.",
"image":{"@type":"ImageObject","url":"/img/pancakes.jpg"},"recipeCuisine":["French"],"recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT0H20M",
"recipeIngredient":["200 g flour","2 eggs","300 ml milk",],"recipeInstructions":[{"@type":"HowToStep","text":"Whisk everything."},
{"@type":"HowToStep","text":"Fry thin pancakes."}]}]}</script></head><body><h1>Pancakes</h1></body></html>`;
const NO_RECIPE_PAGE = '<!doctype html><html><head><title>About us</title></head><body><p>We like food.</p></body></html>';
/** a recipe page of 6 MB: over what the server reads, and over what a paste may send */
const HUGE_PAGE = RECIPE_PAGE.replace('<body>', `<body>${'<p>Comments</p>'.repeat(Math.ceil((6 * 1024 * 1024) / 15))}`);

let t: TestApp;
let a: Auth;
let b: Auth;
let server: http.Server;
let base: string;
let hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    // the query only makes another address of the same page
    const path = req.url?.split('?')[0];
    if (path === '/pancakes') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE);
    else if (path === '/moved') res.writeHead(301, { location: '/recipes/pancakes' }).end();
    else if (path === '/recipes/pancakes') res.writeHead(200, { 'content-type': 'text/html' }).end(RECIPE_PAGE);
    else if (path === '/about') res.writeHead(200, { 'content-type': 'text/html' }).end(NO_RECIPE_PAGE);
    else if (path === '/bots-go-away') res.writeHead(403, { 'content-type': 'text/html' }).end('<p>Access denied</p>');
    else if (path === '/members') res.writeHead(401, { 'content-type': 'text/html' }).end('<p>Sign in</p>');
    else if (path === '/slow-down') res.writeHead(429, { 'content-type': 'text/html' }).end('<p>Too many requests</p>');
    else if (path === '/gone') res.writeHead(410, { 'content-type': 'text/html' }).end('<p>Gone</p>');
    else if (path === '/download') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(RECIPE_PAGE);
    else if (path === '/broken') res.writeHead(500, { 'content-type': 'text/html' }).end('<p>Oops</p>');
    else if (path === '/huge') res.writeHead(200, { 'content-type': 'text/html' }).end(HUGE_PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ importAllowLoopback: true });
  a = (await signUp(t, TEST_INVITES[0]!)).auth;
  b = (await signUp(t, TEST_INVITES[1]!)).auth;
}, 120_000);
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  hits = [];
});

const importUrl = (auth: Auth, url: unknown) => t.app.inject({ method: 'POST', url: '/api/user-imported-recipes', headers: auth, payload: { url } });
const importHtml = (auth: Auth, url: string, html: string) => t.app.inject({ method: 'POST', url: '/api/user-imported-recipes/html', headers: auth, payload: { url, html } });
const list = async (auth: Auth) => (await t.app.inject({ url: '/api/user-imported-recipes', headers: auth })).json<ImportedRecipe[]>();
const remove = (auth: Auth, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/user-imported-recipes/${id}`, headers: auth });
const dataOf = (row: ImportedRecipe) => JSON.parse(row.data) as ImportedRecipeData;

test('signed out, every call is a 401', async () => {
  expect((await t.app.inject({ url: '/api/user-imported-recipes' })).statusCode).toBe(401);
  expect((await importUrl({}, `${base}/pancakes`)).statusCode).toBe(401);
  expect((await importHtml({}, `${base}/pancakes`, RECIPE_PAGE)).statusCode).toBe(401);
  expect((await remove({}, 1)).statusCode).toBe(401);
  expect(hits).toEqual([]);
});

test('a page with a recipe is fetched, extracted as plain text, and stored with SPEC §3 data', async () => {
  const res = await importUrl(a, `${base}/pancakes`);
  expect(res.statusCode).toBe(201);
  const row = res.json<ImportedRecipe>();
  expect(row).toMatchObject({ url: `${base}/pancakes`, import_failed: false });
  expect(dataOf(row)).toEqual({
    // entities decoded and tags dropped: text, rendered escaped by the client
    name: 'Pancakes & syrup',
    description: 'Thin, quick.',
    // kept only as an address: the server never fetches it (the hits below)
    image: `${base}/img/pancakes.jpg`,
    recipeCuisine: 'French',
    recipeYield: '4 servings',
    recipeIngredient: ['200 g flour', '2 eggs', '300 ml milk'],
    recipeInstructions: ['Whisk everything.', 'Fry thin pancakes.'],
    // ISO 8601 durations; the page gives no total: its preparation and cooking added
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    totalTime: 'PT30M',
  });
  expect(hits).toEqual(['/pancakes']);
  expect(await list(a)).toContainEqual(row);
});

test('a redirect is followed; the row keeps the address the user gave, images resolve against the page read', async () => {
  const row = (await importUrl(a, `${base}/moved`)).json<ImportedRecipe>();
  expect(row.url).toBe(`${base}/moved`);
  expect(dataOf(row).image).toBe(`${base}/img/pancakes.jpg`);
  expect(hits).toEqual(['/moved', '/recipes/pancakes']);
});

test('a page without a recipe is kept as import_failed with its URL', async () => {
  const res = await importUrl(a, `${base}/about`);
  expect(res.statusCode).toBe(201);
  const row = res.json<ImportedRecipe>();
  expect(row).toMatchObject({ url: `${base}/about`, import_failed: true });
  expect(dataOf(row)).toEqual({ message: NO_RECIPE_FOUND });
});

test('a page that cannot be read is 422 "recipe import failed" with a code saying why, and nothing is stored', async () => {
  const before = (await list(a)).length;
  for (const [url, code] of [
    [`${base}/missing`, 'notFound'], [`${base}/gone`, 'notFound'],
    [`${base}/download`, 'notHtml'],
    [`${base}/bots-go-away`, 'refused'], [`${base}/members`, 'refused'], [`${base}/slow-down`, 'refused'],
    // a closed port, and addresses refused before any connection: the same code, so nothing tells them apart
    ['http://127.0.0.1:1/closed', 'unreachable'], ['http://10.0.0.1/recipe', 'unreachable'],
    ['http://169.254.169.254/latest/meta-data/', 'unreachable'], ['http://[::ffff:192.168.0.1]/', 'unreachable'],
    [`${base}/broken`, 'unreadable'],
  ]) {
    const res = await importUrl(a, url);
    expect([url, res.statusCode, res.json()]).toEqual([url, 422, { message: MESSAGES.recipeImportFailed, errors: { url: [code] } }]);
  }
  expect((await list(a)).length).toBe(before);
});

test('a page too large to read, and so to paste, is 422 with a code of its own', async () => {
  // b's imports: a's are near the rate limit
  const res = await importUrl(b, `${base}/huge`);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: MESSAGES.recipeImportFailed, errors: { url: ['tooLarge'] } });
});

test('the same address again answers 200 with the import already kept: nothing fetched, nothing added', async () => {
  const first = await importUrl(a, `${base}/pancakes?again`);
  expect(first.statusCode).toBe(201);
  const before = (await list(a)).length;
  hits = [];
  const again = await importUrl(a, ` ${base}/pancakes?again `);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(first.json());
  expect(hits).toEqual([]);
  expect((await list(a)).length).toBe(before);
  // another user's import of that address is their own
  expect((await importUrl(b, `${base}/pancakes?again`)).statusCode).toBe(201);
});

test('the same address written otherwise (scheme or host case, a trailing /, a default port, a fragment) is the import kept (QA B defect 6)', async () => {
  const first = await importUrl(b, `${base}/pancakes?written`);
  expect(first.statusCode).toBe(201);
  const before = (await list(b)).length;
  hits = [];
  const host = new URL(base).host;
  for (const written of [`HTTP://${host.toUpperCase()}/pancakes/?written`, `${base}/pancakes?written#method`]) {
    const again = await importUrl(b, written);
    expect([written, again.statusCode]).toEqual([written, 200]);
    expect(again.json()).toEqual(first.json());
  }
  expect(hits).toEqual([]);
  expect((await list(b)).length).toBe(before);
  // another query, or another path's case, may be another page
  expect((await importUrl(b, `${base}/pancakes?other`)).statusCode).toBe(201);
  expect(addressKey('HTTPS://Cook.Example:443/Soup//#top')).toBe('https://cook.example/Soup');
  expect(addressKey('http://cook.example:8080/')).toBe('http://cook.example:8080/');
});

test('SPEC §5: only http and https addresses are accepted', async () => {
  for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url', '', 42]) {
    const res = await importUrl(a, url);
    expect([url, res.statusCode]).toEqual([url, 400]);
  }
  expect((await importUrl(a, 'ftp://example.com/x')).json()).toMatchObject({ message: IMPORT_URL_INVALID });
  // an https address past the limit is refused as too long, not as one that does not start with https://
  const long = await importUrl(a, `https://example.com/${'a'.repeat(IMPORT_URL_MAX)}`);
  expect([long.statusCode, long.json().message]).toEqual([400, IMPORT_URL_TOO_LONG]);
  expect(hits).toEqual([]);
});

test('the pasted page of a site that refuses the server goes through the same extraction, with nothing fetched', async () => {
  expect((await importUrl(a, `${base}/bots-go-away`)).statusCode).toBe(422);
  hits = [];
  const res = await importHtml(a, `${base}/bots-go-away`, RECIPE_PAGE);
  expect(res.statusCode).toBe(201);
  const row = res.json<ImportedRecipe>();
  expect(row).toMatchObject({ url: `${base}/bots-go-away`, import_failed: false });
  expect(dataOf(row).recipeIngredient).toEqual(['200 g flour', '2 eggs', '300 ml milk']);
  expect(hits).toEqual([]);
  const nothing = (await importHtml(a, `${base}/about`, NO_RECIPE_PAGE)).json<ImportedRecipe>();
  expect(nothing.import_failed).toBe(true);
  expect((await importHtml(a, 'ftp://x/', RECIPE_PAGE)).statusCode).toBe(400);
  expect((await importHtml(a, `${base}/x`, '')).statusCode).toBe(400);
});

test('the list is newest first and each user\'s own; another user\'s import is a 404 to delete', async () => {
  const first = (await importUrl(a, `${base}/about?newest`)).json<ImportedRecipe>();
  const second = (await importUrl(a, `${base}/pancakes?newest`)).json<ImportedRecipe>();
  const rows = await list(a);
  expect(rows.map((r) => r.import_recipe_id).slice(0, 2)).toEqual([second.import_recipe_id, first.import_recipe_id]);
  const dates = rows.map((r) => r.created_at);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect((await list(b)).map((r) => r.import_recipe_id)).not.toContain(second.import_recipe_id);
  expect((await remove(b, second.import_recipe_id)).statusCode).toBe(404);
  expect((await list(a)).map((r) => r.import_recipe_id)).toContain(second.import_recipe_id);
});

test('a deleted import stays in the plans that name it as a link to the page it came from', async () => {
  // b: a's imports are near their rate limit
  const row = (await importUrl(b, `${base}/pancakes?planned`)).json<ImportedRecipe>();
  const entry = { name: 'Pancakes & syrup', value: row.import_recipe_id, image: null, type: 'IMPORTED', checked: false };
  const made = await t.app.inject({ method: 'POST', url: '/api/user-mealplans/', headers: b, payload: { name: 'Week', recipes: [{ date: '', day: 0, recipes: [entry] }], days: 1 } });
  const planUrl = `/api/user-mealplans/${made.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id}`;
  expect((await remove(b, row.import_recipe_id)).statusCode).toBe(200);
  const after = (await t.app.inject({ url: planUrl, headers: b })).json<{ data: Mealplan }>().data;
  expect(after.recipes[0]!.recipes).toEqual([{ ...entry, type: 'EXTERNAL_LINK', value: `${base}/pancakes?planned` }]);
});

test('DELETE removes one import', async () => {
  const row = (await importUrl(a, `${base}/pancakes?delete`)).json<ImportedRecipe>();
  const res = await remove(a, row.import_recipe_id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: IMPORT_DELETED });
  expect((await list(a)).map((r) => r.import_recipe_id)).not.toContain(row.import_recipe_id);
  expect((await remove(a, row.import_recipe_id)).statusCode).toBe(404);
  expect((await remove(a, 'abc')).statusCode).toBe(400);
});

test(`a user keeps up to ${IMPORTED_RECIPES_MAX} imports, all of them listed; one more is a 409 saying why, nothing fetched`, async () => {
  const { auth } = await signUp(t, TEST_INVITES[3]!);
  const userId = (await t.app.inject({ url: '/api/account', headers: auth })).json<{ id: number }>().id;
  const data = JSON.stringify({ name: 'Kept', recipeIngredient: ['200 g flour'], recipeInstructions: ['Bake.'] } satisfies ImportedRecipeData);
  await t.db.insert(importedRecipes).values(Array.from({ length: IMPORTED_RECIPES_MAX }, (_, i) => ({ userId, url: `https://example.com/kept-${i}`, data })));
  hits = [];
  for (const over of [await importUrl(auth, `${base}/pancakes`), await importHtml(auth, `${base}/pasted`, RECIPE_PAGE)]) {
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: IMPORTS_FULL });
  }
  expect(IMPORTS_FULL).toBe('You can keep up to 1,000 imported recipes. Delete one to import another.');
  expect(hits).toEqual([]);
  expect(await list(auth)).toHaveLength(IMPORTED_RECIPES_MAX);
  // an address already kept is still answered with its import
  expect((await importUrl(auth, 'https://example.com/kept-7')).statusCode).toBe(200);
}, 60_000);

test('without IMPORT_ALLOW_LOOPBACK (the default) the server refuses its own machine', async () => {
  const strict = await createTestApp();
  try {
    expect(strict.app.hasRoute({ method: 'POST', url: '/api/user-imported-recipes' })).toBe(true);
    const { auth } = await signUp(strict, TEST_INVITES[2]!);
    const res = await strict.app.inject({ method: 'POST', url: '/api/user-imported-recipes', headers: auth, payload: { url: `${base}/pancakes` } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGES.recipeImportFailed, errors: { url: ['unreachable'] } });
    expect(hits).toEqual([]);
  } finally {
    await strict.close();
  }
}, 120_000);
