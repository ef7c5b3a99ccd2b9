// The safe fetch, form by form: every address that must be refused is refused before any connection, and the
// fetches that do happen (to a local server, with loopback allowed for its name only) keep every bound.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { MESSAGES } from '../../contract/rules';
import { addressRange, checkTarget, decodeHtml, FETCH_MAX_BYTES, type Resolver, SafeFetchError, safeFetch, safeFetchHtml } from './safeFetch';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let server: http.Server;
let port: number;
let handler: Handler = (_req, res) => res.end();
let hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));
beforeEach(() => {
  hits = [];
});

/** 'recipes.example' is a public name that resolves to our test server; loopback is allowed for it alone. */
const resolver: Resolver = async (host) => {
  if (host === 'recipes.example' || host === 'rebind.example') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'mixed.example') return [{ address: '127.0.0.1', family: 4 }, { address: '10.0.0.7', family: 4 }];
  if (host === 'public.example') return [{ address: '93.184.216.34', family: 4 }];
  if (host === 'metadata.example') return [{ address: '169.254.169.254', family: 4 }];
  if (host === 'v6loopback.example') return [{ address: '2606:4700:4700::1111', family: 6 }, { address: '::1', family: 6 }];
  if (host === 'v6mapped.example') return [{ address: '2606:4700:4700::1111', family: 6 }, { address: '::ffff:127.0.0.1', family: 6 }];
  if (host === 'v6private.example') return [{ address: 'fd12:3456::1', family: 6 }];
  throw new Error(`ENOTFOUND ${host}`);
};
const options = { allowLoopback: (host: string) => host === 'recipes.example' || host === 'mixed.example', resolve: resolver, timeoutMs: 2000 };
const site = (path = '/') => `http://recipes.example:${port}${path}`;
const html = (body: string, type = 'text/html; charset=utf-8'): Handler => (_req, res) => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(SafeFetchError);
    // one message toward the client, whatever the reason
    expect((err as Error).message).toBe(MESSAGES.recipeImportFailed);
    return err as SafeFetchError;
  }
  throw new Error('expected a refusal');
}

describe('addresses are checked with ipaddr.js ranges', () => {
  test.each([
    ['127.0.0.1', 'loopback'], ['10.1.2.3', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'], ['100.64.0.1', 'carrierGradeNat'], ['169.254.169.254', 'metadata'], ['169.254.1.1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'], ['255.255.255.255', 'broadcast'], ['224.0.0.1', 'multicast'], ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'], ['::', 'unspecified'], ['fe80::1', 'linkLocal'], ['fc00::1', 'uniqueLocal'], ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'], ['::ffff:127.0.0.1', 'loopback'], ['::ffff:10.0.0.1', 'private'], ['::7f00:2', 'notGlobalUnicast'], ['4000::1', 'notGlobalUnicast'],
    ['64:ff9b::7f00:1', 'rfc6052'], ['2002:7f00:1::', '6to4'],
  ])('%s is %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
  });

  test.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is unicast', (address) => {
    expect(addressRange(address)).toBe('unicast');
  });
});

describe('refused before any connection', () => {
  const strict = { allowLoopback: false, resolve: resolver };

  test('the WHATWG URL parser normalises decimal, octal and hex IPv4 to 127.0.0.1', () => {
    for (const form of ['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://0x7f000001/', 'http://127.1/']) {
      expect(new URL(form).hostname).toBe('127.0.0.1');
    }
  });

  test.each([
    'http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://127.0.0.1/', 'http://localhost/', 'http://[::1]/',
    'http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/',
    'http://10.0.0.1/', 'http://10.255.255.255/', 'http://172.16.0.1/', 'http://172.20.1.1/', 'http://192.168.0.1/',
    'http://100.64.0.1/', 'http://100.127.255.254/', 'http://0.0.0.0/', 'http://[::]/', 'http://224.0.0.1/',
    'http://metadata.example/', 'http://mixed.example/', 'http://v6loopback.example/', 'http://v6mapped.example/', 'http://v6private.example/',
    'http://0x7f000001/', 'http://017700000001/', 'http://127.1/', 'http://[0:0:0:0:0:0:0:1]/', 'http://[::ffff:a9fe:a9fe]/', 'http://[fe80::1]/',
  ])('%s', async (url) => {
    // localhost goes to the system resolver, which answers with loopback
    const err = await refusal(safeFetchHtml(url, url.includes('localhost') ? { allowLoopback: false } : strict));
    expect(err.reason).toMatch(/address|dns/);
  });

  test.each(['file:///etc/passwd', 'ftp://public.example/', 'data:text/html,<h1>x</h1>', 'javascript:alert(1)', 'gopher://public.example/'])(
    'the scheme of %s', async (url) => {
      expect((await refusal(safeFetchHtml(url, strict))).reason).toMatch(/^scheme/);
    },
  );

  test.each(['http://public.example:8080/', 'https://public.example:8443/', 'http://public.example:22/', 'http://public.example:6379/'])(
    'the port of %s', async (url) => {
      expect((await refusal(checkTarget(new URL(url), strict))).reason).toMatch(/^port/);
    },
  );

  test('80 and 443 pass the check for a public address', async () => {
    await expect(checkTarget(new URL('http://public.example/'), strict)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(checkTarget(new URL('https://public.example:443/'), strict)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });

  test('credentials in the address, and a name that does not resolve', async () => {
    expect((await refusal(checkTarget(new URL('http://user:pw@public.example/'), strict))).reason).toMatch(/credentials/);
    expect((await refusal(checkTarget(new URL('http://nowhere.example/'), strict))).reason).toMatch(/^dns/);
  });

  test('IMPORT_ALLOW_LOOPBACK allows loopback on any port, and nothing else', async () => {
    await expect(checkTarget(new URL('http://127.0.0.1:5000/'), { allowLoopback: true })).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(checkTarget(new URL('http://[::1]:5000/'), { allowLoopback: true })).resolves.toMatchObject({ address: '::1' });
    await refusal(checkTarget(new URL('http://10.0.0.1/'), { allowLoopback: true }));
    // one private address among the answers refuses the name
    await refusal(checkTarget(new URL('http://mixed.example/'), options));
  });
});

describe('fetching', () => {
  test('a page is read through the pinned address: the made-up name never reaches real DNS', async () => {
    handler = html('<h1>Pancakes</h1>');
    let lookups = 0;
    const counting: Resolver = async (host) => {
      lookups += 1;
      return resolver(host);
    };
    const page = await safeFetchHtml(site('/pancakes'), { ...options, resolve: counting });
    expect(page).toEqual({ url: site('/pancakes'), html: '<h1>Pancakes</h1>' });
    expect(lookups).toBe(1);
  });

  test('a redirect is followed and checked again: to loopback, to a private address, to the metadata service', async () => {
    for (const target of [`http://127.0.0.1:${port}/secret`, `http://localhost:${port}/secret`, `http://rebind.example:${port}/secret`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/']) {
      hits = [];
      handler = (req, res) => {
        if (req.url === '/start') res.writeHead(302, { location: target }).end();
        else html('secret')(req, res);
      };
      await refusal(safeFetchHtml(site('/start'), options));
      expect(hits).toEqual(['/start']);
    }
  });

  test('up to 5 redirects are followed, a sixth is refused', async () => {
    handler = (req, res) => {
      const n = Number(req.url?.slice(1));
      if (n > 0) res.writeHead(301, { location: `/${n - 1}` }).end();
      else html('<p>end</p>')(req, res);
    };
    await expect(safeFetchHtml(site('/5'), options)).resolves.toMatchObject({ html: '<p>end</p>', url: site('/0') });
    expect((await refusal(safeFetchHtml(site('/6'), options))).reason).toMatch(/redirects/);
  });

  test('a redirect to another scheme is refused', async () => {
    handler = (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    expect((await refusal(safeFetchHtml(site('/'), options))).reason).toMatch(/^scheme/);
  });

  test('only HTML: JSON, images and no content type are refused', async () => {
    for (const type of ['application/json', 'image/png', 'text/plain', '']) {
      handler = (_req, res) => {
        res.writeHead(200, type ? { 'content-type': type } : {});
        res.end('{}');
      };
      expect((await refusal(safeFetchHtml(site('/'), options))).reason).toMatch(/content type/);
    }
    handler = html('<p>x</p>', 'application/xhtml+xml');
    await expect(safeFetchHtml(site('/'), options)).resolves.toMatchObject({ html: '<p>x</p>' });
  });

  test('an error status is a failure', async () => {
    handler = (_req, res) => res.writeHead(403, { 'content-type': 'text/html' }).end('no bots');
    expect((await refusal(safeFetchHtml(site('/'), options))).reason).toBe('status 403');
  });

  test('an oversized body is cut off, declared or streamed', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': big.length });
      res.end(big);
    };
    expect((await refusal(safeFetchHtml(site('/'), options))).reason).toMatch(/content-length/);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(big);
    };
    expect((await refusal(safeFetchHtml(site('/'), options))).reason).toMatch(/body over/);
  });

  test('a gzip bomb stops at the decompressed cap, quickly', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(100 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(150 * 1024);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(bomb);
    };
    const started = Date.now();
    expect((await refusal(safeFetchHtml(site('/'), options))).reason).toMatch(/body over/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('gzip, deflate (zlib and raw) and br bodies are decoded', async () => {
    const page = '<html><body>Crème brûlée</body></html>';
    for (const [encoding, body] of [
      ['gzip', zlib.gzipSync(page)], ['deflate', zlib.deflateSync(page)], ['deflate', zlib.deflateRawSync(page)], ['br', zlib.brotliCompressSync(page)],
    ] as const) {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding });
        res.end(body);
      };
      await expect(safeFetchHtml(site('/'), options)).resolves.toMatchObject({ html: page });
    }
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end('x');
    expect((await refusal(safeFetchHtml(site('/'), options))).reason).toMatch(/encoding/);
  });

  test('a slow body past the deadline fails, and so does a server that never answers', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => res.write('<p>'), 50);
      res.on('close', () => clearInterval(drip));
    };
    let started = Date.now();
    expect((await refusal(safeFetchHtml(site('/'), { ...options, timeoutMs: 400 }))).reason).toMatch(/deadline/);
    expect(Date.now() - started).toBeLessThan(1500);
    handler = () => undefined;
    started = Date.now();
    expect((await refusal(safeFetchHtml(site('/'), { ...options, timeoutMs: 400 }))).reason).toMatch(/deadline/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test('a name server that never answers is bounded by the deadline too', async () => {
    const started = Date.now();
    const silent: Resolver = () => new Promise(() => undefined);
    expect((await refusal(safeFetchHtml('http://slow-dns.example/', { ...options, resolve: silent, timeoutMs: 300 }))).reason).toMatch(/deadline/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test('slow headers (a server that accepts and waits) end at the deadline', async () => {
    handler = (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>late</p>'), 1500);
    };
    const started = Date.now();
    expect((await refusal(safeFetchHtml(site('/'), { ...options, timeoutMs: 300 }))).reason).toMatch(/deadline/);
    expect(Date.now() - started).toBeLessThan(1200);
  });

  test('the raw body can be asked for with another accepted type', async () => {
    handler = html('{"a":1}', 'application/json');
    const res = await safeFetch(site('/'), { ...options, accept: (t) => t === 'application/json' });
    expect(res.body.toString()).toBe('{"a":1}');
  });
});

describe('the code says what happened, in a user\'s terms', () => {
  const status = (code: number): Handler => (_req, res) => res.writeHead(code, { 'content-type': 'text/html' }).end('<p>no</p>');

  test.each([
    [404, 'notFound'], [410, 'notFound'], [401, 'refused'], [403, 'refused'], [429, 'refused'], [500, 'unreadable'], [503, 'unreadable'],
  ])('status %i is %s', async (code, expected) => {
    handler = status(code);
    expect((await refusal(safeFetchHtml(site('/'), options))).code).toBe(expected);
  });

  test('a body that is not HTML is notHtml', async () => {
    handler = html('%PDF-1.7', 'application/octet-stream');
    expect((await refusal(safeFetchHtml(site('/'), options))).code).toBe('notHtml');
  });

  test('no answer is unreachable: a name that does not resolve, a closed port, a name server that never answers', async () => {
    expect((await refusal(safeFetchHtml('http://nowhere.example/', options))).code).toBe('unreachable');
    expect((await refusal(safeFetchHtml('http://127.0.0.1:1/', { allowLoopback: true }))).code).toBe('unreachable');
    const silent: Resolver = () => new Promise(() => undefined);
    expect((await refusal(safeFetchHtml('http://slow-dns.example/', { ...options, resolve: silent, timeoutMs: 300 }))).code).toBe('unreachable');
  });

  test('an answer that does not finish by the deadline is tooSlow: a server that takes the connection and keeps quiet, headers and no body, a body that drips', async () => {
    handler = () => undefined;
    expect((await refusal(safeFetchHtml(site('/'), { ...options, timeoutMs: 300 }))).code).toBe('tooSlow');
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).flushHeaders();
    expect((await refusal(safeFetchHtml(site('/'), { ...options, timeoutMs: 300 }))).code).toBe('tooSlow');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => res.write('<p>'), 50);
      res.on('close', () => clearInterval(drip));
    };
    expect((await refusal(safeFetchHtml(site('/'), { ...options, timeoutMs: 300 }))).code).toBe('tooSlow');
  });

  test('a page over the size cap is tooLarge, however it comes: a declared length, a long body, a compressed one', async () => {
    // the tester's 6 MB page, against the real cap
    const page = `<html><body>${'<p>recipe</p>'.repeat(Math.ceil((6 * 1024 * 1024) / 13))}</body></html>`;
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) }).end(page);
    const declared = await refusal(safeFetchHtml(site('/'), options));
    expect([declared.code, declared.reason]).toEqual(['tooLarge', `content-length ${Buffer.byteLength(page)}`]);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(page.slice(0, 1024 * 1024));
      res.end(page.slice(1024 * 1024));
    };
    const long = await refusal(safeFetchHtml(site('/'), options));
    expect([long.code, long.reason]).toEqual(['tooLarge', `body over ${FETCH_MAX_BYTES} bytes`]);
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(page));
    expect((await refusal(safeFetchHtml(site('/'), options))).code).toBe('tooLarge');
  });

  test('whatever is refused before any connection is unreachable too, like a name that does not resolve', async () => {
    const strict = { allowLoopback: false, resolve: resolver };
    for (const url of ['http://10.0.0.1/', 'http://metadata.example/', 'http://public.example:8080/', 'http://user:pw@public.example/', 'ftp://public.example/']) {
      expect([url, (await refusal(safeFetchHtml(url, strict))).code]).toEqual([url, 'unreachable']);
    }
  });

  test('anything else is unreadable: too many redirects, an encoding it cannot decode', async () => {
    handler = (_req, res) => res.writeHead(302, { location: '/' }).end();
    expect((await refusal(safeFetchHtml(site('/'), options))).code).toBe('unreadable');
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end('x');
    expect((await refusal(safeFetchHtml(site('/'), options))).code).toBe('unreadable');
  });
});

describe('decoding', () => {
  test('the header charset wins, then a BOM, then <meta charset>, else UTF-8', () => {
    const latin = Buffer.from('<p>caf\xe9</p>', 'latin1');
    expect(decodeHtml(latin, 'windows-1252')).toBe('<p>café</p>');
    expect(decodeHtml(Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), latin]), null)).toContain('café');
    expect(decodeHtml(Buffer.from('\ufeff<p>é</p>'), null)).toBe('<p>é</p>');
    expect(decodeHtml(Buffer.from('<p>é</p>'), 'no-such-charset')).toBe('<p>é</p>');
  });
});
