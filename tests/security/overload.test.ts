// Overload (issue 11): far past capacity the server answers at once with 503 and Retry-After instead of
// queueing every request until it times out; a refused write stores nothing; the health route still answers;
// and once the load is gone the server serves normally again.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { whileClientWaits } from '../../server/errors';
import loadShedding, { BUSY_MESSAGE } from '../../server/plugins/loadShedding';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../../server/test/testApp';
import { caller, SLOW_SETUP_MS, type Person } from './helpers';

describe('too many requests in flight', () => {
  let t: TestApp;
  let me: Person;
  beforeAll(async () => {
    t = await createTestApp({ overload: { maxInFlight: 4, maxEventLoopDelayMs: 60_000, retryAfterS: 7 } });
    me = await signUp(t, TEST_INVITES[0]!);
  }, SLOW_SETUP_MS);
  afterAll(() => t.close());

  test('a burst of 80 writes: the first few are served, the rest get 503 + Retry-After at once, and store nothing', async () => {
    const call = caller(t);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 80 }, (_, i) =>
      call(me, 'POST', '/user-shoppinglists', { name: `Burst ${i}`, ingredients: [] })));
    const statuses = results.map((r) => r.statusCode);
    const served = results.filter((r) => r.statusCode === 201);
    const shed = results.filter((r) => r.statusCode === 503);
    expect(served.length + shed.length).toBe(80);
    expect(served.length).toBeGreaterThanOrEqual(4);
    expect(shed.length).toBeGreaterThan(40);
    for (const r of shed) {
      expect(r.headers['retry-after']).toBe('7');
      expect(r.json()).toEqual({ message: BUSY_MESSAGE });
      // the refusal carries the same security headers as any answer
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    // exactly the served writes were stored
    const lists = (await call(me, 'GET', '/user-shoppinglists')).json<{ name: string }[]>();
    expect(lists.length).toBe(served.length);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
  });

  test('it recovers: nothing is left counted in flight, and the next requests are served', async () => {
    expect(t.app.loadState().inFlight).toBe(0);
    const call = caller(t);
    for (let i = 0; i < 10; i += 1) expect((await call(me, 'GET', '/user-shoppinglists')).statusCode).toBe(200);
  });

  test('a failed or refused request releases its slot too', async () => {
    const call = caller(t);
    await Promise.all(Array.from({ length: 20 }, () => call(me, 'PUT', '/user-shoppinglists/999999', { name: 'Nope', ingredients: [] })));
    await Promise.all(Array.from({ length: 20 }, () => call(null, 'GET', '/user-shoppinglists')));
    expect(t.app.loadState().inFlight).toBe(0);
    expect((await call(me, 'GET', '/user-shoppinglists')).statusCode).toBe(200);
  });
});

describe('a starved event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overload: { maxInFlight: 1000, maxEventLoopDelayMs: 250, retryAfterS: 3 } });
  }, SLOW_SETUP_MS);
  afterAll(() => t.close());

  const busy = (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) { /* busy */ }
  };
  /** keeps the loop busy in 400 ms slices for `ms`, as a flood of synchronous work would */
  const starve = async (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const slice = Date.now() + 400;
      while (Date.now() < slice) { /* busy */ }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  test('one long task is not overload; a loop that stays slow sheds with 503, health still answers, and it recovers', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    busy(900);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await t.app.inject({ url: '/api/recipes' })).statusCode).not.toBe(503);
    await starve(2000);
    const shed = await t.app.inject({ url: '/api/recipes' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // quiet again: two calm sample windows later the server serves
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await t.app.inject({ url: '/api/recipes' })).statusCode).toBe(200);
  });
});

test('a client that gave up while its connection waited to be accepted frees its slot once its work is done', async () => {
  const app = Fastify();
  await app.register(loadShedding, { maxInFlight: 2, maxEventLoopDelayMs: 60_000, retryAfterS: 1 });
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => { answer = resolve; });
  let arrivals = 0;
  app.put('/write', async () => {
    arrivals += 1;
    await answered;
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = new URL(address);
    // clients in another process send a write and close their end; this process is busy meanwhile, as a loaded
    // server is, so it takes their connections (request and end together) only after they gave up
    const body = JSON.stringify({ items: 'x'.repeat(40_000) });
    const script = `const net = require('node:net');
      for (let i = 0; i < 3; i += 1) {
        const s = net.connect(${port}, '127.0.0.1', () => s.write('PUT /write HTTP/1.1\\r\\nHost: x\\r\\nContent-Type: application/json\\r\\nContent-Length: ${body.length}\\r\\n\\r\\n' + ${JSON.stringify(body)}, () => s.destroy()));
      }
      setTimeout(() => process.exit(0), 300);`;
    const client = spawn(process.execPath, ['-e', script]);
    const exited = new Promise((resolve) => client.once('exit', resolve));
    const until = Date.now() + 1500;
    while (Date.now() < until) { /* busy */ }
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // gone, but their work is not done: still counted
    expect(arrivals).toBeGreaterThan(0);
    expect(app.loadState().inFlight).toBe(arrivals);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.loadState().inFlight).toBe(0);
    expect((await fetch(`${address}/quick`)).status).toBe(200);
  } finally {
    await app.close();
  }
});

test('work that only the client waits for (a login\'s password hash) is dropped once the client has left', async () => {
  const app = Fastify({ forceCloseConnections: true });
  let left: Promise<boolean> | null = null;
  app.get('/wait', async (_request, reply) => {
    const signal = whileClientWaits(reply);
    // resolved true when the client leaves; false after a while, so the test never hangs
    left = new Promise((resolve) => {
      signal.addEventListener('abort', () => resolve(true));
      setTimeout(() => resolve(false), 5000);
    });
    await left;
    return { ok: true };
  });
  const answered: boolean[] = [];
  app.get('/answered', async (_request, reply) => {
    const signal = whileClientWaits(reply);
    reply.raw.once('close', () => setImmediate(() => answered.push(signal.aborted)));
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const client = new AbortController();
    const request = fetch(`${address}/wait`, { signal: client.signal }).catch(() => null);
    while (!left) await new Promise((resolve) => setTimeout(resolve, 10));
    client.abort();
    await request;
    expect(await left).toBe(true);
    // an answer that was sent is not a client that left
    expect((await fetch(`${address}/answered`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toEqual([false]);
  } finally {
    await app.close();
  }
});

test('a client that leaves while its request waits for a hook (signed-in routes check the session first) frees its slot, and its work is not done', async () => {
  const app = Fastify();
  await app.register(loadShedding, { maxInFlight: 5, maxEventLoopDelayMs: 60_000, retryAfterS: 1 });
  let handled = 0;
  // as the session check: a database read before the body is read
  const check = async () => { await new Promise((resolve) => setTimeout(resolve, 100)); };
  app.put('/write', { onRequest: check }, async () => {
    handled += 1;
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = new URL(address);
    const body = JSON.stringify({ items: 'x'.repeat(40_000) });
    // each sends a whole request and goes while the check still runs: Fastify never answers these
    await Promise.all(Array.from({ length: 5 }, () => new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`PUT /write HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`, () => {
          setTimeout(() => { socket.destroy(); resolve(); }, 20);
        });
      });
    })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.loadState().inFlight).toBe(0);
    expect(handled).toBe(0);
    // and the server serves the next ones
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${address}/write`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  } finally {
    await app.close();
  }
});
