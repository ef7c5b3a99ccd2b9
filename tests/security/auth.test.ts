// Tokens and authentication (issue 11): expired, forged, tampered, reused and cross-purpose link tokens are
// refused and change nothing; a reset signs every device out; a mailed link is built from APP_URL whatever
// the Host header says; broken bearer headers are 401; brute force is slowed per address and e-mail without
// locking the real owner out, and the limit lifts when its window ends.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../contract/authRules';
import { linkTokens, sessions, users } from '../../server/db/schema';
import { issueLinkToken, loadSecret } from '../../server/services/tokens';
import { createTestApp, linkFrom, signUp, TEST_INVITES, type TestApp } from '../../server/test/testApp';
import { caller, expectRefused, SLOW_SETUP_MS, type Person } from './helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
let alice: Person;
let bob: Person;
let secret: Buffer;
const NEW_PASSWORD = 'another-pass-2';

const userRow = async (who: Person) => (await t.db.select().from(users).where(eq(users.email, who.email)))[0]!;
const reset = (email: string, token: string, password = NEW_PASSWORD) =>
  call(null, 'POST', '/reset-password', { email, token, password, password_confirmation: password });
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const resetToken = async (who: Person, now = Date.now()) => issueLinkToken(t.db, secret, 'reset', { id: (await userRow(who)).id, email: who.email }, now);
const verifyToken = async (who: Person) => issueLinkToken(t.db, secret, 'verify', { id: (await userRow(who)).id, email: who.email });
const sign = (key: Buffer, purpose: string, body: string) => createHmac('sha256', key).update(`${purpose}.${body}`).digest('base64url');

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 1500 } });
  call = caller(t);
  [alice, bob] = [await signUp(t, TEST_INVITES[0]!), await signUp(t, TEST_INVITES[1]!)];
  secret = await loadSecret(t.db);
}, SLOW_SETUP_MS);
afterAll(() => t.close());

describe('link tokens', () => {
  test('an expired reset token → "This link has expired.", the password unchanged', async () => {
    const token = await resetToken(alice, Date.now() - 2 * 60 * 60 * 1000);
    const res = await expectRefused(t, 400, () => reset(alice.email, token));
    expect(res.json<{ message: string }>().message).toBe(AUTH_MESSAGES.linkExpired);
  });

  test('a token signed with another secret (forged) → invalid', async () => {
    const token = await resetToken(alice);
    const [body] = token.split('.');
    const res = await expectRefused(t, 400, () => reset(alice.email, `${body}.${sign(randomBytes(32), 'reset', body!)}`));
    expect(res.json<{ message: string }>().message).toBe(AUTH_MESSAGES.linkInvalid);
  });

  test("a tampered payload (Bob's token rewritten to name Alice, a later expiry) → invalid", async () => {
    const token = await resetToken(bob);
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const aliceId = (await userRow(alice)).id;
    for (const change of [{ user_id: aliceId, user_email: alice.email }, { exp: 4102444800 }]) {
      const forged = Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url');
      const res = await expectRefused(t, 400, () => reset(alice.email, `${forged}.${signature}`));
      expect(res.json<{ message: string }>().message).toBe(AUTH_MESSAGES.linkInvalid);
    }
  });

  test("a valid token for Bob's account, sent with Alice's e-mail → invalid", async () => {
    const token = await resetToken(bob);
    await expectRefused(t, 400, () => reset(alice.email, token));
  });

  test('garbage tokens: empty parts, extra dots, non-JSON, huge → 400', async () => {
    for (const token of ['', '.', 'abc', 'a.b.c', `${Buffer.from('not json').toString('base64url')}.x`, 'x'.repeat(1500)]) {
      const res = await reset(alice.email, token);
      expect(res.statusCode).toBe(400);
    }
  });

  test('a reset token works once: reused → invalid, the second password not set', async () => {
    const token = await resetToken(bob);
    expect((await reset(bob.email, token)).statusCode).toBe(200);
    bob.password = NEW_PASSWORD;
    const res = await expectRefused(t, 400, () => reset(bob.email, token, 'third-pass-33'));
    expect(res.json<{ message: string }>().message).toBe(AUTH_MESSAGES.linkInvalid);
    expect((await login(bob.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('a verify token used to reset a password → invalid, nothing changed', async () => {
    const token = await verifyToken(alice);
    await expectRefused(t, 400, () => reset(alice.email, token));
  });

  test('a reset token used to verify an e-mail → invalid, the address stays unverified', async () => {
    const token = await resetToken(alice);
    const res = await expectRefused(t, 400, () => call(null, 'POST', '/verify-email', { token }));
    expect(res.json<{ error: string }>().error).toBe(AUTH_MESSAGES.linkInvalid);
  });

  test('link tokens, and their id alone, are not bearer tokens → 401', async () => {
    const token = await verifyToken(alice);
    const [row] = await t.db.select().from(linkTokens).orderBy(linkTokens.createdAt).limit(1);
    for (const bearer of [token, token.split('.')[0]!, token.split('.')[1]!, row!.id]) {
      expect((await call(null, 'GET', '/account', undefined, { authorization: `Bearer ${bearer}` })).statusCode).toBe(401);
    }
  });

  test('a session token is not a link token', async () => {
    await expectRefused(t, 400, () => reset(alice.email, alice.token));
  });
});

describe('sessions', () => {
  // from an address of their own: with sign-up's, four logins by Alice from one address within the test app's
  // 1.5-second window (a fast machine runs the tests above in less) are over its limit of three
  const sessionLogin = (password: string) => login(alice.email, password, '192.0.2.60');

  test('a password reset signs out every device at once', async () => {
    const other = (await sessionLogin(alice.password)).json<{ token: string }>().token;
    for (const token of [alice.token, other]) expect((await call(null, 'GET', '/account', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await reset(alice.email, await resetToken(alice))).statusCode).toBe(200);
    for (const token of [alice.token, other]) expect((await call(null, 'GET', '/account', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const userId = (await userRow(alice)).id;
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    alice.password = NEW_PASSWORD;
    alice.token = (await sessionLogin(NEW_PASSWORD)).json<{ token: string }>().token;
    alice.auth = { authorization: `Bearer ${alice.token}` };
  });

  test('a logged-out token is refused on its next use', async () => {
    const token = (await sessionLogin(alice.password)).json<{ token: string }>().token;
    expect((await call(null, 'POST', '/logout', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await call(null, 'GET', '/account', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  test.each([
    'Bearer null', 'Bearer undefined', 'Bearer ', 'Bearer', '', 'null', 'Basic YWxpY2U6c2VjcmV0', 'Token abc',
    'Bearer x', 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Bearer ../../etc/passwd', "Bearer ' OR 1=1 --",
  ])('Authorization "%s" → 401 Unauthenticated', async (header) => {
    const res = await expectRefused(t, 401, () => call(null, 'PUT', '/stores/1', { items: [] }, { authorization: header }));
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  test("a valid token with different case or padding is not Alice's session", async () => {
    for (const header of [`bearer ${alice.token}`, `Bearer  ${alice.token}`, `Bearer ${alice.token.toUpperCase()}`]) {
      expect((await call(null, 'GET', '/account', undefined, { authorization: header })).statusCode).toBe(401);
    }
  });
});

describe('mailed links', () => {
  test('the Host and X-Forwarded-Host headers cannot change a reset link: it is built from APP_URL', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST', url: '/api/forgot-email', payload: { email: bob.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', forwarded: 'host=evil.example' },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.mails[before];
    expect(linkFrom(mail).origin).toBe('https://larder.test');
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});

describe('brute force', () => {
  test('wrong passwords are limited per address and e-mail; the owner elsewhere still signs in; the limit lifts', async () => {
    const victim = await signUp(t, TEST_INVITES[2]!);
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login(victim.email, `wrong-guess-${i}`, attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // even the right password is not tried from the limited address until the window ends
    const limited = await login(victim.email, victim.password, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/^Too many attempts\. Please try again in /);
    // the owner, on their own network, is not locked out
    expect((await login(victim.email, victim.password, '198.51.100.20')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await login(victim.email, victim.password, attacker)).statusCode).toBe(200);
  });

  test('an unknown e-mail and a wrong password get the same answer', async () => {
    const unknown = await login('nobody-here@example.com', 'whatever-1', '192.0.2.50');
    const wrong = await login(bob.email, 'whatever-1', '192.0.2.51');
    expect([unknown.statusCode, unknown.json()]).toEqual([wrong.statusCode, wrong.json()]);
  });
});
