// A recipe page's HTML carries the recipe's structured data (SPEC §2) for search engines that run no script,
// and a preload of its image.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { recipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName } from '../test/catalogue';
import type { TestApp } from '../test/testApp';

const INDEX = '<!doctype html><html><head><title>Larder</title></head><body><div id=root></div></body></html>';
let t: TestApp;
let id: number;

beforeAll(async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  t = await createCatalogueTestApp({ clientDir });
  id = await recipeIdByName(t, 'Shakshuka');
});
afterAll(() => t.close());

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
