// Opens the database: embedded PGlite in DATA_DIR by default, a real PostgreSQL when DATABASE_URL is set.
// Both speak PostgreSQL's dialect through Drizzle, and the committed migrations are applied on open.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { DatabaseConnectError } from '../errors';
import { NAME_SIMILARITY } from '../services/recipeFilters';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * Every session's settings. The name trigram index answers `<%` (services/recipeFilters.ts) at the session's
 * word similarity threshold; at pg_trgm's default, 0.6, a two-word search such as 'quick chicken' had the index
 * hand ~1,400 names to check for the ~100 above NAME_SIMILARITY (every name with 'chicken' in it), and checking
 * them was most of a search's cost. The search still states the threshold itself, so what matches never depends
 * on this setting, only how much the index leaves to check.
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': NAME_SIMILARITY };

/** DATABASE_URL read as an address; its own parse error would name only 'Invalid URL' */
function addressOf(databaseUrl: string): URL {
  try {
    return new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not an address: it looks like postgres://user:password@host:5432/database');
  }
}

/** 'host:port' of the server DATABASE_URL names (never its password), to say which one could not be reached */
function serverOf(databaseUrl: string): string {
  const url = addressOf(databaseUrl);
  return `${url.searchParams.get('host') || decodeURIComponent(url.hostname) || 'localhost'}:${url.port || 5432}`;
}

/** the address with SESSION_SETTINGS added to its startup options (node-postgres takes the address's over its own) */
function withSessionSettings(databaseUrl: string): string {
  const url = addressOf(databaseUrl);
  const settings = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  url.searchParams.set('options', [url.searchParams.get('options'), ...settings].filter(Boolean).join(' '));
  return url.toString();
}

/** ours: how long a connection to PostgreSQL (a new one, or one waited for from the pool) may take */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * node-postgres's pool of connections to `databaseUrl`, where a connection a transaction asks for (drizzle takes it from
 * the pool itself, not in a query) and cannot have is a DatabaseConnectError: the database out of reach, a 503
 * (plugins/errors.ts), as a query's is. A server that does not answer (a firewall that drops the packets, a host
 * that is down) is given up on after `connectTimeoutMs`, where node-postgres waits without end. Exported for a test.
 */
export async function postgresPool(databaseUrl: string, connectTimeoutMs = CONNECT_TIMEOUT_MS) {
  const { Pool } = await import('pg');
  type Connected = Parameters<InstanceType<typeof Pool>['connect']>[0];
  class Connections extends Pool {
    override connect(): Promise<PoolClient>;
    override connect(callback: Connected): void;
    override connect(callback?: Connected): Promise<PoolClient> | void {
      // a query's: its failure comes back wrapped in drizzle's DrizzleQueryError
      if (callback) return super.connect(callback);
      return super.connect().catch((err: unknown) => { throw new DatabaseConnectError(err); });
    }
  }
  return new Connections({ connectionString: withSessionSettings(databaseUrl), max: 10, connectionTimeoutMillis: connectTimeoutMs });
}

/**
 * dataDir null opens an in-memory PGlite (tests); loadDataDir starts it from a dump (dumpDataDir) instead of an
 * empty cluster.
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null; loadDataDir?: Blob; connectTimeoutMs?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = await postgresPool(opts.databaseUrl, opts.connectTimeoutMs);
    // an idle connection the server ends (a restart, a failover, a dropped database) is reported on the pool, which
    // then opens another when asked; unheard, that report ended the whole process
    pool.on('error', (err) => console.warn(`database: an idle connection was closed (${err.message})`));
    // a connection first, so that a wrong password, a missing database or a closed port is said as such, not as the
    // migration's first query failing
    try {
      (await pool.connect()).release();
    } catch (err) {
      await pool.end();
      // what node-postgres said ('password authentication failed …'), not the pool's 'could not connect' around it
      throw new Error(`could not reach PostgreSQL at ${serverOf(opts.databaseUrl)}`, { cause: err instanceof DatabaseConnectError ? err.cause : err });
    }
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dbDir: string | undefined;
  let unlock = () => {};
  if (opts.dataDir) {
    dbDir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dbDir, { recursive: true });
    unlock = lockDataDir(dbDir);
  }
  try {
    const client = await PGlite.create({ dataDir: dbDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
    await client.exec(Object.entries(SESSION_SETTINGS).map(([name, value]) => `set ${name} = ${value};`).join('\n'));
    oneCallPerTurn(client);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close().finally(unlock) };
  } catch (err) {
    unlock();
    throw err;
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is one process's: a second one on the same files (an admin command beside the running
 * server, a second server) writes what the first never sees, and the first's next checkpoint can undo it. The
 * process that opens it writes its id beside it; another finds it there, alive, and is refused. A lock whose
 * process is gone (a crash) is taken over. Returns the release.
 */
function lockDataDir(dbDir: string): () => void {
  const lock = path.join(dbDir, 'larder.pid');
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(`The database in ${path.dirname(dbDir)} is in use by process ${holder} (a running Larder server?): stop it first, or give both the same PostgreSQL with DATABASE_URL.`);
    }
    fs.writeFileSync(lock, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.rmSync(lock);
    } catch {
      // gone already
    }
  };
}

/**
 * PGlite runs each statement synchronously on this thread and hands its lock on in promise callbacks: with many
 * requests waiting, statement followed statement in one stretch of promise callbacks, and the event loop read no
 * new request and took no new connection until every waiting request was done (a connection opened under load
 * waited 10 s). Here calls (a statement, or a whole transaction) take turns in order, one per turn of the loop,
 * so between any two the server reads, accepts and answers.
 */
function oneCallPerTurn(client: { query: unknown; exec: unknown; transaction: unknown }) {
  const waiting: (() => void)[] = [];
  let running = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running = false;
  };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const call = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    client[method] = (...args: unknown[]) => new Promise((resolve, reject) => {
      waiting.push(() => { call(...args).then(resolve, reject).finally(() => setImmediate(next)); });
      if (!running) {
        running = true;
        setImmediate(next);
      }
    });
  }
}
