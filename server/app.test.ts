// HTTP behaviour every route shares: bad bodies, the error envelope, headers, the client fallback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const post = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });

describe('bad bodies are refused with a clear message, never a 500', () => {
  test.each([
    ['invalid JSON', '{"email": ', 400],
    ['a NUL byte', JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }), 400],
    ['a lone surrogate', '{"email":"\\ud800@example.com","password":"x"}', 400],
    ['a NUL in a key', '{"em\\u0000ail":"a@example.com","password":"x"}', 400],
  ])('%s', async (_name, body, status) => {
    const res = await post(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  test('invalid UTF-8', async () => {
    const res = await post(Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xc3, 0x28]), Buffer.from('","password":"x"}')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/UTF-8/);
  });

  test('a body over the limit is a 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  test('another content type is a 415', async () => {
    const res = await post('email=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
  });

  test('unknown fields are dropped, not stored or echoed', async () => {
    const res = await post(JSON.stringify({ email: 'nobody@example.com', password: 'whatever', role: 'admin', user_id: 1 }));
    expect(res.statusCode).toBe(401);
  });
});

describe('API answers are compressed for a client that accepts it', () => {
  const get = (encoding?: string) => t.app.inject({ url: '/api/docs', headers: encoding ? { 'accept-encoding': encoding } : {} });

  test.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ])('%s, to the same JSON', async (encoding, decode) => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get(encoding);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  test('a compressed request body is refused, not inflated', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/login', payload: zlib.gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

test('health answers ok', async () => {
  const res = await t.app.inject({ url: '/api/health' });
  expect(res.json()).toEqual({ status: 'ok', version: expect.any(String) });
});

test('an unknown API path is a JSON 404', async () => {
  const res = await t.app.inject({ url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Not found.' });
});

test('security headers are set', async () => {
  const res = await t.app.inject({ url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the built client is served, with index.html for client routes but not for /api', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title>');
  fs.writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), 'console.log(1)');
  const withClient = await createTestApp({ clientDir: dir });
  try {
    const page = await withClient.app.inject({ url: '/user-dashboard?first_login=true' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Larder</title>');
    const asset = await withClient.app.inject({ url: '/main.0123456789abcdef.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await withClient.app.inject({ url: '/api/missing' })).statusCode).toBe(404);
  } finally {
    await withClient.close();
  }
});

test('a build file that is not there (an open tab of the last deploy asking for its chunk) is 404, not the app\'s HTML', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title>');
  const withClient = await createTestApp({ clientDir: dir });
  try {
    for (const url of ['/side-menu.2c904d28.js', '/shared.0123abcd.css', '/main.0123456789abcdef.js.map', '/icons/gone.png', '/side-menu.2c904d28.js?v=1']) {
      const missing = await withClient.app.inject({ url });
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.headers['content-type']).not.toMatch(/text\/html/);
      expect(missing.headers['cache-control']).toBe('no-cache');
    }
    // client routes still open the app
    for (const url of ['/user-meal-plans/edit/1', '/recipes/12', '/login?from=x.js']) {
      const page = await withClient.app.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  } finally {
    await withClient.close();
  }
});

test('/home is sent as the landing page the build wrote out, when there is one; other routes get index.html', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title><div id=root></div>');
  fs.writeFileSync(path.join(dir, 'home.html'), '<!doctype html><title>Larder</title><div id=root><h1>Welcome to Larder</h1></div>');
  const withClient = await createTestApp({ clientDir: dir });
  try {
    for (const url of ['/home', '/home?from=mail']) {
      const home = await withClient.app.inject({ url });
      expect(home.headers['content-type']).toMatch(/text\/html/);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toContain('<h1>Welcome to Larder</h1>');
    }
    expect((await withClient.app.inject({ url: '/recipes' })).body).toContain('<div id=root></div>');
    expect((await withClient.app.inject({ url: '/home-beta' })).body).toContain('<div id=root></div>');
  } finally {
    await withClient.close();
  }
});

test('/ is sent as the landing page with the root\'s redirect ahead of it (root.html), when the build wrote one', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title><div id=root></div>');
  fs.writeFileSync(path.join(dir, 'home.html'), '<!doctype html><title>Larder</title><div id=root><h1>Welcome to Larder</h1></div>');
  const root = '<!doctype html><title>Larder</title><script src=/root.js></script><div id=root><h1>Welcome to Larder</h1></div>';
  fs.writeFileSync(path.join(dir, 'root.html'), root);
  const withClient = await createTestApp({ clientDir: dir });
  try {
    for (const url of ['/', '/?utm_source=mail']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await withClient.app.inject({ url, method });
        expect([url, method, page.statusCode]).toEqual([url, method, 200]);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        if (method === 'GET') expect(page.body).toBe(root);
      }
    }
    // /home is the landing page without the redirect
    expect((await withClient.app.inject({ url: '/home' })).body).not.toContain('root.js');
  } finally {
    await withClient.close();
  }
  // a build without it (no renderer) sends index.html for / as before
  fs.rmSync(path.join(dir, 'root.html'));
  const withoutRoot = await createTestApp({ clientDir: dir });
  try {
    expect((await withoutRoot.app.inject({ url: '/' })).body).toContain('<div id=root></div>');
  } finally {
    await withoutRoot.close();
  }
});

test('/login and /register are sent as the shell the build drew for each (login.html, register.html), whatever their query, when it wrote them', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title><div id=root></div>');
  fs.writeFileSync(path.join(dir, 'login.html'), '<!doctype html><title>Larder</title><div id=root><header>Larder</header><main>login</main></div>');
  fs.writeFileSync(path.join(dir, 'register.html'), '<!doctype html><title>Larder</title><div id=root><header>Larder</header><main>register</main></div>');
  const withClient = await createTestApp({ clientDir: dir });
  try {
    for (const [url, file] of [['/login', 'login.html'], ['/register', 'register.html'], ['/register?promo_code=ABCD1234', 'register.html']] as const) {
      const page = await withClient.app.inject({ url });
      expect([url, page.statusCode, page.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect([url, page.body]).toEqual([url, fs.readFileSync(path.join(dir, file), 'utf8')]);
    }
    // the other forms are the app's to draw
    expect((await withClient.app.inject({ url: '/forgot-password' })).body).toContain('<div id=root></div>');
  } finally {
    await withClient.close();
  }
  // a build without them (no renderer) sends index.html as before
  for (const file of ['login.html', 'register.html']) fs.rmSync(path.join(dir, file));
  const without = await createTestApp({ clientDir: dir });
  try {
    for (const url of ['/login', '/register']) expect((await without.app.inject({ url })).body).toContain('<div id=root></div>');
  } finally {
    await without.close();
  }
});

test('a precompressed asset is sent to a browser that accepts it, the plain file to one that does not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-client-'));
  const script = 'console.log("larder");'.repeat(100);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Larder</title>');
  fs.writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), script);
  fs.writeFileSync(path.join(dir, 'main.0123456789abcdef.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'main.0123456789abcdef.js.gz'), zlib.gzipSync(script));
  const withClient = await createTestApp({ clientDir: dir });
  try {
    const br = await withClient.app.inject({ url: '/main.0123456789abcdef.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await withClient.app.inject({ url: '/main.0123456789abcdef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await withClient.app.inject({ url: '/main.0123456789abcdef.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  } finally {
    await withClient.close();
  }
});
