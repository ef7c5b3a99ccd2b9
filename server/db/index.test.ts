// The embedded database runs each statement on this thread. Requests that each make a few calls in turn must
// leave the event loop a turn between calls, or one request's next call queues behind everybody's and the loop
// reads no new request (and accepts no connection) until all of them are done.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DatabaseConnectError } from '../errors';
import { databaseUnavailable } from '../plugins/errors';
import { openDatabase, postgresPool, type Database } from './index';

let database: Database;
beforeAll(async () => { database = await openDatabase({ databaseUrl: null, dataDir: null }); });
afterAll(() => database.close());

test('between the calls of requests in flight the event loop gets a turn', async () => {
  const requests = 20;
  let done = 0;
  let doneWhenTheLoopTurned = -1;
  setTimeout(() => { doneWhenTheLoopTurned = done; }, 0);
  await Promise.all(Array.from({ length: requests }, async () => {
    for (let call = 0; call < 3; call += 1) await database.db.execute(sql`select count(*) from generate_series(1, 20000)`);
    done += 1;
  }));
  expect(done).toBe(requests);
  // a timer due at once ran while most requests still had calls to make
  expect(doneWhenTheLoopTurned).toBeGreaterThanOrEqual(0);
  expect(doneWhenTheLoopTurned).toBeLessThan(requests / 2);
});

test('a transaction and its statements still run as one', async () => {
  const results = await Promise.all(Array.from({ length: 5 }, (_, i) => database.db.transaction(async (tx) => {
    await tx.execute(sql`create temp table if not exists t_turns (n int)`);
    await tx.execute(sql`insert into t_turns values (${i})`);
    const { rows } = await tx.execute(sql`select count(*)::int as n from t_turns`) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  })));
  expect(results).toEqual([1, 2, 3, 4, 5]);
});

describe('the embedded database in a data folder is one process\'s', () => {
  let dataDir: string;
  const lock = () => path.join(dataDir, 'db', 'larder.pid');
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-lock-'));
    fs.mkdirSync(path.join(dataDir, 'db'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('another running process holding it (the server, for an admin command) is a refusal that says what to do', async () => {
    // this test's parent process is alive
    fs.writeFileSync(lock(), String(process.ppid));
    await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(`The database in ${dataDir} is in use by process ${process.ppid} (a running Larder server?): stop it first`);
    expect(fs.readFileSync(lock(), 'utf8')).toBe(String(process.ppid));
  });

  test('a lock left by a process that is gone is taken over, and given back on close', async () => {
    fs.writeFileSync(lock(), '2147483646');
    const opened = await openDatabase({ databaseUrl: null, dataDir });
    expect(fs.readFileSync(lock(), 'utf8')).toBe(String(process.pid));
    await opened.close();
    expect(fs.existsSync(lock())).toBe(false);
  }, 60_000);
});

test('a PostgreSQL that never answers (packets dropped, a host down) is given up on at the start, saying where', async () => {
  // takes the connection and says nothing, as a server behind a firewall that drops the packets seems to
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => { sockets.push(socket); });
  await new Promise<void>((resolve) => { silent.listen(0, '127.0.0.1', resolve); });
  const { port } = silent.address() as net.AddressInfo;
  try {
    const opening = openDatabase({ databaseUrl: `postgres://larder:secret@127.0.0.1:${port}/larder`, dataDir: null, connectTimeoutMs: 300 });
    await expect(opening).rejects.toThrow(`could not reach PostgreSQL at 127.0.0.1:${port}`);
    expect(((await opening.catch((err: Error) => err)) as Error).cause).toBeInstanceOf(Error);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => { silent.close(resolve); });
  }
});

test('PostgreSQL out of reach after the start is an outage (a 503) for a transaction, whose connection the pool makes itself, as for a query', async () => {
  // a port nobody listens on
  const free = net.createServer();
  await new Promise<void>((resolve) => { free.listen(0, '127.0.0.1', resolve); });
  const { port } = free.address() as net.AddressInfo;
  await new Promise((resolve) => { free.close(resolve); });
  const pool = await postgresPool(`postgres://larder:secret@127.0.0.1:${port}/larder`, 300);
  try {
    const db = drizzle(pool);
    const transaction = await db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((err: unknown) => err);
    expect(transaction).toBeInstanceOf(DatabaseConnectError);
    expect((transaction as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseUnavailable(transaction)).toBe(true);
    expect(databaseUnavailable(await db.execute(sql`select 1`).catch((err: unknown) => err))).toBe(true);
  } finally {
    await pool.end();
  }
});
