// A crash in the middle of autosaves (issue 11): the real server on its embedded database in DATA_DIR, a list
// saved again and again, the process killed with SIGKILL right after an acknowledged save (with more saves
// still on the wire), then started again on the same DATA_DIR: every acknowledged save is there.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listItem } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const INVITE = 'RESTART1';
const START_TIMEOUT_MS = 90_000;
let dataDir: string;
let child: ChildProcess | null = null;

function start(): Promise<{ url: string; proc: ChildProcess }> {
  // tsx as a loader, not its CLI: the CLI runs the server in a child process, which a SIGKILL of the CLI
  // would leave running; here the process killed is the server itself
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, INVITE_CODES: INVITE, LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '', CLIENT_DIR: '/nonexistent', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], proc });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}):\n${output}`));
    });
  });
}

function killHard(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.removeAllListeners('exit');
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function api<T>(url: string, route: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}/api${route}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-restart-'));
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) await killHard(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 in the middle of autosaves loses nothing that was acknowledged', async () => {
  const first = await start();
  const user = { name: 'crash_cook', email: 'crash.cook@example.com', password: 'crash-pass-1' };
  expect((await api(first.url, '/register-beta', { method: 'POST', body: { ...user, password_confirmation: user.password, beta_code: INVITE } })).status).toBe(201);
  const { token } = (await api<{ token: string }>(first.url, '/login', { method: 'POST', body: { email: user.email, password: user.password } })).body;
  const created = await api<{ user_shoppinglist_id: number }>(first.url, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Autosaved', ingredients: [] } });
  const id = created.body.user_shoppinglist_id;
  const storeRes = await api<{ id: number }>(first.url, '/stores', { method: 'POST', token, body: { name: 'Crash pantry', description: '' } });

  // the editor's autosave: the whole list, one more item each time, each save acknowledged before the next
  let acknowledged: string[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const items = Array.from({ length: n }, (_, i) => listItem({ id: i + 1, value: i + 1, name: `item ${i + 1}` }));
    const res = await api(first.url, `/user-shoppinglists/${id}`, { method: 'PUT', token, body: { ingredients: items } });
    expect(res.status).toBe(200);
    acknowledged = items.map((i) => i.name);
  }
  const storeSave = await api(first.url, `/stores/${storeRes.body.id}`, { method: 'PUT', token, body: { items: [listItem({ name: 'saved flour' })].map((i) => ({ ...i, estimated_expiry_days: 30, created_at: i.date_added })) } });
  expect(storeSave.status).toBe(200);
  // more saves on the wire, unacknowledged, as the process dies
  const unacknowledged = Array.from({ length: 5 }, (_, k) => fetch(`${first.url}/api/user-shoppinglists/${id}`, {
    method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ingredients: Array.from({ length: 13 + k }, (_, i) => listItem({ id: i + 1, value: i + 1, name: `item ${i + 1}` })) }),
  }).catch(() => null));
  await killHard(first.proc);
  await Promise.all(unacknowledged);
  // the killed process is really gone: its port answers nothing any more
  await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

  const second = await start();
  const read = await api<{ shopping_list: { ingredients: { name: string }[] } }>(second.url, `/user-shoppinglists/${id}`, { token });
  expect(read.status).toBe(200);
  const names = read.body.shopping_list.ingredients.map((i) => i.name);
  // every acknowledged item is there, in order; a save that was still on the wire may or may not have landed
  expect(names.slice(0, acknowledged.length)).toEqual(acknowledged);
  expect(names.length).toBeLessThanOrEqual(17);
  const stores = await api<{ id: number; items: { name: string }[] }[]>(second.url, '/stores', { token });
  expect(stores.body.find((s) => s.id === storeRes.body.id)?.items.map((i) => i.name)).toEqual(['saved flour']);
  await killHard(second.proc);
}, 4 * START_TIMEOUT_MS);
