import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../contract/rules';
import { AUTH_MESSAGES } from '../../contract/authRules';
import { users } from '../db/schema';
import { issueLinkToken, LINK_LIFETIME_S, loadSecret } from '../services/tokens';
import { createTestApp, linkFrom, signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { LOGIN_FAILED, INVITE_INVALID, EMAIL_TAKEN } from './auth';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ loginRateLimit: { max: 5, timeWindowMs: 60_000 } }); });
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register-beta', payload });
const validRegistration = (beta_code: string, email: string) => ({
  name: 'new_cook', email, password: 'pass-word-9', password_confirmation: 'pass-word-9', beta_code,
});

describe('registration', () => {
  test('creates the account with a default Pantry store and sends a verification link', async () => {
    const res = await register(validRegistration(TEST_INVITES[0]!, 'First.Cook@Example.com'));
    expect(res.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'first.cook@example.com'));
    expect(user?.defaultStoreId).not.toBeNull();
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('first.cook@example.com');
    expect(linkFrom(mail).origin + linkFrom(mail).pathname).toBe('https://larder.test/verify');
  });

  test('an invite code works once', async () => {
    const res = await register(validRegistration(TEST_INVITES[0]!, 'another@example.com'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: INVITE_INVALID, errors: { beta_code: [INVITE_INVALID] } });
    // nothing half-written: the account was rolled back with the refused code
    expect(await t.db.select().from(users).where(eq(users.email, 'another@example.com'))).toHaveLength(0);
  });

  test('an invite code is read in any case, and is then used', async () => {
    const lower = await register(validRegistration(TEST_INVITES[5]!.toLowerCase(), 'lower.case@example.com'));
    expect(lower.statusCode).toBe(201);
    expect((await register(validRegistration(TEST_INVITES[5]!, 'upper.case@example.com'))).statusCode).toBe(422);
  });

  test('of two registrations racing for one code, exactly one succeeds', async () => {
    const results = await Promise.all([
      register(validRegistration(TEST_INVITES[1]!, 'racer.one@example.com')),
      register(validRegistration(TEST_INVITES[1]!, 'racer.two@example.com')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  test('an e-mail already registered is refused on its field', async () => {
    const res = await register(validRegistration(TEST_INVITES[2]!, 'FIRST.cook@example.com'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [EMAIL_TAKEN] });
  });

  test.each([
    [{ name: 'abc' }, 'name', AUTH_MESSAGES.invalidUsername],
    [{ name: 'bad name!' }, 'name', AUTH_MESSAGES.invalidUsername],
    [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
    [{ password_confirmation: 'different-1' }, 'password_confirmation', AUTH_MESSAGES.passwordsDoNotMatch],
  ])('the rules of SPEC §5 are checked by the server too: %o', async (change, field, message) => {
    const res = await register({ ...validRegistration(TEST_INVITES[3]!, 'rules@example.com'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  test('wrong types are a 400 with field errors, never a 500', async () => {
    const res = await register({ name: 123, email: ['x'], password: null, password_confirmation: {}, beta_code: true });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'password', 'beta_code']));
  });
});

describe('login and logout', () => {
  test('login returns a token and the user; logout revokes the token', async () => {
    const me = await signUp(t, TEST_INVITES[3]!, undefined, { verify: false });
    const account = await t.app.inject({ url: '/api/account', headers: me.auth });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ name: me.name, email: me.email, email_verified: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: me.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account', headers: me.auth })).statusCode).toBe(401);
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'first.cook@example.com', password: 'nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('login is rate-limited per address and e-mail, and other e-mails still get through', async () => {
    const attempt = (email: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-pass' } });
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await attempt('victim@example.com')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    expect((await attempt('someone.else@example.com')).statusCode).toBe(401);
  });

  test.each(['Bearer null', 'Bearer ', 'Bearer undefined', 'Basic abc', 'Bearer ' + 'x'.repeat(43)])('"%s" is a 401', async (authorization) => {
    const res = await t.app.inject({ url: '/api/account', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('password reset', () => {
  test('forgot-email answers 404 for an unknown account (SPEC §7)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-email', payload: { email: 'ghost@example.com' } });
    expect(res.statusCode).toBe(404);
  });

  test('the mailed link resets the password once, signs out every device, and ignores the Host header', async () => {
    const me = await signUp(t, TEST_INVITES[4]!);
    const forgot = await t.app.inject({
      method: 'POST', url: '/api/forgot-email', payload: { email: me.email }, headers: { host: 'evil.example' },
    });
    expect(forgot.json()).toEqual({ message: AUTH_MESSAGES.forgotSuccess });
    const link = linkFrom(t.mails.at(-1));
    expect(link.origin).toBe('https://larder.test');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    const reset = (password: string) => t.app.inject({
      method: 'POST', url: '/api/reset-password', payload: { email: me.email, password, password_confirmation: password, token },
    });
    expect((await reset('brand-new-pw')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account', headers: me.auth })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: 'brand-new-pw' } });
    expect(login.statusCode).toBe(200);
    const again = await reset('another-pw-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.linkInvalid, errors: { token: [AUTH_MESSAGES.linkInvalid] } });
  });

  test('a reset makes the reset links asked for before it invalid', async () => {
    const me = { email: 'first.cook@example.com' };
    const ask = async () => {
      await t.app.inject({ method: 'POST', url: '/api/forgot-email', payload: { email: me.email } });
      return linkFrom(t.mails.at(-1)).searchParams.get('token')!;
    };
    const first = await ask();
    const second = await ask();
    const reset = (token: string, password: string) => t.app.inject({
      method: 'POST', url: '/api/reset-password', payload: { email: me.email, password, password_confirmation: password, token },
    });
    expect((await reset(second, 'from-link-two')).statusCode).toBe(200);
    const older = await reset(first, 'from-link-one');
    expect(older.statusCode).toBe(400);
    expect(older.json()).toEqual({ message: AUTH_MESSAGES.linkInvalid, errors: { token: [AUTH_MESSAGES.linkInvalid] } });
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: 'from-link-two' } })).statusCode).toBe(200);
  });

  test('expired, tampered and cross-purpose tokens are refused with the spec messages', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'first.cook@example.com'));
    const secret = await loadSecret(t.db);
    const expired = await issueLinkToken(t.db, secret, 'reset', user!, Date.now() - (LINK_LIFETIME_S.reset + 5) * 1000);
    const verifyToken = await issueLinkToken(t.db, secret, 'verify', user!);
    const good = await issueLinkToken(t.db, secret, 'reset', user!);
    const tampered = `${good.split('.')[0]!.slice(0, -2)}AA.${good.split('.')[1]}`;
    const attempt = (token: string) => t.app.inject({
      method: 'POST', url: '/api/reset-password',
      payload: { email: user!.email, password: 'whatever-1', password_confirmation: 'whatever-1', token },
    });
    expect((await attempt(expired)).json().message).toBe(AUTH_MESSAGES.linkExpired);
    for (const token of [verifyToken, tampered, 'garbage', '']) expect((await attempt(token)).json().message).toBe(AUTH_MESSAGES.linkInvalid);
    // the good token is bound to its owner's e-mail
    const other = await t.app.inject({
      method: 'POST', url: '/api/reset-password',
      payload: { email: 'someone@example.com', password: 'whatever-1', password_confirmation: 'whatever-1', token: good },
    });
    expect(other.json().message).toBe(AUTH_MESSAGES.linkInvalid);
  });

  test('the reset password rules of SPEC §5 apply', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/reset-password',
      payload: { email: 'a@example.com', password: 'short', password_confirmation: 'short', token: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetMin);
  });
});

describe('e-mail verification', () => {
  test('the verification link verifies; opened again it still says so while that address stands; errors carry the error field', async () => {
    const me = await signUp(t, 'ABCDEFGH', undefined).catch(() => null);
    expect(me).toBeNull(); // an unknown code
    const [user] = await t.db.select().from(users).where(eq(users.email, 'first.cook@example.com'));
    const token = await issueLinkToken(t.db, await loadSecret(t.db), 'verify', user!);
    const ok = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(ok.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after?.emailVerifiedAt).not.toBeNull();
    const again = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(again.json()).toEqual({ message: 'Your email address is verified.' });
    // the account's address changed since: the old link proves nothing now
    await t.db.update(users).set({ email: 'moved.cook@example.com', emailVerifiedAt: null }).where(eq(users.id, user!.id));
    const reused = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: AUTH_MESSAGES.linkInvalid, error: AUTH_MESSAGES.linkInvalid });
  });
});
