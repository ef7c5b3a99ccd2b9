// Response headers (issue 11): every answer — the app shell, its assets, API success and errors — carries a
// Content-Security-Policy without inline script (a hash for any inline script the shell has), frame-ancestors
// 'none' and X-Frame-Options DENY, nosniff, a referrer policy, and no X-Powered-By; and HSTS when it came over HTTPS,
// never over plain HTTP; and the headers a browser obeys only on a trustworthy origin (COOP, Origin-Agent-Cluster)
// over HTTPS or on localhost, never to a plain-HTTP network address, where they are ignored with a console error.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../../server/test/testApp';
import { SLOW_SETUP_MS } from './helpers';

const SHELL = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'index.html'), 'utf8');
let t: TestApp;
let clientDir: string;
let token: string;

beforeAll(async () => {
  // the shell as the build writes it (the template plus its deferred bundle), and one hashed asset
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-headers-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL.replace('</head>', '<script defer src="/main.0123456789abcdef.js"></script></head>'));
  fs.writeFileSync(path.join(clientDir, 'main.0123456789abcdef.js'), 'console.log("larder")');
  t = await createTestApp({ clientDir, trustProxy: true });
  token = (await signUp(t, TEST_INVITES[0]!)).token;
}, SLOW_SETUP_MS);
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(String(header).split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name = '', ...values] = d.split(/\s+/);
    return [name.toLowerCase(), values];
  }));
}

/** as a household's server is reached: through a reverse proxy with a certificate (TRUST_PROXY), over HTTPS */
const BEHIND_HTTPS = { 'x-forwarded-proto': 'https' };
type Answer = { statusCode: number; headers: Record<string, unknown> };
type Ask = (app: TestApp['app'], headers: Record<string, string>) => Promise<Answer>;

const answers: [string, Ask, number][] = [
  ['the app shell at /', (app, headers) => app.inject({ url: '/', headers }), 200],
  ['a client route', (app, headers) => app.inject({ url: '/user-dashboard', headers }), 200],
  ['a hashed asset', (app, headers) => app.inject({ url: '/main.0123456789abcdef.js', headers }), 200],
  ['an API success', (app, headers) => app.inject({ url: '/api/health', headers }), 200],
  ['an authenticated API success', (app, headers) => app.inject({ url: '/api/account', headers: { ...headers, authorization: `Bearer ${token}` } }), 200],
  ['a 401', (app, headers) => app.inject({ url: '/api/account', headers }), 401],
  ['a 400', (app, headers) => app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x' }, headers }), 400],
  ['an API 404', (app, headers) => app.inject({ url: '/api/nothing-here', headers }), 404],
];

describe.each(answers)('%s', (_name, ask, status) => {
  let res: Answer;
  beforeAll(async () => {
    res = await ask(t.app, BEHIND_HTTPS);
  });

  test('answers as expected', () => expect(res.statusCode).toBe(status));

  test('Content-Security-Policy: self only, no inline or eval script, no plugins, no framing, no base or form hijack', () => {
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? csp.get('default-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // hashes for inline scripts, and WebAssembly compilation (the OCR worker), which runs no JavaScript text
    expect(scripts.filter((s) => !s.startsWith("'sha256-") && s !== "'wasm-unsafe-eval'")).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr') ?? ["'none'"]).toEqual(["'none'"]);
  });

  test('nosniff, DENY framing, a referrer policy, HSTS, no X-Powered-By', () => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(['no-referrer', 'strict-origin-when-cross-origin', 'same-origin', 'strict-origin']).toContain(res.headers['referrer-policy']);
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

// Reached over plain HTTP (HOST=0.0.0.0, a phone on the home network): a CSP asking to upgrade insecure requests had
// the browser fetch every file over https, which nothing answered, and the app never loaded (QA selfhost 1); and
// Chromium logged an error for COOP and a warning for Origin-Agent-Cluster on each page load (QA today2 5)
describe.each(answers)('over plain HTTP, %s', (_name, ask, status) => {
  test('asks for no upgrade to HTTPS and sends no HSTS, COOP or Origin-Agent-Cluster', async () => {
    const res = await ask(t.app, { host: '192.168.1.20:8080' });
    expect(res.statusCode).toBe(status);
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
  });
});

test.each(['localhost:8080', 'larder.localhost:8080', '127.0.0.1:8080', '[::1]:8080'])(
  'over plain HTTP at %s, a trustworthy origin to the browser, COOP and Origin-Agent-Cluster are sent, HSTS is not',
  async (host) => {
    const res = await t.app.inject({ url: '/', headers: { host } });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  },
);

test.each(['localhost.example:8080', '127.0.0.1.nip.io:8080', '192.168.1.127:8080'])('over plain HTTP at %s, no COOP', async (host) => {
  expect((await t.app.inject({ url: '/', headers: { host } })).headers['cross-origin-opener-policy']).toBeUndefined();
});

test('without TRUST_PROXY, a client saying X-Forwarded-Proto: https gets no HSTS (the connection is plain HTTP)', async () => {
  const direct = await createTestApp({ clientDir });
  try {
    const res = await direct.app.inject({ url: '/api/health', headers: BEHIND_HTTPS });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  } finally {
    await direct.close();
  }
}, SLOW_SETUP_MS);

test('every inline script or style of the shell template is allowed by its hash, and nothing else inline is', async () => {
  const csp = directives((await t.app.inject({ url: '/' })).headers['content-security-policy']);
  const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  // a JSON data block (type="application/json") is never run, so CSP does not govern it
  const inlineScripts = [...SHELL.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  const inlineStyles = [...SHELL.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
  for (const body of inlineScripts) expect(csp.get('script-src')).toContain(hashOf(body));
  for (const body of inlineStyles) expect(csp.get('style-src')).toContain(hashOf(body));
  // no event-handler attributes or javascript: links in the shell, which no hash could allow
  expect(SHELL).not.toMatch(/\son[a-z]+\s*=/i);
  expect(SHELL).not.toMatch(/javascript:/i);
});

test('JSON answers are JSON, never sniffable as HTML', async () => {
  const res = await t.app.inject({ url: '/api/nothing-<script>alert(1)</script>' });
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.body).not.toContain('<script>');
});
