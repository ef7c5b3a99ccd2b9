// Browser journeys run against the real server (built client, fresh embedded database, mail to the outbox)
// in Debian's Chromium, driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { findMailLink } from '../fixtures/mailLink';

const ROOT = path.resolve(__dirname, '..', '..');
/** the built client the server serves: DIST_DIR as for webpack, else dist/ */
export const DIST = path.resolve(ROOT, process.env.DIST_DIR || 'dist');
export const INVITES = ['E2ECODE1', 'E2ECODE2', 'E2ECODE3', 'E2ECODE4', 'E2ECODE5'];

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A connection between the browser and the server that a test can cut and mend, as a dropped signal does. */
export interface Link {
  /** the server's address through the link */
  url: string;
  /** every open connection is dropped and new ones are refused */
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

/**
 * The server through a link of its own. The browser's offline emulation is not enough to prove that nothing
 * reached the server while "offline": a request a service worker passes on can miss it.
 */
export async function startLink(server: RunningServer): Promise<Link> {
  const target = new URL(server.url);
  const open = new Set<net.Socket>();
  let down = false;
  const relay = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect({ host: '127.0.0.1', port: Number(target.port) });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(relay.address() as net.AddressInfo).port}`,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    mend() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      relay.close(() => resolve());
    }),
  };
}

/** where globalSetup left a data directory as a first start makes it (migrated and seeded) */
const TEMPLATE = 'LARDER_E2E_TEMPLATE';

/**
 * The server on a data directory of its own. A new directory starts as a copy of the template's database when
 * there is one: a first start on an empty directory spends ~4 s creating, migrating and seeding the cluster, the
 * same for every test file.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`Build the client first: npm run build (looked in ${DIST})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-'));
  const template = process.env[TEMPLATE];
  const dbDir = path.join(env.DATA_DIR ?? dataDir, 'db');
  if (template && !fs.existsSync(dbDir)) fs.cpSync(path.join(template, 'db'), dbDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, INVITE_CODES: INVITES.join(','), LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '', CLIENT_DIR: DIST,
      // a browser and a server sharing a busy CI machine slow the loop without overloading the server
      MAX_EVENT_LOOP_DELAY_MS: '60000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}

/** jest's globalSetup for the browser tests: one first start, kept as every test server's starting point */
export async function makeTemplate(): Promise<void> {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-template-'));
  await (await startServer({ DATA_DIR: template })).stop();
  process.env[TEMPLATE] = template;
}

export function removeTemplate(): void {
  const template = process.env[TEMPLATE];
  if (template) fs.rmSync(template, { recursive: true, force: true });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A fresh page in its own context (a phone-sized viewport). `problems` collects uncaught page errors and
 * any request that leaves the origin; a test's afterEach asserts it is empty.
 */
export async function newPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  await noteAppStart(page);
  const origin = new URL(baseUrl).origin;
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (request) => {
    const target = new URL(request.url());
    if (target.protocol.startsWith('http') && target.origin !== origin) problems.push(`request left the origin: ${request.url()}`);
  });
  return { page, problems };
}

/** Holds the page's requests for the app's main script back until the returned function is called. */
export async function holdMainScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** For appStarted: the app tells when its first screen is up, a drawn page taken over (src/app/shell/Shell.tsx). */
export async function noteAppStart(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => document.addEventListener('app-started', () => { (window as { appStarted?: boolean }).appStarted = true; }));
}

/**
 * Waits until the app has started on the page (a page from newPage, or one noteAppStart was given): a page the server
 * drew is the app's from then on, so a click or a focus on one of its controls before may be lost as the app draws
 * the page anew.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { appStarted?: boolean }).appStarted === true);
}

/** The newest link in the outbox (of mail to `to`, if given): mail without SMTP_URL is written there as .eml. */
export function latestOutboxLink(dataDir: string, pathname: string, to?: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : [];
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (to && !raw.split(/\r?\n/).includes(`To: ${to.toLowerCase()}`)) continue;
    const link = findMailLink(raw, pathname);
    if (link) return link;
  }
  throw new Error(`no ${pathname} link in ${outbox}`);
}

/** A test account: what registering needs, and what signing in asks for. */
export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** Calls the server's API as the client does (JSON, optional bearer token); fails the test unless it answers 2xx. */
export async function api<T = unknown>(server: RunningServer, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

/** Creates the account through the API (closed beta: an invite code from INVITES) and opens its verify link: shares reach only a verified address. */
export async function registerUser(server: RunningServer, user: TestUser, invite = INVITES[0]!): Promise<void> {
  await api(server, '/register-beta', {
    method: 'POST',
    body: { name: user.name, email: user.email, password: user.password, password_confirmation: user.password, beta_code: invite },
  });
  const token = new URL(latestOutboxLink(server.dataDir, '/verify', user.email)).searchParams.get('token');
  await api(server, '/verify-email', { method: 'POST', body: { token } });
}

/** Starts every later load of `target` (a page, or each page of a context) with a stored session (SPEC §3 token, user), as a returning user's. */
export async function startWithSession(target: Page | BrowserContext, session: { token: string; user: unknown }): Promise<void> {
  await target.addInitScript((s) => {
    window.localStorage.setItem('token', JSON.stringify(s.token));
    window.localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/** Answers the first-visit tutorial prompt in advance (for every later load of this page), for journeys not about it. */
export async function dismissTutorial(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('tutorial_enabled', 'false'));
}

/** Fills and submits the login form; waits for nothing, so a refused login can be checked too. */
export async function submitLogin(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in through the login form, the tutorial prompt dismissed in advance, and waits for the dashboard. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await dismissTutorial(page);
  await submitLogin(page, user);
  await page.waitForURL('**/user-dashboard');
}

/** Fills and submits the registration form. */
export async function submitRegistration(page: Page, user: TestUser, invite = INVITES[0]!): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Invite code').fill(invite);
  await page.getByLabel('Username').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Waits for the first match to be visible. */
export async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** What inside `container` reaches past its right edge (the start of each element's markup): out of reach where the container clips. */
export async function pastRightEdge(container: Locator): Promise<string[]> {
  return container.evaluate((box) => {
    const edge = box.getBoundingClientRect().right + 0.5;
    return [...box.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge).map((el) => el.outerHTML.slice(0, 80));
  });
}

/** Every value in an IndexedDB object store of the page's origin (none when the database or store is not there; neither is created). */
export async function readIndexedDb(page: Page, database: string, objectStore: string): Promise<unknown[]> {
  return page.evaluate(([name, storeName]) => new Promise<unknown[]>((resolve, reject) => {
    const open = indexedDB.open(name);
    // not there yet: the app creates it with its store, so this visit must not
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(storeName)) {
        db.close();
        resolve([]);
        return;
      }
      const all = db.transaction(storeName).objectStore(storeName).getAll();
      all.onsuccess = () => {
        db.close();
        resolve(all.result);
      };
      all.onerror = () => reject(all.error);
    };
  }), [database, objectStore] as const);
}

/** Waits until `holds` answers true, asking every 100 ms; fails with `what` after `timeout`. */
export async function until(holds: () => Promise<boolean>, what: string, timeout = 10_000): Promise<void> {
  for (const end = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await holds()) return;
    if (Date.now() > end) throw new Error(`still not so after ${timeout} ms: ${what}`);
  }
}

/** Waits until the offline copy of the user's data (src/pwa/offlineData.ts) holds `text`. */
export async function offlineCopyHolds(page: Page, text: string, timeout = 10_000): Promise<void> {
  await until(async () => JSON.stringify(await readIndexedDb(page, 'larder-offline', 'copy')).includes(text), `the offline copy holds ${text}`, timeout);
}

/** A recipe page as a site writes it: the recipe's schema.org data in its head. */
export const recipePage = (recipe: object) =>
  `<!doctype html><html><head><title>Soup</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>Soup</h1></body></html>`;

export interface Site {
  url: string;
  close: () => Promise<void>;
}

/** A web site on loopback to import from (the server started with IMPORT_ALLOW_LOOPBACK=1). */
export async function serveSite(handler: http.RequestListener): Promise<Site> {
  const site = http.createServer(handler);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => { site.close(() => resolve()); }),
  };
}
