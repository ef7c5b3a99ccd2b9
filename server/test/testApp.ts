// A real app on a fresh database (in memory, or on PostgreSQL when DATABASE_URL is set), with mail captured.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db';
import type { MailMessage, Mailer } from '../services/mail';
import { loadSecret } from '../services/tokens';

export const TEST_INVITES = ['TESTCODE', 'SECOND22', 'THIRD333', 'FOURTH44', 'FIFTH555'];

/**
 * An in-memory PGlite; or, when DATABASE_URL is set (CI's PostgreSQL run), a fresh database of its own on that
 * server, dropped on close, so test files running side by side never see each other's rows.
 */
async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: null });
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
/** Registers and logs in a fresh user; returns its token and credentials. */
export async function signUp(t: TestApp, invite: string, name?: string) {
  counter += 1;
  const user = { name: name ?? `cook_${counter}_${Date.now().toString(36)}`, email: `cook${counter}.${Date.now()}@example.com`, password: 'secret-pass-1' };
  const reg = await t.app.inject({
    method: 'POST', url: '/api/register-beta',
    payload: { ...user, password_confirmation: user.password, beta_code: invite },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
  const { token } = login.json<{ token: string }>();
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
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
