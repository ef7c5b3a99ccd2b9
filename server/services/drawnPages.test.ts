// A recipe page's HTML carries the recipe's structured data (SPEC §2) for search engines that run no script,
// and a preload of its image. Where the build wrote a renderer, a recipe page and a page of the catalogue come
// drawn, with the state they were drawn from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PAGE_RENDERER, PAGE_STATE_ID } from '../../contract/drawnPages';
import { recipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName } from '../test/catalogue';
import type { TestApp } from '../test/testApp';

const INDEX = '<!doctype html><html><head><title>Larder</title></head><body><div id=root></div></body></html>';
// the build's page templates and renderer (webpack.config.js PrerenderPlugin), as small stand-ins: the renderer
// draws the recipe's name or the catalogue page's names, and the address, unless it is cook mode or a recipe
// named to fail
const RECIPE_HTML = '<!doctype html><html><head><title>Larder</title><link href=/recipe.css rel=stylesheet></head><body><div id=root></div></body></html>';
const RECIPES_HTML = '<!doctype html><html><head><title>Larder</title><link href=/discover.css rel=stylesheet></head><body><div id=root></div></body></html>';
const RENDERER = `exports.drawPage = async ({ recipe, catalogue }, url) => {
  if (recipe?.name === 'Fails') throw new Error('cannot draw');
  if (recipe) return url.includes('cookmode') ? null : '<h1>' + recipe.name.replace(/</g, '&lt;') + '</h1><p>' + url + '</p>';
  return '<ul>' + catalogue.list.data.map((r) => '<li>' + r.name.replace(/</g, '&lt;') + '</li>').join('') + '</ul><p>' + url + '</p>';
};`;
let t: TestApp;
let drawing: TestApp;
let id: number;

function clientDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

beforeAll(async () => {
  [t, drawing] = await Promise.all([
    createCatalogueTestApp({ clientDir: clientDir({ 'index.html': INDEX }) }),
    createCatalogueTestApp({ clientDir: clientDir({ 'index.html': INDEX, 'recipe.html': RECIPE_HTML, 'recipes.html': RECIPES_HTML, [PAGE_RENDERER]: RENDERER }) }),
  ]);
  id = await recipeIdByName(t, 'Shakshuka');
});
afterAll(() => Promise.all([t.close(), drawing.close()]));

/** the page's data blocks, parsed */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

test('a recipe page is the app with the recipe as schema.org data, and its image preloaded, at the end of its head', async () => {
  const res = await t.app.inject({ url: `/recipes/${id}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  const { image } = (await t.app.inject({ url: `/api/recipes/${id}` })).json<{ image: string }>();
  expect(image).toMatch(/^\/api\/images\/recipes\/.+/);
  expect(res.body).toMatch(new RegExp(`^<!doctype html><html><head><title>Larder</title><script type="application/ld\\+json" data-recipe-jsonld="${id}">.*</script><link rel="preload" as="image" href="${image}" fetchpriority="high"></head><body><div id=root></div>`));
  const [data] = structuredData(res.body);
  expect(data).toMatchObject({ '@type': 'Recipe', name: 'Shakshuka', url: `https://larder.test/recipes/${id}` });
  expect((data!.recipeIngredient as string[]).length).toBeGreaterThan(0);
  // a query string does not change the page
  expect(structuredData((await t.app.inject({ url: `/recipes/${id}?from=share` })).body)).toEqual([data]);
});

test('a recipe that is not in the catalogue, or another page, gets index.html as it is', async () => {
  for (const url of ['/recipes/99999999', '/recipes/0', '/recipes/abc', '/recipes', `/recipes/${id}/cook`, '/user-dashboard']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  }
});

test('a recipe its cook took out of the catalogue is still sent, asking search engines not to index it', async () => {
  expect((await t.app.inject({ url: `/recipes/${id}` })).body).not.toContain('noindex');
  await t.db.update(recipes).set({ verified: false }).where(eq(recipes.id, id));
  try {
    const res = await t.app.inject({ url: `/recipes/${id}` });
    expect(res.body).toContain('<meta name="robots" content="noindex"><script type="application/ld+json"');
  } finally {
    await t.db.update(recipes).set({ verified: true }).where(eq(recipes.id, id));
  }
});

test('no text of a recipe can close its data block or leave the preload\'s attribute, and a changed recipe is read again', async () => {
  const [{ image }] = (await t.db.select({ image: recipes.image }).from(recipes).where(eq(recipes.id, id))) as [{ image: string | null }];
  const name = 'Shakshuka</script><script>alert(1)</script><!--';
  await t.db.update(recipes).set({ name, image: '/api/images/recipes/a"b<c.svg' }).where(eq(recipes.id, id));
  try {
    const res = await t.app.inject({ url: `/recipes/${id}` });
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<script>alert');
    expect(structuredData(res.body)[0]).toMatchObject({ name });
    expect(res.body).toContain('<link rel="preload" as="image" href="/api/images/recipes/a&quot;b&lt;c.svg" fetchpriority="high">');
  } finally {
    await t.db.update(recipes).set({ name: 'Shakshuka', image }).where(eq(recipes.id, id));
  }
});

/** the state a drawn page carries for the app, parsed; undefined if none */
function pageState(html: string): { recipe?: Record<string, unknown>; catalogue?: Record<string, unknown> } | undefined {
  const block = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^]*?)</script>`).exec(html);
  return block ? JSON.parse(block[1]!) as Record<string, Record<string, unknown>> : undefined;
}
const pageRecipe = (html: string) => pageState(html)?.recipe;

test('where the build wrote a renderer, a recipe page is drawn: the recipe in its root, and the recipe as the API answers it', async () => {
  const res = await drawing.app.inject({ url: `/recipes/${id}?from=share` });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(`<body><div id=root><h1>Shakshuka</h1><p>/recipes/${id}?from=share</p></div></body>`);
  // the recipe page's own stylesheets come first, then the head's additions
  expect(res.body).toMatch(/<link href=\/recipe.css rel=stylesheet><script type="application\/ld\+json"/);
  expect(structuredData(res.body)).toEqual([expect.objectContaining({ '@type': 'Recipe', name: 'Shakshuka' })]);
  // the drawn page has the image on it: the head preloads nothing
  expect(res.body).not.toContain('rel="preload"');
  expect(pageState(res.body)).toEqual({ recipe: (await drawing.app.inject({ url: `/api/recipes/${id}` })).json() });
});

test('cook mode is not drawn by the server (the app draws it), and a page the renderer fails on is sent undrawn', async () => {
  const cook = await drawing.app.inject({ url: `/recipes/${id}?cookmode=true` });
  expect(cook.body).toContain('<div id=root></div>');
  expect(pageRecipe(cook.body)).toBeUndefined();
  expect(structuredData(cook.body)).toEqual([expect.objectContaining({ name: 'Shakshuka' })]);
  expect(cook.body).toContain('<link rel="preload" as="image"');
  const [{ name }] = (await drawing.db.select({ name: recipes.name }).from(recipes).where(eq(recipes.id, id))) as [{ name: string }];
  await drawing.db.update(recipes).set({ name: 'Fails' }).where(eq(recipes.id, id));
  try {
    const res = await drawing.app.inject({ url: `/recipes/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id=root></div>');
    expect(pageRecipe(res.body)).toBeUndefined();
    expect(structuredData(res.body)).toEqual([expect.objectContaining({ name: 'Fails' })]);
  } finally {
    await drawing.db.update(recipes).set({ name }).where(eq(recipes.id, id));
  }
  // drawn again once it can be
  expect(pageRecipe((await drawing.app.inject({ url: `/recipes/${id}` })).body)).toMatchObject({ name: 'Shakshuka' });
});

test('no text of a recipe can close the data block the app reads it from', async () => {
  const name = 'Shakshuka</script><script>alert(1)</script><!--';
  await drawing.db.update(recipes).set({ name }).where(eq(recipes.id, id));
  try {
    const res = await drawing.app.inject({ url: `/recipes/${id}` });
    expect(res.body).not.toContain('<script>alert');
    expect(pageRecipe(res.body)).toMatchObject({ name });
  } finally {
    await drawing.db.update(recipes).set({ name: 'Shakshuka' }).where(eq(recipes.id, id));
  }
});

test('a recipe page is sent compressed to a browser that accepts it', async () => {
  const plain = (await drawing.app.inject({ url: `/recipes/${id}` })).body;
  for (const [accept, encoding, unpack] of [['gzip, deflate, br', 'br', zlib.brotliDecompressSync], ['gzip', 'gzip', zlib.gunzipSync]] as const) {
    const res = await drawing.app.inject({ url: `/recipes/${id}`, headers: { 'accept-encoding': accept } });
    expect(res.headers).toMatchObject({ 'content-encoding': encoding, vary: 'Accept-Encoding', 'content-type': expect.stringMatching(/^text\/html/) });
    expect(unpack(res.rawPayload).toString('utf8')).toBe(plain);
  }
});

test('a page of the catalogue is drawn with the list the API answers for its address, and carries it', async () => {
  const cases = [
    ['/recipes', '/api/recipes?page=1', { page: 1, search: '' }],
    ['/recipes?page=2', '/api/recipes?page=2', { page: 2, search: '' }],
    // as the app reads its address: a search is trimmed, under 3 characters it searches nothing
    ['/recipes?search=%20Soup%20&page=1#verified', '/api/recipe-search?page=1&search=Soup', { page: 1, search: 'Soup' }],
    ['/recipes?search=so', '/api/recipes?page=1', { page: 1, search: '' }],
    ['/recipes?page=abc', '/api/recipes?page=1', { page: 1, search: '' }],
    ['/recipes?page=0.5x', '/api/recipes?page=1', { page: 1, search: '' }],
  ] as const;
  for (const [url, apiUrl, query] of cases) {
    const res = await drawing.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    const list = (await drawing.app.inject({ url: apiUrl })).json<{ data: { name: string }[] }>();
    expect(list.data.length).toBeGreaterThan(0);
    expect(res.body).toContain(`<div id=root><ul>${list.data.map((r) => `<li>${r.name}</li>`).join('')}</ul><p>${url.split('#')[0]}</p></div>`);
    expect(res.body).toContain('<link href=/discover.css rel=stylesheet>');
    expect(pageState(res.body)).toEqual({ catalogue: { ...query, list } });
  }
});

test('a catalogue address the API would refuse, a recipe\'s other address, or another page, is index.html; without a renderer /recipes is too', async () => {
  // a recipe at an address other than its own (/recipes/007) is the app's to show
  for (const url of ['/recipes?page=99999999999', '/recipes/', '/recipes-x', `/recipes/0${id}`]) expect((await drawing.app.inject({ url })).body).toBe(INDEX);
  expect((await t.app.inject({ url: '/recipes' })).body).toBe(INDEX);
});
