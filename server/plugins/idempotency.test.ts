// Writes that are safe to retry: the Idempotency-Key plugin on routes of its own (a counter of runs, a handler held
// until the test lets it go, a refusal), against a real database.
import { eq, sql } from 'drizzle-orm';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/idempotency';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { idempotencyKeys } from '../db/schema';
import { conflict } from '../errors';
import { sweepIdempotencyKeys } from '../services/idempotency';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';

let t: TestApp;
let a: Record<string, string>;
let b: Record<string, string>;
let runs = 0;
/** the held route waits for this while it is set */
let held: Promise<void> | null = null;
/** the refusing route refuses while this is true */
let refusing = true;

beforeAll(async () => {
  t = await createTestApp();
  // routes of the test's own, registered before the app is ready: the plugin adds its header to their schemas
  t.app.post('/test/count', { config: { idempotent: true }, onRequest: t.app.authenticate }, async (request, reply) => {
    runs += 1;
    reply.code(201);
    return { run: runs, sent: request.body };
  });
  t.app.post('/test/held', { config: { idempotent: true }, onRequest: t.app.authenticate }, async () => {
    runs += 1;
    await held;
    return { run: runs };
  });
  t.app.post('/test/refusing', { config: { idempotent: true }, onRequest: t.app.authenticate }, async () => {
    runs += 1;
    if (refusing) throw conflict('Not now.');
    return { run: runs };
  });
  t.app.post('/test/signed-out', { config: { idempotent: true } }, async () => {
    runs += 1;
    return { run: runs };
  });
  t.app.post('/test/plain', { onRequest: t.app.authenticate }, async () => {
    runs += 1;
    return { run: runs };
  });
  a = (await signUp(t, TEST_INVITES[0]!)).auth;
  b = (await signUp(t, TEST_INVITES[1]!)).auth;
});
afterAll(() => t.close());
beforeEach(() => {
  runs = 0;
});

let serial = 0;
/** a fresh key, as the app makes one per submission */
const newKey = () => `test-key-${(serial += 1).toString().padStart(8, '0')}`;
const send = (url: string, auth: Record<string, string>, key: string | null, payload: object = { name: 'Saturday shop' }) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth, ...(key === null ? {} : { 'idempotency-key': key }) }, payload });
const row = async (key: string) => (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
const backdate = (key: string, ms: number) => t.db.update(idempotencyKeys)
  .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` }).where(eq(idempotencyKeys.key, key));
const HOUR = 60 * 60 * 1000;

test('the same key and body again is answered as the first was, marked replayed, and not run again', async () => {
  const key = newKey();
  const first = await send('/test/count', a, key);
  expect(first.statusCode).toBe(201);
  expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  const again = await send('/test/count', a, key);
  expect(again.statusCode).toBe(201);
  expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
  expect(again.headers['content-type']).toMatch(/^application\/json/);
  expect(again.json()).toEqual(first.json());
  expect(runs).toBe(1);
});

test('without a key, or on a route without the option, every request runs', async () => {
  await send('/test/count', a, null);
  await send('/test/count', a, null);
  const key = newKey();
  await send('/test/plain', a, key);
  await send('/test/plain', a, key);
  expect(runs).toBe(4);
  expect(await row(key)).toBeUndefined();
});

test('the same key with another body, or to another address, is a 422 and runs nothing', async () => {
  const key = newKey();
  await send('/test/count', a, key, { name: 'Saturday shop' });
  const other = await send('/test/count', a, key, { name: 'Sunday shop' });
  expect(other.statusCode).toBe(422);
  expect(other.json().message).toBe(SERVER_MESSAGES.idempotencyMismatch);
  const elsewhere = await send('/test/held', a, key, { name: 'Saturday shop' });
  expect(elsewhere.statusCode).toBe(422);
  expect(runs).toBe(1);
  // the first answer stays what the key answers
  expect((await send('/test/count', a, key, { name: 'Saturday shop' })).json().run).toBe(1);
});

test('a key that is not 16 to 64 letters, digits, dashes or underscores is a 400', async () => {
  for (const key of ['short', 'x'.repeat(65), 'has spaces in it ok', 'ünïcödé-ünïcödé-ü']) {
    const res = await send('/test/count', a, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.idempotencyKeyInvalid);
  }
  expect(runs).toBe(0);
});

test('a repeat while the first still runs is a 409 "still being done", never a second run; then the answer', async () => {
  const key = newKey();
  let release = () => {};
  held = new Promise((resolve) => { release = resolve; });
  const first = send('/test/held', a, key);
  // the first has claimed the key once its handler runs
  while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const during = await Promise.all([send('/test/held', a, key), send('/test/held', a, key)]);
  for (const res of during) {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.idempotencyRunning, errors: { 'Idempotency-Key': [SERVER_MESSAGES.idempotencyRunning] } });
    expect(res.headers['retry-after']).toBe('2');
  }
  release();
  held = null;
  expect((await first).statusCode).toBe(200);
  const after = await send('/test/held', a, key);
  expect(after.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
  expect(after.json()).toEqual({ run: 1 });
  expect(runs).toBe(1);
});

test('two requests with one key sent at once run once', async () => {
  const key = newKey();
  const answers = await Promise.all([send('/test/count', a, key), send('/test/count', a, key), send('/test/count', a, key)]);
  expect(runs).toBe(1);
  for (const res of answers) expect([201, 409]).toContain(res.statusCode);
  expect(answers.filter((res) => res.statusCode === 201 && !res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()])).toHaveLength(1);
});

test('a refused request lets its key go: the same request later runs afresh', async () => {
  const key = newKey();
  refusing = true;
  expect((await send('/test/refusing', a, key)).statusCode).toBe(409);
  expect(await row(key)).toBeUndefined();
  refusing = false;
  const later = await send('/test/refusing', a, key);
  expect(later.statusCode).toBe(200);
  expect(later.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  expect(runs).toBe(2);
});

test("keys are per user: another user's same key runs for them, with their own answer", async () => {
  const key = newKey();
  const mine = await send('/test/count', a, key);
  const theirs = await send('/test/count', b, key);
  expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  expect([mine.json().run, theirs.json().run]).toEqual([1, 2]);
  // a signed-out key stands alone, apart from both
  const signedOut = await send('/test/signed-out', {}, key);
  expect(signedOut.json().run).toBe(3);
  expect((await send('/test/signed-out', {}, key)).json().run).toBe(3);
  expect(runs).toBe(3);
});

test("a key claimed by a request that never answered (its process ended) is taken after 2 minutes", async () => {
  const key = newKey();
  await send('/test/count', a, key);
  // as if the first had claimed the key and its process had gone before the answer
  await t.db.update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, key));
  expect((await send('/test/count', a, key)).statusCode).toBe(409);
  await backdate(key, 3 * 60 * 1000);
  const taken = await send('/test/count', a, key);
  expect(taken.statusCode).toBe(201);
  expect(taken.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  expect(runs).toBe(2);
});

test('keys are kept a day: the sweep deletes older ones, and an older one not yet swept is a new key', async () => {
  const [old, kept, unswept] = [newKey(), newKey(), newKey()];
  for (const key of [old, kept, unswept]) await send('/test/count', a, key);
  await backdate(old, 25 * HOUR);
  await backdate(kept, 23 * HOUR);
  expect(await sweepIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
  expect(await row(old)).toBeUndefined();
  expect(await row(kept)).toBeDefined();
  expect((await send('/test/count', a, kept)).headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');

  await backdate(unswept, 25 * HOUR);
  const anew = await send('/test/count', a, unswept);
  expect(anew.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  expect(anew.json().run).toBe(4);
  expect(runs).toBe(4);
});

test("a user's keys go with their account", async () => {
  const c = await signUp(t, TEST_INVITES[2]!);
  const key = newKey();
  await send('/test/count', c.auth, key);
  const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  expect(stored?.scope).toMatch(/^user:\d+$/);
  const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: c.auth, payload: { current_password: c.password } });
  expect(deleted.statusCode).toBe(200);
  expect(await row(key)).toBeUndefined();
});
