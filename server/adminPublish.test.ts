// `npm run admin -- publish list|approve|reject`, run as the operator would: a real process on the data
// directory of a server where a user has asked for their recipe to be published.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublishResponse } from '../contract/api';
import type { RecipeSummary, UserRecipe } from '../contract/entities';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { recordAppUrl } from './services/appUrl';
import { seedCatalogue } from './services/catalogue';
import { addInvites } from './services/invites';
import { loadSecret } from './services/tokens';
import { type Auth, createRecipe, recipeBody } from './test/cookbook';
import { signUp, type TestApp } from './test/testApp';

const ROOT = path.resolve(__dirname, '..');
const run = (env: NodeJS.ProcessEnv, dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'admin.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_URL: '', PORT: '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
/** as the README says to run it: on the server's data directory, none of its other settings given */
const admin = (dataDir: string, ...args: string[]) => run({}, dataDir, ...args);

/** A real app on the data directory the command will open afterwards, started as main.ts starts it. */
async function openApp(dataDir: string): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const config = loadConfig({ INVITE_CODES: 'ADMINPUB', APP_URL: 'https://larder.test', CLIENT_DIR: '/nonexistent' });
  const app = await buildApp({ config, db: database.db, secret: await loadSecret(database.db), mailer: { send: async () => undefined } });
  await recordAppUrl(database.db, config.appUrl);
  return {
    app, db: database.db, mails: [],
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-admin-publish-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('publish list shows the pending request; approve puts the recipe in the catalogue as verified; reject refuses a settled one', async () => {
  let t = await openApp(dataDir);
  let name: string;
  let requestId: number;
  let secondId: number;
  let secondRecipe: number;
  let cook: string;
  let cookAuth: Auth;
  let listed: RegExp;
  try {
    await seedCatalogue(t.db);
    await addInvites(t.db, ['ADMINPUB']);
    const { auth, email } = await signUp(t, 'ADMINPUB', undefined, { verify: false });
    const recipe = (await createRecipe(t, auth, await recipeBody(t))).json<UserRecipe>();
    name = recipe.name;
    const ask = async (id: number) => (await t.app.inject({ method: 'POST', url: '/api/publish-requests/', headers: auth, payload: { entity_id: id, entity_type: 'UserRecipe' } }))
      .json<PublishResponse>().data!.id;
    requestId = await ask(recipe.user_recipe_id);
    secondRecipe = (await createRecipe(t, auth, await recipeBody(t, { name: 'Second soup' }))).json<UserRecipe>().user_recipe_id;
    secondId = await ask(secondRecipe);
    cook = email;
    cookAuth = auth;
    listed = new RegExp(`^${requestId}  \\d{4}-\\d\\d-\\d\\d  "${name}" \\(recipe ${recipe.user_recipe_id}\\) by ${email.replace(/\./g, '\\.')}$`, 'm');
    // while the app holds the embedded database, a command is refused rather than writing what the app never sees
    expect(() => admin(dataDir, 'publish', 'list')).toThrow(/is in use by process \d+ \(a running Larder server\?\): stop it first/);
  } finally {
    await t.close();
  }

  expect(admin(dataDir, 'publish', 'list')).toMatch(listed);

  const approved = /^Approved: recipe (\d+) is now in the catalogue\. (.+) was told\.$/m.exec(admin(dataDir, 'publish', 'approve', String(requestId)));
  expect(approved?.[2]).toBe(cook);
  // the words after the id are the reason the cook is told; APP_URL given to the command wins
  expect(run({ APP_URL: 'https://elsewhere.test' }, dataDir, 'publish', 'reject', String(secondId), 'The', 'photo', 'is', 'a', 'receipt.'))
    .toMatch(new RegExp(`^Rejected request ${secondId}\\. .+ was told\\.$`, 'm'));
  const outbox = path.join(dataDir, 'outbox');
  const mails = fs.readdirSync(outbox).sort().map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
  // the links go where the server's own mails go, though the command was given no APP_URL
  expect(mails.find((m) => m.includes(`Your recipe "${name}" was approved`))).toContain(`https://larder.test/recipes/${approved![1]}`);
  const rejected = mails.find((m) => m.includes('Your request to publish "Second soup" was rejected.'));
  expect(rejected).toContain('The reason given: The photo is a receipt.');
  expect(rejected).toContain('https://elsewhere.test/user-recipes/');
  expect(admin(dataDir, 'publish', 'list').trim()).toBe('No pending publish requests.');
  expect(() => admin(dataDir, 'publish', 'reject', String(requestId))).toThrow(/is approved, not pending/);
  expect(() => admin(dataDir, 'publish', 'approve')).toThrow(/Give the request id/);

  t = await openApp(dataDir);
  try {
    const found = (await t.app.inject({ url: `/api/recipe-search?search=${encodeURIComponent(name)}` })).json<{ data: RecipeSummary[] }>().data;
    expect(found.find((r) => r.name === name)).toMatchObject({ verified: true });
    // the app shows the cook the reason too
    const secondSoup = (await t.app.inject({ url: `/api/user-recipe-creator/${secondRecipe}`, headers: cookAuth })).json<UserRecipe>();
    expect(secondSoup.publish_request).toMatchObject({ id: secondId, status: 'rejected', reason: 'The photo is a receipt.' });
  } finally {
    await t.close();
  }
}, 240_000);
