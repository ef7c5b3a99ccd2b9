// A catalogue recipe its author deleted, in a real browser with the service worker (QA author D1): the worker keeps
// a recipe's data stale while it revalidates, and kept only 200s, so the server's 404 neither replaced nor deleted
// the copy, which a reader who had opened the recipe got for days as if current ('It stays here for those who saved
// it'). The worker now drops a copy the server says is gone and tells the page, which says the recipe does not
// exist; a recipe kept is still read offline (no answer is not a 404).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import type { PublishResponse, UserRecipeSaveResponse } from '../../contract/api';
import {
  api, dismissTutorial, INVITES, launchBrowser, newPage, registerUser, startLink, startServer, until, visible, type Link, type RunningServer,
} from './harness';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
// the server's embedded database is one process's: the admin command approves while the server is stopped
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-gone-'));
let server: RunningServer;
let link: Link;
let browser: Browser;
const problems: string[][] = [];

const author = { name: 'gone_author', email: 'gone.author@example.com', password: 'gone-pass-1' };
const RECIPE = 'Smoky black bean chilli';
let token: string;
let userRecipeId: number;
let recipeId: number;

async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'admin.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return stdout;
}

const logIn = async () => (await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: author.email, password: author.password } })).token;

beforeAll(async () => {
  // the author writes a recipe and asks to publish it; the operator approves it
  server = await startServer({ DATA_DIR: dataDir });
  // its mail is written to the data directory given
  await registerUser({ ...server, dataDir }, author, INVITES[0]!);
  token = await logIn();
  const options = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/ingredients')).data;
  const option = (name: string) => options.find((o) => o.name === name)!.value;
  const mine = await api<UserRecipeSaveResponse>(server, '/user-recipe-creator', {
    method: 'POST',
    token,
    body: {
      name: RECIPE, description: 'Beans, smoke and lime.', serves: 4, image: null,
      ingredients: [
        { value: option('leek'), name: 'leek', quantity: 2, measurement: 'unit', treatment: 'sliced' },
        { value: option('whole milk'), name: 'whole milk', quantity: 500, measurement: 'ml', treatment: null },
      ],
      steps: [{ title: 'Simmer', description: 'Simmer everything for an hour.', timer: null, step_image: null }],
    },
  });
  userRecipeId = mine.user_recipe_id;
  const request = (await api<PublishResponse>(server, '/publish-requests/', { method: 'POST', token, body: { entity_id: userRecipeId, entity_type: 'UserRecipe' } })).data!;
  await server.stop();
  const approved = /recipe (\d+) is now in the catalogue/.exec(await admin('publish', 'approve', String(request.id)));
  recipeId = Number(approved![1]);
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
  token = await logIn();
  link = await startLink(server);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await link?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
});

const kept = (page: Page, id: number) => page.evaluate(async (recipe) => {
  const cache = await caches.open('larder-recipe-data');
  return (await cache.keys()).some((r) => new URL(r.url).pathname === `/api/recipes/${recipe}`);
}, id);

test('a recipe its author deleted says it does not exist to a reader who had it from the worker; one kept still reads offline', async () => {
  const other = (await api<{ data: { recipe_id: number; name: string }[] }>(server, '/recipes?page=1')).data.find((r) => r.recipe_id !== recipeId)!;
  const { page, problems: found } = await newPage(browser, link.url);
  problems.push(found);
  await dismissTutorial(page);
  await page.goto('/');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // the reader opens both recipes: the worker keeps them
  for (const [id, name] of [[recipeId, RECIPE], [other.recipe_id, other.name]] as const) {
    await page.goto(`/recipes/${id}`);
    await visible(page.getByRole('heading', { level: 1, name }));
    await until(() => kept(page, id), `the worker keeps recipe ${id}`);
  }

  // the author deletes hers: the server answers 404 for it
  await api(server, `/user-recipe-creator/${userRecipeId}`, { method: 'DELETE', token });
  expect((await fetch(`${server.url}/api/recipes/${recipeId}`)).status).toBe(404);

  // the reader opens it again: the worker's copy comes first, the server's 404 after, and the page says it is gone.
  // On a slow phone (the CPU slowed) the worker tells of the 404 while the app is still starting, before it has
  // asked for the recipe: it hears it all the same (it was lost, and the kept copy shown as current)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/recipes/${recipeId}`);
  await visible(page.getByRole('heading', { level: 1, name: 'This recipe does not exist' }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(await kept(page, recipeId)).toBe(false);
  await page.reload();
  await visible(page.getByRole('heading', { level: 1, name: 'This recipe does not exist' }));
  await expect(page.getByText('It stays here for those who saved it or planned it.').count()).resolves.toBe(0);

  // no answer at all is not a 404: the other recipe kept is still read, and still kept
  link.cut();
  await page.goto(`/recipes/${other.recipe_id}`);
  await visible(page.getByRole('heading', { level: 1, name: other.name }));
  expect(await kept(page, other.recipe_id)).toBe(true);
  link.mend();
  await page.context().close();
});
