// A real app on a fresh database (in memory, or on PostgreSQL when DATABASE_URL is set), with mail captured.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db';
import type { MailMessage, Mailer } from '../services/mail';
import { loadSecret } from '../services/tokens';

export const TEST_INVITES = ['TESTCODE', 'SECOND22', 'THIRD333', 'FOURTH44', 'FIFTH555', 'SIXTH666'];

/**
 * A freshly migrated embedded database, dumped: initdb is most of a new PGlite's cost (~2 s, more with test files
 * running side by side), while a dump loads in a fraction of that. It is made once per set of migrations and
 * PGlite version, and kept in the temp folder for every test file after (migrations then find nothing to do).
 */
async function migratedTemplate(): Promise<Blob> {
  const migrations = path.join(__dirname, '..', 'db', 'migrations');
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(__dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const file = path.join(os.tmpdir(), `larder-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const dump = await (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
  await database.close();
  // written aside and renamed, so a test file running alongside never reads half a dump
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

/**
 * An in-memory PGlite (from the migrated template); or, when DATABASE_URL is set (CI's PostgreSQL run), a fresh
 * database of its own on that server, dropped on close, so test files running side by side never see each
 * other's rows.
 */
async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: await migratedTemplate() });
  const { Client } = await import('pg');
  const name = `larder_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}, mailer?: Mailer) {
  const database = await openTestDatabase();
  const config: Config = {
    ...loadConfig({ INVITE_CODES: TEST_INVITES.join(','), APP_URL: 'https://larder.test', CLIENT_DIR: '/nonexistent' }),
    // a test machine running many suites at once has a slow event loop that is not overload: only the
    // overload tests (tests/security/overload.test.ts) turn shedding on, through overrides
    overload: { maxInFlight: Number.MAX_SAFE_INTEGER, maxEventLoopDelayMs: Number.POSITIVE_INFINITY, retryAfterS: 5 },
    ...overrides,
  };
  const mails: MailMessage[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    secret: await loadSecret(database.db),
    mailer: mailer ?? { send: async (m) => void mails.push(m) },
  });
  const { addInvites } = await import('../services/invites');
  await addInvites(database.db, config.inviteCodes);
  return {
    app,
    db: database.db,
    mails,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
/**
 * Registers and logs in a fresh user; returns its token and credentials. The address is verified through the mailed
 * link unless `verify` is false: shares reach only a verified address.
 */
export async function signUp(t: TestApp, invite: string, name?: string, { verify = true } = {}) {
  counter += 1;
  const user = { name: name ?? `cook_${counter}_${Date.now().toString(36)}`, email: `cook${counter}.${Date.now()}@example.com`, password: 'secret-pass-1' };
  const reg = await t.app.inject({
    method: 'POST', url: '/api/register-beta',
    payload: { ...user, password_confirmation: user.password, beta_code: invite },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  if (verify) await verifyAddress(t, user.email);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
  const { token } = login.json<{ token: string }>();
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/** Opens the newest verify link mailed to `email`, as its owner would. */
export async function verifyAddress(t: TestApp, email: string) {
  const mail = t.mails.findLast((m) => m.to === email && m.link?.includes('/verify?token='));
  const token = mail ? linkFrom(mail).searchParams.get('token') : null;
  if (!token) throw new Error(`no verify link mailed to ${email}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}

/** The owner, editor, viewer and stranger of the sharing tests: four accounts, one invite each, in order. */
export async function signUpFour(t: TestApp) {
  const people = [];
  for (const invite of TEST_INVITES.slice(0, 4)) people.push(await signUp(t, invite));
  return people as [Person, Person, Person, Person];
}

type Person = Awaited<ReturnType<typeof signUp>>;

export function linkFrom(mail: MailMessage | undefined): URL {
  if (!mail?.link) throw new Error('no mail with a link');
  return new URL(mail.link);
}
