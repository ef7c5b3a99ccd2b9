// Issue 9 in a real browser against the real server: the manifest and icons, a worker that controls the
// page, /latest-version.json, and a signed-in user who reopens the app with no connection and still sees the
// shell and the stores seen before. No request leaves the origin (the harness collects any that do).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { appStarted, DIST, dismissTutorial, launchBrowser, newPage, noteAppStart, offlineCopyHolds, registerUser, startServer, submitLogin, type RunningServer } from './harness';

const cook = { name: 'pwa_cook', email: 'pwa.cook@example.com', password: 'pwa-cook-pass-1' };

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, cook);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  ({ page, problems } = await newPage(browser, server.url));
  await dismissTutorial(page);
});
afterEach(async () => {
  await page.context().close();
  expect(problems).toEqual([]);
});

/** A changed file of a deploy; its precompressed copies are rewritten by a real build, so drop the stale ones. */
function redeploy(dir: string, file: string, content: string) {
  fs.writeFileSync(path.join(dir, file), content);
  for (const ext of ['.br', '.gz']) fs.rmSync(path.join(dir, file + ext), { force: true });
}

async function controlled(): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** The worker has installed and activated; the next load is controlled by it. */
async function workerReady() {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
}

test('the manifest is served, linked and installable: name, standalone, start_url, 192/512 and maskable icons', async () => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/(manifest\+)?json/);
  const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Larder', start_url: '/', scope: '/', display: 'standalone', theme_color: '#2f5d50', background_color: '#f6f1e7' });
  expect(manifest.short_name).toBeTruthy();
  const png = manifest.icons.filter((i) => i.type === 'image/png');
  expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(png.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  for (const icon of [...png, { src: '/icons/apple-touch-icon.png' }]) {
    const img = await page.request.get(icon.src);
    expect(img.status()).toBe(200);
    expect(img.headers()['content-type']).toBe('image/png');
  }
});

test('/latest-version.json and /service-worker.js are served and never cached by the browser', async () => {
  await page.goto('/');
  const version = await page.request.get('/latest-version.json');
  expect(version.status()).toBe(200);
  expect(version.headers()['cache-control']).toBe('no-cache');
  const body = (await version.json()) as { currentVersion: string };
  expect(typeof body.currentVersion).toBe('string');
  expect(body.currentVersion.length).toBeGreaterThan(0);
  const worker = await page.request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // the menu shows the version of this build
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByText(`Version ${body.currentVersion}`).waitFor({ state: 'visible' });
});

test('a service worker controls the page after a reload, and the shell opens offline on any client route', async () => {
  await page.goto('/home');
  await workerReady();
  await page.reload();
  expect(await controlled()).toBe(true);
  // the first run stores the deployed version; no Update is offered
  await page.waitForFunction(() => window.localStorage.getItem('installedVersion') !== null);
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);

  await page.context().setOffline(true);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'visible' });
  await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'visible' });
  await page.context().setOffline(false);
});

test('signed in: the stores seen online are shown again after an offline reload', async () => {
  await submitLogin(page, cook);
  await page.waitForURL('**/user-dashboard');
  await page.goto('/user-stores');
  await page.getByRole('link', { name: /Pantry/ }).first().waitFor({ state: 'visible' });
  await workerReady();
  // the last known data is kept (throttled) once the user data changed
  await offlineCopyHolds(page, 'Pantry');

  await page.context().setOffline(true);
  await page.reload();
  expect(await controlled()).toBe(true);
  await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'visible' });
  await page.getByRole('link', { name: /Pantry/ }).first().waitFor({ state: 'visible', timeout: 10_000 });
  // still signed in: an offline failure is not a 401
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  await page.context().setOffline(false);
});

test('a new deploy: the menu offers Update, which activates the waiting worker and runs the new build', async () => {
  // a copy of the build, served by a second server, is "deployed" again with a changed worker and shell
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-deploy-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const deployed = await startServer({ CLIENT_DIR: dir });
  const { page: p, problems: found } = await newPage(browser, deployed.url);
  try {
    await p.goto('/home');
    await p.evaluate(async () => { await navigator.serviceWorker.ready; });
    await p.reload();
    expect(await p.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await p.waitForFunction(() => window.localStorage.getItem('installedVersion') !== null);
    const first = await p.evaluate(() => window.localStorage.getItem('installedVersion'));

    const next = 'next-e2e-build';
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8').replace('<head>', `<head><meta name="larder-build" content="${next}">`);
    redeploy(dir, 'index.html', html);
    const worker = fs.readFileSync(path.join(dir, 'service-worker.js'), 'utf8')
      .replace(/(['"]revision['"]:\s*['"])[0-9a-f]+(['"],\s*['"]url['"]:\s*['"]\/index\.html)/, `$1${next}$2`);
    redeploy(dir, 'service-worker.js', worker);
    fs.writeFileSync(path.join(dir, 'latest-version.json'), JSON.stringify({ currentVersion: next }));

    await p.reload();
    await p.getByRole('button', { name: 'Open menu' }).click();
    const update = p.getByRole('button', { name: 'Update' });
    await update.waitFor({ state: 'visible', timeout: 15_000 });
    expect(JSON.parse(first!)).not.toBe(next);
    await Promise.all([p.waitForEvent('load', { timeout: 20_000 }), update.click()]);
    await p.waitForFunction((v) => document.querySelector('meta[name="larder-build"]')?.getAttribute('content') === v, next, { timeout: 20_000 });
    // local storage values are JSON (src/lib/storage.ts)
    expect(await p.evaluate(() => JSON.parse(window.localStorage.getItem('installedVersion') ?? 'null') as unknown)).toBe(next);
    expect(await p.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await p.context().close();
    await deployed.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(found).toEqual([]);
});

test('a deploy under an open tab: a part it cannot load says Larder has been updated, and the menu leaves the screen with an Update', async () => {
  // a tab that no worker controls (a first visit): its next chunks come from the server, which has the new build only
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-deploy-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const deployed = await startServer({ CLIENT_DIR: dir });
  const context = await browser.newContext({ baseURL: deployed.url, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  // the drawn /home is the app's once it has started (a click before may be lost)
  await noteAppStart(context);
  const p = await context.newPage();
  const errors: string[] = [];
  p.on('pageerror', (err) => errors.push(err.message));
  try {
    await p.goto('/home');
    await appStarted(p);
    // the deploy: a new version, and the old build's side menu and sign-in forms are gone
    fs.writeFileSync(path.join(dir, 'latest-version.json'), JSON.stringify({ currentVersion: 'next-e2e-build' }));
    const gone = fs.readdirSync(dir).filter((f) => /^(side-menu|auth)\.[0-9a-f]+\.js/.test(f));
    expect(gone.filter((f) => f.endsWith('.js'))).toHaveLength(2);
    for (const file of gone) fs.rmSync(path.join(dir, file));
    const sideMenu = gone.find((f) => f.startsWith('side-menu') && f.endsWith('.js'))!;
    expect((await p.request.get(`/${sideMenu}`)).status()).toBe(404);

    await p.getByRole('button', { name: 'Open menu' }).click();
    const update = p.locator('#update-offer');
    await update.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await update.textContent()).toBe('Update');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('update-offer');
    // the screen is as it was
    expect(await p.getByRole('heading', { name: 'Welcome to Larder' }).isVisible()).toBe(true);
    expect(await p.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);

    await p.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await p.getByRole('heading', { name: 'Larder has been updated.' }).waitFor({ timeout: 15_000 });
    expect(await p.getByText(/Check your connection/).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
  } finally {
    await context.close();
    await deployed.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(errors).toEqual([]);
});

test('the precache holds the shell and route chunks only, within 350 KiB over the wire', () => {
  const worker = fs.readFileSync(path.join(DIST, 'service-worker.js'), 'utf8');
  const urls = [...worker.matchAll(/['"]url['"]:\s*['"]\/([^'"]+)['"]/g)].map((m) => m[1]!);
  expect(urls).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest']));
  expect(urls.filter((u) => /\.map$|LICENSE|latest-version|\.wav$/.test(u))).toEqual([]);
  const gzipped = urls.reduce((sum, u) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, u))).length, 0);
  console.log(`precache: ${urls.length} files, ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
  expect(gzipped).toBeLessThanOrEqual(350 * 1024);
});
