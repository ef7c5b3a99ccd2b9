// A real app on a fresh in-memory database, with mail captured instead of sent.
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db';
import type { MailMessage, Mailer } from '../services/mail';
import { loadSecret } from '../services/tokens';

export const TEST_INVITES = ['TESTCODE', 'SECOND22', 'THIRD333', 'FOURTH44', 'FIFTH555'];

export async function createTestApp(overrides: Partial<Config> = {}, mailer?: Mailer) {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const config: Config = {
    ...loadConfig({ INVITE_CODES: TEST_INVITES.join(','), APP_URL: 'https://larder.test', CLIENT_DIR: '/nonexistent' }),
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

export function linkFrom(mail: MailMessage | undefined): URL {
  if (!mail?.link) throw new Error('no mail with a link');
  return new URL(mail.link);
}
