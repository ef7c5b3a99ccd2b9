import { AUTH_MESSAGES } from '../../contract/authRules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { addInvites } from '../services/invites';
import { createTestApp, linkFrom, signUp, TEST_INVITES, verifyAddress, type TestApp } from '../test/testApp';
import { EMAIL_TAKEN } from './auth';
import { WRONG_CURRENT_PASSWORD } from './account';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

test('account update changes name and e-mail, refuses a taken e-mail, and asks to verify the new one', async () => {
  const a = await signUp(t, TEST_INVITES[0]!);
  const b = await signUp(t, TEST_INVITES[1]!);
  const update = (email: string, name: string) => t.app.inject({ method: 'PUT', url: '/api/account/update', headers: a.auth, payload: { email, name } });

  const taken = await update(b.email.toUpperCase(), 'Alice Cook');
  expect(taken.statusCode).toBe(422);
  expect(taken.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });

  const mailsBefore = t.mails.length;
  const ok = await update('Alice.New@example.com', 'Alice Cook');
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ success: true, user: { name: 'Alice Cook', email: 'alice.new@example.com' } });
  // a link to confirm the new address, and a notice to the old one (whose owner may not be the one who changed it)
  expect(t.mails.slice(mailsBefore).map((m) => [m.to, m.subject])).toEqual([
    ['alice.new@example.com', 'Confirm your email for Larder'],
    [a.email, 'Your Larder e-mail address was changed'],
  ]);
  expect(t.mails.at(-1)!.text).toContain(`changed from ${a.email} to alice.new@example.com`);
  expect(t.mails.at(-2)!.text).toMatch(/^Please confirm that this is the new email address of your Larder account\./u);
  const account = await t.app.inject({ url: '/api/account', headers: a.auth });
  expect(account.json()).toMatchObject({ email: 'alice.new@example.com', email_verified: false });

  const short = await update('alice.new@example.com', 'Al');
  expect(short.statusCode).toBe(400);
  expect(short.json().errors.name).toBeDefined();
});

test('change password checks the current one and signs out the other devices only', async () => {
  const me = await signUp(t, TEST_INVITES[2]!);
  const other = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: me.password } });
  const otherAuth = { authorization: `Bearer ${other.json().token}` };
  const change = (current_password: string, new_password: string, confirm_password = new_password) =>
    t.app.inject({ method: 'PUT', url: '/api/account/change-password', headers: me.auth, payload: { current_password, new_password, confirm_password } });

  const wrong = await change('not-my-password', 'fresh-pw-1');
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().errors).toEqual({ current_password: [WRONG_CURRENT_PASSWORD] });
  expect((await change(me.password, 'abcd')).statusCode).toBe(400);
  expect((await change(me.password, 'fresh-pw-1', 'fresh-pw-2')).statusCode).toBe(400);
  // a reset link asked for before the change cannot undo it
  await t.app.inject({ method: 'POST', url: '/api/forgot-email', payload: { email: me.email } });
  const resetToken = linkFrom(t.mails.at(-1)).searchParams.get('token')!;
  const mailsBefore = t.mails.length;

  expect((await change(me.password, 'fresh-pw-1')).json()).toEqual({ success: true });
  const reset = await t.app.inject({
    method: 'POST', url: '/api/reset-password', payload: { email: me.email, password: 'from-old-link', password_confirmation: 'from-old-link', token: resetToken },
  });
  expect(reset.json()).toEqual({ message: AUTH_MESSAGES.linkInvalid, errors: { token: [AUTH_MESSAGES.linkInvalid] } });
  expect((await t.app.inject({ url: '/api/account', headers: me.auth })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/account', headers: otherAuth })).statusCode).toBe(401);
  // the owner hears of it, with the way back in if it was not them (a device left signed in)
  expect(t.mails.slice(mailsBefore).map((m) => [m.to, m.subject, m.link])).toEqual([[me.email, 'Your Larder password was changed', 'https://larder.test/forgot-password']]);
});

test('deleting the account needs the password, then ends it with everything it owns; a store it shared stops being anyone\'s default', async () => {
  const leaver = await signUp(t, TEST_INVITES[3]!);
  const friend = await signUp(t, TEST_INVITES[4]!);
  const call = (who: typeof leaver, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
  const fridge = (await call(leaver, 'POST', '/stores', { name: 'Fridge', description: '' })).json().id as number;
  await call(leaver, 'PUT', '/share', { shared_with: [{ email: friend.email, canEdit: true }], unshared_with: [], entity_id: fridge, type: 'UserFoodStore' });
  expect((await call(friend, 'PUT', '/share/default', { entity_id: fridge, entity_type: 'UserFoodStore' })).statusCode).toBe(200);
  const list = (await call(leaver, 'POST', '/user-shoppinglists', { name: 'Weekly', ingredients: [] })).json().user_shoppinglist_id as number;
  await call(leaver, 'PUT', '/share', { shared_with: [{ email: friend.email, canEdit: false }], unshared_with: [], entity_id: list, type: 'UserShoppinglist' });
  expect((await call(friend, 'GET', `/user-shoppinglists/${list}`)).statusCode).toBe(200);

  const wrong = await call(leaver, 'POST', '/account/delete', { current_password: 'not-it' });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().errors).toEqual({ current_password: [WRONG_CURRENT_PASSWORD] });
  expect((await call(leaver, 'POST', '/account/delete', {})).statusCode).toBe(400);
  expect((await call(leaver, 'GET', '/account')).statusCode).toBe(200);

  const mailsBefore = t.mails.length;
  const done = await call(leaver, 'POST', '/account/delete', { current_password: leaver.password });
  expect(done.json()).toEqual({ message: SERVER_MESSAGES.accountDeleted });
  expect(t.mails.slice(mailsBefore).map((m) => [m.to, m.subject])).toEqual([[leaver.email, 'Your Larder account has been deleted']]);
  // the session is gone, the login fails, and what it owned went with it
  expect((await call(leaver, 'GET', '/account')).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: leaver.email, password: leaver.password } })).statusCode).toBe(401);
  expect((await call(friend, 'GET', '/share')).json()).toEqual([]);
  expect((await call(friend, 'GET', `/user-shoppinglists/${list}`)).statusCode).toBe(404);
  // the friend's default is their own Pantry again
  expect((await call(friend, 'GET', '/stores')).json()).toEqual([expect.objectContaining({ name: 'Pantry', default: true })]);
});

test('deleting the account withdraws the invitations its shares minted, as unsharing does; one still shared by another stays', async () => {
  await addInvites(t.db, ['LEAVER77', 'STAYER88']);
  const leaver = await signUp(t, 'LEAVER77');
  const stayer = await signUp(t, 'STAYER88');
  const shareList = async (who: typeof leaver, email: string) => {
    const list = (await t.app.inject({ method: 'POST', url: '/api/user-shoppinglists', headers: who.auth, payload: { name: 'Party', ingredients: [] } })).json().user_shoppinglist_id as number;
    const before = t.mails.length;
    await t.app.inject({ method: 'PUT', url: '/api/share', headers: who.auth, payload: { shared_with: [{ email, canEdit: false }], unshared_with: [], entity_id: list, type: 'UserShoppinglist' } });
    return linkFrom(t.mails[before]).searchParams.get('promo_code')!;
  };
  const onlyLeavers = await shareList(leaver, 'friend.of.leaver@example.com');
  const both = await shareList(leaver, 'friend.of.both@example.com');
  expect(await shareList(stayer, 'friend.of.both@example.com')).toBe(both);

  await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: leaver.auth, payload: { current_password: leaver.password } });
  const register = (email: string, beta_code: string) => t.app.inject({
    method: 'POST', url: '/api/register-beta', payload: { name: `friend_${beta_code.toLowerCase()}`, email, password: 'friend-pass', password_confirmation: 'friend-pass', beta_code },
  });
  expect((await register('friend.of.leaver@example.com', onlyLeavers)).statusCode).toBe(422);
  expect((await register('friend.of.both@example.com', both)).statusCode).toBe(201);
});

test('a new link to confirm an unproved address; mail about the account reaches the last proved address too', async () => {
  const me = await signUp(t, TEST_INVITES[5]!);
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: me.auth, ...(payload ? { payload } : {}) });
  await call('PUT', '/account/update', { email: 'mistyped@example.com', name: me.name });

  let mailsBefore = t.mails.length;
  expect((await call('POST', '/account/verify-email')).json()).toEqual({ message: SERVER_MESSAGES.verifyLinkSent });
  expect(t.mails.slice(mailsBefore).map((m) => [m.to, m.subject])).toEqual([['mistyped@example.com', 'Confirm your email for Larder']]);

  // the password's change is told to the new address and to the proved one
  mailsBefore = t.mails.length;
  await call('PUT', '/account/change-password', { current_password: me.password, new_password: 'fresh-pw-1', confirm_password: 'fresh-pw-1' });
  expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual(['mistyped@example.com', me.email]);

  // proved, there is nothing to send
  await verifyAddress(t, 'mistyped@example.com');
  mailsBefore = t.mails.length;
  expect((await call('POST', '/account/verify-email')).json()).toEqual({ message: SERVER_MESSAGES.emailVerified });
  expect(t.mails.length).toBe(mailsBefore);
});

test('account calls need a session', async () => {
  for (const [method, url] of [['GET', '/api/account'], ['PUT', '/api/account/update'], ['PUT', '/api/account/change-password'], ['POST', '/api/account/delete'], ['POST', '/api/account/verify-email']] as const) {
    expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
  }
});
