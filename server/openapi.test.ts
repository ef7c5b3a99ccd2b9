import fs from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from './openapi';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

test('docs/openapi.json matches the routes (run `npm run openapi` after changing a route)', async () => {
  const current = await renderOpenApi(t.app);
  expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(current);
});

test('the document is served at /api/docs and describes the auth calls', async () => {
  const res = await t.app.inject({ url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/login', '/register-beta', '/reset-password', '/account/update']));
});
