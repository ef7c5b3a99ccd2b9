import { decodeLinkToken } from './linkToken';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const token = (payload: unknown, signature = 'c2lnbmF0dXJl') => `${base64url(JSON.stringify(payload))}.${signature}`;
const payload = { reset_token: 'r3s3t', user_id: 7, user_email: 'demo@larder.local', exp: nowSeconds + 3600 };

test('a valid token gives its payload', () => {
  expect(decodeLinkToken(token(payload), NOW)).toEqual({ ok: true, payload });
});

test('the signature is not checked here (the server does that), only the payload is read', () => {
  expect(decodeLinkToken(token(payload, 'anything'), NOW)).toEqual({ ok: true, payload });
  expect(decodeLinkToken(base64url(JSON.stringify(payload)), NOW)).toEqual({ ok: true, payload });
});

test('base64url characters (- and _) and non-ASCII e-mails decode', () => {
  // '?' and '>' in the JSON produce '/' and '+' in base64, so - and _ appear in base64url
  const tricky = { ...payload, reset_token: '???>>>~~~', user_email: 'zoë.ørsted@exämple.com' };
  const encoded = token(tricky);
  expect(encoded.split('.')[0]).toMatch(/[-_]/);
  expect(decodeLinkToken(encoded, NOW)).toEqual({ ok: true, payload: tricky });
});

test('exp is in seconds: a link is expired from that moment on', () => {
  expect(decodeLinkToken(token({ ...payload, exp: nowSeconds + 1 }), NOW).ok).toBe(true);
  expect(decodeLinkToken(token({ ...payload, exp: nowSeconds }), NOW)).toEqual({ ok: false, reason: 'expired' });
  expect(decodeLinkToken(token({ ...payload, exp: nowSeconds - 3600 }), NOW)).toEqual({ ok: false, reason: 'expired' });
});

test('the current time is used by default', () => {
  const future = { ...payload, exp: Math.floor(Date.now() / 1000) + 60 };
  const past = { ...payload, exp: Math.floor(Date.now() / 1000) - 60 };
  expect(decodeLinkToken(token(future)).ok).toBe(true);
  expect(decodeLinkToken(token(past))).toEqual({ ok: false, reason: 'expired' });
});

test.each([
  ['no token', null],
  ['an empty token', ''],
  ['only a signature', '.c2ln'],
  ['not base64', '%%%.sig'],
  ['base64 of text that is not JSON', `${base64url('hello there')}.sig`],
  ['JSON that is not an object', `${base64url('42')}.sig`],
  ['JSON null', `${base64url('null')}.sig`],
  ['no exp', token({ ...payload, exp: undefined })],
  ['exp as text', token({ ...payload, exp: String(nowSeconds + 3600) })],
  ['no e-mail', token({ ...payload, user_email: undefined })],
  ['no reset_token', token({ ...payload, reset_token: undefined })],
])('%s is invalid', (_case, value) => {
  expect(decodeLinkToken(value, NOW)).toEqual({ ok: false, reason: 'invalid' });
});
