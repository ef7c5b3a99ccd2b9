import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { storeItem } from '../test/items';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../test/testApp';
import { sendExpiryDigests } from './expiryDigest';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const morning = new Date('2026-11-21T08:00:00.000Z');
const addedDaysAgo = (days: number) => new Date(morning.getTime() - days * DAY).toISOString();

test('opted-in users get one digest a day of what expires in the next 3 days, from their own and shared stores', async () => {
  const cook = await signUp(t, TEST_INVITES[0]!);
  const friend = await signUp(t, TEST_INVITES[1]!);
  const call = (who: typeof cook, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

  const [pantry] = (await call(cook, 'GET', '/stores')).json();
  await call(cook, 'PUT', `/stores/${pantry.id}`, {
    items: [
      storeItem({ name: 'milk', value: 2, id: 2, date_added: addedDaysAgo(5), estimated_expiry_days: 7 }),
      storeItem({ name: 'flour', value: 3, id: 3, date_added: addedDaysAgo(5), estimated_expiry_days: 200 }),
      storeItem({ name: 'old yoghurt', value: 4, id: 4, date_added: addedDaysAgo(10), estimated_expiry_days: 5 }),
    ],
  });
  const [friendsPantry] = (await call(friend, 'GET', '/stores')).json();
  await call(friend, 'PUT', `/stores/${friendsPantry.id}`, { items: [storeItem({ name: 'spinach', value: 5, id: 5, date_added: addedDaysAgo(3), estimated_expiry_days: 4 })] });
  await call(friend, 'PUT', '/share', { shared_with: [{ email: cook.email, canEdit: false }], unshared_with: [], entity_id: friendsPantry.id, type: 'UserFoodStore' });

  expect(await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, morning)).toBe(0);
  const optIn = await call(cook, 'PUT', '/account/preferences', { expiry_digest: true });
  expect(optIn.json()).toEqual({ expiry_digest: true });
  expect((await call(cook, 'GET', '/account')).json().expiry_digest).toBe(true);

  const before = t.mails.length;
  expect(await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, new Date('2026-11-21T06:00:00.000Z'))).toBe(0);
  expect(await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, morning)).toBe(1);
  const mail = t.mails[before]!;
  expect(mail.to).toBe(cook.email);
  expect(mail.text).toContain('spinach (Pantry)');
  expect(mail.text).toContain('milk (Pantry)');
  expect(mail.text.indexOf('spinach')).toBeLessThan(mail.text.indexOf('milk'));
  expect(mail.text).not.toContain('flour');
  expect(mail.text).not.toContain('old yoghurt');
  // once a day only
  expect(await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, new Date(morning.getTime() + 3600_000))).toBe(0);
  const [row] = await t.db.select({ sentOn: users.expiryDigestSentOn }).from(users).where(eq(users.email, cook.email));
  expect(row?.sentOn).toBe('2026-11-21');
});

test('a store shared with an address its user has not proved stays out of their digest', async () => {
  const owner = await signUp(t, TEST_INVITES[2]!);
  const taker = await signUp(t, TEST_INVITES[3]!);
  const call = (who: typeof owner, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
  const [pantry] = (await call(owner, 'GET', '/stores')).json();
  await call(owner, 'PUT', `/stores/${pantry.id}`, { items: [storeItem({ name: 'cream', value: 6, id: 6, date_added: addedDaysAgo(3), estimated_expiry_days: 4 })] });
  await call(owner, 'PUT', '/share', { shared_with: [{ email: 'someone.else@example.com', canEdit: false }], unshared_with: [], entity_id: pantry.id, type: 'UserFoodStore' });
  // the taker types that address into their account, and cannot open its verify link
  expect((await call(taker, 'PUT', '/account/update', { name: taker.name, email: 'someone.else@example.com' })).statusCode).toBe(200);
  await call(taker, 'PUT', '/account/preferences', { expiry_digest: true });
  const before = t.mails.length;
  expect(await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, morning)).toBe(0);
  expect(t.mails.slice(before).some((m) => m.text.includes('cream'))).toBe(false);
});

test('the digest counts the next 3 days by UTC date, and leaves out entries with nothing left', async () => {
  const cook = await signUp(t, TEST_INVITES[4]!);
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: cook.auth, ...(payload ? { payload } : {}) });
  const [pantry] = (await call('GET', '/stores')).json();
  await call('PUT', `/stores/${pantry.id}`, {
    items: [
      storeItem({ name: 'used-up cheese', value: 7, id: 7, quantity: 0, date_added: addedDaysAgo(3), estimated_expiry_days: 4 }),
      storeItem({ name: 'last of the cream', value: 8, id: 8, quantity: 0.1, date_added: addedDaysAgo(3), estimated_expiry_days: 4 }),
      // 84 hours after the morning's digest, but on the third date after it
      storeItem({ name: 'late ham', value: 9, id: 9, date_added: '2026-11-19T20:00:00.000Z', estimated_expiry_days: 5 }),
      storeItem({ name: 'fourth-day pears', value: 10, id: 10, date_added: '2026-11-20T00:30:00.000Z', estimated_expiry_days: 5 }),
    ],
  });
  await call('PUT', '/account/preferences', { expiry_digest: true });
  const before = t.mails.length;
  await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, morning);
  const mail = t.mails.slice(before).find((m) => m.to === cook.email)!;
  expect(mail.subject).toBe('2 things expire in the next 3 days');
  expect(mail.text).toContain('- last of the cream (Pantry) expires Sun 22 Nov');
  expect(mail.text).toContain('- late ham (Pantry) expires Tue 24 Nov');
  expect(mail.text).not.toContain('cheese');
  expect(mail.text).not.toContain('pears');
});

test('an item is in the digest on the morning of its best-before day, whatever the time it was added, and out the day after', async () => {
  const cook = await signUp(t, TEST_INVITES[5]!);
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: cook.auth, ...(payload ? { payload } : {}) });
  const [pantry] = (await call('GET', '/stores')).json();
  await call('PUT', `/stores/${pantry.id}`, {
    items: [
      // best before today (21 Nov), added at 03:40: before this morning's digest in the time of day (QA stores D2)
      storeItem({ name: 'chicken breast', value: 11, id: 11, date_added: '2026-11-18T03:40:00.000Z', estimated_expiry_days: 3 }),
      // best before yesterday, added late in the evening: expired, not expiring
      storeItem({ name: 'yesterday\'s milk', value: 12, id: 12, date_added: '2026-11-17T23:00:00.000Z', estimated_expiry_days: 3 }),
    ],
  });
  await call('PUT', '/account/preferences', { expiry_digest: true });
  const before = t.mails.length;
  await sendExpiryDigests(t.db, t.app.mailer, { appUrl: 'https://larder.test' }, morning);
  const mail = t.mails.slice(before).find((m) => m.to === cook.email)!;
  expect(mail.subject).toBe('1 thing expires in the next 3 days');
  expect(mail.text).toContain('- chicken breast (Pantry) expires Sat 21 Nov');
  expect(mail.text).not.toContain('milk');
});
