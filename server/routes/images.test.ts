// GET /images/recipes/{file}: only the catalogue's illustrations, under a strict policy, cached.
import fs from 'node:fs';
import path from 'node:path';
import { RECIPES } from '../data/recipes';
import { RECIPE_IMAGE_DIR } from '../services/recipeImages';
import { createTestApp, type TestApp } from '../test/testApp';
import { IMAGE_CACHE, IMAGE_CSP } from './images';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const get = (file: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/images/recipes/${file}`, headers });

test('a recipe image is served as SVG with its own content policy and a long cache', async () => {
  const res = await get('shakshuka.svg');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml');
  expect(res.headers['content-security-policy']).toBe(IMAGE_CSP);
  expect(res.headers['cache-control']).toBe(IMAGE_CACHE);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.body).toBe(fs.readFileSync(path.join(RECIPE_IMAGE_DIR, 'shakshuka.svg'), 'utf8'));
});

test('every seeded recipe has its image', async () => {
  for (const r of RECIPES) expect([r.slug, (await get(`${r.slug}.svg`)).statusCode]).toEqual([r.slug, 200]);
});

test('a revalidation with the ETag is a 304', async () => {
  const etag = String((await get('shakshuka.svg')).headers.etag);
  const res = await get('shakshuka.svg', { 'if-none-match': etag });
  expect(res.statusCode).toBe(304);
  expect(res.body).toBe('');
});

test('an unknown image is a 404', async () => {
  expect((await get('no-such-recipe.svg')).statusCode).toBe(404);
});

test.each([
  '..%2F..%2Fpackage.json', '..%2Fdata%2Fnews.ts', '%2E%2E%2Fimages.ts', 'shakshuka.svg%00.png', 'SHAKSHUKA.SVG',
  'shakshuka.png', '.hidden.svg', 'a%5Cb.svg', `${'a'.repeat(101)}.svg`,
])('a name that is not a recipe image name is refused: %s', async (file) => {
  // 414: Fastify refuses a path parameter longer than 100 characters before the route runs
  expect([400, 404, 414]).toContain((await get(file)).statusCode);
});

test('a path that walks out of the folder never reaches a file', async () => {
  for (const url of ['/api/images/recipes/../../package.json', '/api/images/recipes/..%2f..%2fpackage.json', '/api/images/../routes/images.ts']) {
    const res = await t.app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('"name": "larder"');
  }
});
