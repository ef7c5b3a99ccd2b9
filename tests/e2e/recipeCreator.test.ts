// The own-recipe journey of issue 7, in a real browser against the real server: sign up, write a recipe with a
// photo through the wizard's five steps, ask to publish it from the cookbook's custom tab, approve the request
// with the admin command, and find the recipe in Discover as a verified recipe with its photo. axe checks each
// step, the recipe page and the actions dialog for serious or critical violations.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { dismissTutorial, INVITES, launchBrowser, newPage, startServer, submitLogin, submitRegistration, type RunningServer } from './harness';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
// the server's embedded database is one process's: the admin command runs while the server is stopped
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-wizard-'));
let server: RunningServer;
let browser: Browser;
const problems: string[][] = [];

const cook = { name: 'wizard_cook', email: 'wizard.cook@example.com', password: 'wizard-pass-1' };
const RECIPE = 'Smoky harvest tomato soup';
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const violations: string[] = [];

interface Violation { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }

/** Records the serious and critical violations axe finds on the page as it is now. */
async function audit(page: Page, where: string) {
  // evaluated through the debugging protocol, which the page's CSP does not govern
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  violations.push(...found.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`));
}

/** A 400x300 PNG (4:3, so the pipeline has to crop it to 16:9), a colour gradient. */
function pngPhoto(width = 400, height = 300): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([(x * 255) / width, (y * 255) / height, 96], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
});

async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function freshPage(): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  await dismissTutorial(page);
  return page;
}

async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'admin.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return stdout;
}

test('sign up, create a recipe with a photo in five steps, publish it, approve it, find it in Discover, and edit it back to private', async () => {
  const page = await freshPage();
  await submitRegistration(page, cook, INVITES[0]!);
  await page.waitForURL('**/user-dashboard**');

  // step 1: basic details; Back is disabled, Next waits for a name and a description
  await page.goto('/recipe-creator');
  await visible(page.getByRole('heading', { name: 'Step 1 of 5: Basic details' }));
  const back = page.getByRole('button', { name: 'Back' });
  const next = page.getByRole('button', { name: 'Next' });
  expect(await back.isDisabled()).toBe(true);
  expect(await next.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  await page.getByLabel('Recipe name').fill(RECIPE);
  await page.getByLabel('Description').fill('A warming soup of roasted tomatoes.');
  await page.getByLabel('Recipe photo').setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: pngPhoto() });
  const preview = page.getByRole('img', { name: 'Recipe photo preview' });
  await visible(preview);
  // SPEC §5: cropped to 16:9, 1920x1080, JPEG
  const photo = await preview.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight, src: img.src.slice(0, 23) }));
  expect(photo).toEqual({ w: 1920, h: 1080, src: 'data:image/jpeg;base64,' });
  await page.waitForFunction(() => !document.body.textContent?.includes('Checking the name'));
  await audit(page, 'step 1');
  await next.click();

  // step 2: ingredients; the draft is kept once past step 1
  await visible(page.getByRole('heading', { name: 'Step 2 of 5: Ingredients' }));
  await page.waitForURL('**/recipe-creator/ingredients');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('draft_recipe') ?? 'null')?.name)).toBe(RECIPE);
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel('Add an item').fill('tomato');
  const firstMatch = page.getByRole('list', { name: 'Matching ingredients' }).getByRole('button').first();
  await visible(firstMatch);
  await firstMatch.click();
  await visible(page.getByRole('list', { name: 'Ingredients in this recipe' }).getByRole('listitem'));
  await audit(page, 'step 2');
  await next.click();

  // step 3: configure quantity and serves
  await visible(page.getByRole('heading', { name: 'Step 3 of 5: Configure' }));
  await page.getByLabel('Quantity').first().fill('6');
  await page.getByLabel('Serves').fill('4');
  await audit(page, 'step 3');
  await next.click();

  // step 4: one step with a timer of two-digit fields
  await visible(page.getByRole('heading', { name: 'Step 4 of 5: Steps' }));
  expect(await next.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByLabel('Step 1 title').fill('Roast');
  await page.getByLabel('Step 1 description').fill('Roast the tomatoes until soft.');
  const minutes = page.getByLabel('Step 1 timer minutes');
  await minutes.fill('');
  // SPEC §5: digits only, at most two
  await minutes.pressSequentially('2a50');
  expect(await minutes.inputValue()).toBe('25');
  await audit(page, 'step 4');
  await next.click();

  // step 5: review and submit
  await visible(page.getByRole('heading', { name: 'Step 5 of 5: Review' }));
  await visible(page.getByRole('time').filter({ hasText: /^25:00$/ }));
  await audit(page, 'step 5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await visible(page.getByText('Recipe created'));
  await page.waitForURL(/\/user-recipes\/\d+$/);
  await visible(page.getByRole('heading', { name: RECIPE, level: 1 }));
  expect(await page.evaluate(() => localStorage.getItem('draft_recipe'))).toBeNull();
  const stored = await page.locator('.user-recipe__image').first().getAttribute('src');
  expect(stored).toMatch(/^\/api\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
  await audit(page, 'recipe page');

  // its cook mode: the step with its timer, and the tomatoes it names under 'You need'
  await page.getByRole('link', { name: 'Start cooking' }).click();
  await page.waitForURL(/\/user-recipes\/\d+\?cookmode=true$/);
  await visible(page.getByRole('heading', { level: 2, name: 'Roast' }));
  await visible(page.getByRole('group', { name: 'Timer: Roast' }).getByText('25:00'));
  expect(await page.getByRole('list', { name: 'You need' }).textContent()).toMatch(/tomato/);
  await audit(page, 'cook mode');
  await page.getByRole('button', { name: 'Exit cook mode' }).click();
  await visible(page.getByRole('heading', { name: RECIPE, level: 1 }));

  // publish from the cookbook's custom tab
  await page.goto('/user-recipes#custom');
  await page.getByRole('button', { name: new RegExp(RECIPE) }).click();
  const actions = page.getByRole('dialog', { name: RECIPE });
  await visible(actions.getByText('private'));
  await actions.getByRole('button', { name: 'publish' }).click();
  await visible(actions.getByText('awaiting review'));
  await visible(actions.getByRole('button', { name: 'cancel request' }));
  await audit(page, 'actions dialog');
  await actions.getByRole('button', { name: 'close' }).click();

  // the operator approves it
  await server.stop();
  const pending = await admin('publish', 'list');
  const id = new RegExp(`^(\\d+) .*"${RECIPE}"`, 'm').exec(pending)?.[1];
  expect(id).toBeDefined();
  expect(await admin('publish', 'approve', id!)).toContain('is now in the catalogue');
  server = await startServer({ DATA_DIR: dataDir });

  // a visitor finds it in Discover, verified, with its photo
  const visitor = await freshPage();
  await visitor.goto('/recipes');
  await visitor.getByRole('button', { name: 'Search' }).click();
  await visitor.getByRole('searchbox', { name: 'Search recipes' }).fill('harvest tomato');
  const card = visitor.getByRole('list', { name: 'Verified recipes' }).getByRole('link', { name: new RegExp(RECIPE) });
  await visible(card);
  await card.first().click();
  await visible(visitor.getByRole('heading', { name: RECIPE, level: 1 }));
  await visible(visitor.getByText('Roast the tomatoes until soft.'));
  expect(await visitor.locator('img[src^="/api/images/uploads/"]').count()).toBeGreaterThan(0);

  // editing the published recipe warns that it becomes private, and saving takes it out of Discover (SPEC §4)
  const author = await freshPage();
  await submitLogin(author, cook);
  await author.waitForURL('**/user-dashboard');
  await author.goto('/user-recipes#custom');
  await author.getByRole('button', { name: new RegExp(RECIPE) }).click();
  const published = author.getByRole('dialog', { name: RECIPE });
  await visible(published.getByText('published'));
  await published.getByRole('button', { name: 'edit' }).click();
  await author.waitForURL(/\/recipe-edit\/\d+$/);
  await visible(author.getByText(/Saving your changes makes it private/));
  await author.getByLabel('Description').fill('A warming soup of roasted tomatoes, with basil.');
  await author.getByRole('link', { name: 'Review' }).click();
  await visible(author.getByRole('heading', { name: 'Step 5 of 5: Review' }));
  await author.getByRole('button', { name: 'Submit' }).click();
  await visible(author.getByText('Recipe updated'));
  await author.waitForURL(/\/user-recipes\/\d+$/);
  await visible(author.getByText('A warming soup of roasted tomatoes, with basil.'));
  await visible(author.getByText('private', { exact: true }));

  await visitor.goto('/recipes');
  await visitor.getByRole('button', { name: 'Search' }).click();
  await visitor.getByRole('searchbox', { name: 'Search recipes' }).fill('harvest tomato');
  await visible(visitor.getByText('No Recipes Found'));
  expect(violations).toEqual([]);
});
