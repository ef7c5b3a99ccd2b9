import { MESSAGES } from '../../contract/rules';
import { addressOf } from '../config';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ contactEmail: 'owner@larder.test', contactRateLimit: { max: 3, timeWindowMs: 60_000 } }); });
afterAll(() => t.close());

const send = (payload: object, ip = '203.0.113.1') => t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

test('a message is mailed to CONTACT_EMAIL with the sender as reply-to and the HTML escaped', async () => {
  const before = t.mails.length;
  const res = await send({ name: '  Ann <b>Cook</b> ', email: 'Ann@Example.com', message: 'Hi <script>alert(1)</script> & bye' }, '203.0.113.10');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: MESSAGES.contactSent });
  expect(t.mails.length).toBe(before + 1);
  const mail = t.mails.at(-1)!;
  expect(mail).toMatchObject({ to: 'owner@larder.test', replyTo: 'ann@example.com', subject: 'Larder contact message' });
  expect(mail.html).toContain('Ann &lt;b&gt;Cook&lt;/b&gt;');
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; bye');
  expect(mail.html).not.toContain('<script>');
  expect(mail.text).toContain('Hi <script>alert(1)</script> & bye');
});

test('a bug report has its own subject', async () => {
  const res = await send({ name: 'Ann', email: 'ann@example.com', message: 'The list does not save', kind: 'bug' }, '203.0.113.11');
  expect(res.statusCode).toBe(200);
  expect(t.mails.at(-1)).toMatchObject({ subject: 'Larder bug report', to: 'owner@larder.test' });
});

test.each([
  ['an empty name', { name: '  ', email: 'ann@example.com', message: 'hello' }, 'name'],
  ['a bad e-mail', { name: 'Ann', email: 'not-an-address', message: 'hello' }, 'email'],
  ['an empty message', { name: 'Ann', email: 'ann@example.com', message: '' }, 'message'],
  ['a too long message', { name: 'Ann', email: 'ann@example.com', message: 'x'.repeat(5001) }, 'message'],
  ['a too long name', { name: 'A'.repeat(101), email: 'ann@example.com', message: 'hello' }, 'name'],
  ['an unknown kind', { name: 'Ann', email: 'ann@example.com', message: 'hello', kind: 'spam' }, 'kind'],
])('%s is refused and nothing is mailed', async (_label, payload, field) => {
  const before = t.mails.length;
  const res = await send(payload, '203.0.113.12');
  expect(res.statusCode).toBe(400);
  expect(res.json().errors[field]).toBeDefined();
  expect(t.mails.length).toBe(before);
});

test('one address is rate limited; another is not', async () => {
  const ok = { name: 'Ann', email: 'ann@example.com', message: 'hello' };
  for (let i = 0; i < 3; i += 1) expect((await send(ok, '198.51.100.7')).statusCode).toBe(200);
  const before = t.mails.length;
  expect((await send(ok, '198.51.100.7')).statusCode).toBe(429);
  expect(t.mails.length).toBe(before);
  expect((await send(ok, '198.51.100.8')).statusCode).toBe(200);
});

test('CONTACT_EMAIL defaults to the address of MAIL_FROM', () => {
  expect(addressOf('Larder <no-reply@larder.local>')).toBe('no-reply@larder.local');
  expect(addressOf('ops@example.com')).toBe('ops@example.com');
});
