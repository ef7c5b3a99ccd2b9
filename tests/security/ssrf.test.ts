// Import from a web address, attacked at the API (issue 11; the fetcher's own unit tests are in
// server/services/safeFetch.test.ts). Every hostile address gets the same refusal — 422 "recipe import
// failed" with the code 'unreachable', as a name that does not resolve gets, nothing about the reason — and
// stores nothing; other schemes are refused by the body's rules.
// DNS answers come from a spy on dns.promises.lookup (the system resolver the importer uses), so no test
// depends on, or reaches, a real name server or the outside network.
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { IMPORT_URL_INVALID } from '../../contract/cookbookSchemas';
import { MESSAGES } from '../../contract/rules';
import { createTestApp, signUp, TEST_INVITES, type TestApp } from '../../server/test/testApp';
import { caller, expectRefused, SLOW_SETUP_MS, type Person } from './helpers';

const REFUSAL = { message: MESSAGES.recipeImportFailed, errors: { url: ['unreachable'] } };
/** a page too large, or redirects without end: read, but not readable */
const UNREADABLE = { message: MESSAGES.recipeImportFailed, errors: { url: ['unreadable'] } };
const TOO_LARGE = { message: MESSAGES.recipeImportFailed, errors: { url: ['tooLarge'] } };
/** a public address the spy hands out; the port rule or the pinning refuses before anything connects to it */
const PUBLIC_IP = '93.184.215.14';
type LookupAnswer = { address: string; family: number }[];

let answers: Map<string, LookupAnswer[]>;
let lookups: string[];

function fakeDns(table: Record<string, string[] | string[][]>) {
  answers = new Map(Object.entries(table).map(([host, a]) => {
    const rounds = (Array.isArray(a[0]) ? a : [a]) as string[][];
    return [host, rounds.map((round) => round.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))];
  }));
}

beforeEach(() => {
  lookups = [];
  answers = new Map();
  jest.spyOn(dns.promises, 'lookup').mockImplementation((async (hostname: string) => {
    lookups.push(hostname);
    const rounds = answers.get(hostname);
    if (!rounds) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    // each further question gets the next answer: a rebinding name server
    return rounds.length > 1 ? rounds.shift()! : rounds[0]!;
  }) as unknown as typeof dns.promises.lookup);
});
afterEach(() => jest.restoreAllMocks());

describe('with loopback closed, as in production', () => {
  let t: TestApp;
  let me: Person;
  const importUrl = (url: string) => caller(t)(me, 'POST', '/user-imported-recipes', { url });

  beforeAll(async () => {
    t = await createTestApp({ importAllowLoopback: false, importRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    me = await signUp(t, TEST_INVITES[0]!);
  }, SLOW_SETUP_MS);
  afterAll(() => t.close());

  const literal: [string, string][] = [
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, another address of 127/8', 'http://127.0.0.2/'],
    ['loopback, short form', 'http://127.1/'],
    ['loopback, decimal', 'http://2130706433/'],
    ['loopback, octal', 'http://0177.0.0.1/'],
    ['loopback, hex', 'http://0x7f.0.0.1/'],
    ['loopback, one hex number', 'http://0x7f000001/'],
    ['loopback IPv6', 'http://[::1]/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['unspecified IPv6', 'http://[::]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped loopback, hex', 'http://[::ffff:7f00:1]/'],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::]/'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 10/8, decimal', 'http://167772161/'],
    ['private 172.16/12', 'http://172.16.0.1/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['link-local', 'http://169.254.0.1/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata, hex', 'http://0xa9fea9fe/'],
    ['cloud metadata (Alibaba)', 'http://100.100.100.200/'],
    ['cloud metadata IPv6 (AWS)', 'http://[fd00:ec2::254]/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['unique local IPv6', 'http://[fc00::1]/'],
    ['link-local IPv6', 'http://[fe80::1]/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['documentation range', 'http://192.0.2.1/'],
    ['credentials in the address', 'http://user:pass@example.com/'],
  ];
  test.each(literal)('%s: %s → the one refusal, nothing stored', async (_name, url) => {
    fakeDns({ 'example.com': [PUBLIC_IP] });
    const res = await expectRefused(t, 422, () => importUrl(url));
    expect(res.json()).toEqual(REFUSAL);
  });

  const named: [string, string, Record<string, string[]>][] = [
    ['a name for loopback', 'http://localhost/', { localhost: ['127.0.0.1', '::1'] }],
    ['a name for a private address', 'http://intranet.example/', { 'intranet.example': ['10.1.2.3'] }],
    ['a name for the metadata service', 'http://metadata.example/', { 'metadata.example': ['169.254.169.254'] }],
    ['a name with one public and one private answer', 'http://mixed.example/', { 'mixed.example': [PUBLIC_IP, '192.168.0.10'] }],
    ['a name for an IPv4-mapped loopback', 'http://mapped.example/', { 'mapped.example': ['::ffff:127.0.0.1'] }],
    ['a name that does not resolve', 'http://nowhere.example/', {}],
    ['a public name on port 22', 'http://public.example:22/', { 'public.example': [PUBLIC_IP] }],
    ['a public name on port 6379', 'http://public.example:6379/', { 'public.example': [PUBLIC_IP] }],
    ['a public name on port 8080', 'https://public.example:8080/', { 'public.example': [PUBLIC_IP] }],
    ['a public name on port 25', 'http://public.example:25/', { 'public.example': [PUBLIC_IP] }],
  ];
  test.each(named)('%s → the one refusal, nothing stored', async (_name, url, table) => {
    fakeDns(table);
    const res = await expectRefused(t, 422, () => importUrl(url));
    expect(res.json()).toEqual(REFUSAL);
  });

  test.each([
    'file:///etc/passwd', 'gopher://127.0.0.1:70/_GET', 'ftp://example.com/recipe', 'dict://127.0.0.1:11211/stat',
    'data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', 'ldap://127.0.0.1/', '//127.0.0.1/', '127.0.0.1',
  ])('another scheme or no scheme: %s → 400, nothing stored', async (url) => {
    const res = await expectRefused(t, 400, () => importUrl(url));
    expect(res.json<{ message: string }>().message).toBe(IMPORT_URL_INVALID);
  });

  test('DNS rebinding: the socket is pinned to the address that was checked; the name is asked once', async () => {
    fakeDns({ 'rebind.example': [[PUBLIC_IP], ['127.0.0.1']] });
    // stand in for the socket: record the lookup the request would connect with, and fail the request
    const pinnedTo: string[] = [];
    jest.spyOn(http, 'request').mockImplementation(((_url: URL, options: http.RequestOptions) => {
      const req = new http.ClientRequest('http://127.0.0.1:9/', () => undefined);
      req.destroy();
      (options.lookup as (h: string, o: object, cb: (e: null, a: string) => void) => void)('rebind.example', {}, (_e, address) => pinnedTo.push(address));
      (options.lookup as (h: string, o: object, cb: (e: null, a: { address: string }[]) => void) => void)('rebind.example', { all: true }, (_e, all) => pinnedTo.push(...all.map((a) => a.address)));
      process.nextTick(() => req.emit('error', new Error('offline in tests')));
      return req;
    }) as unknown as typeof http.request);
    const res = await expectRefused(t, 422, () => importUrl('http://rebind.example/recipe'));
    expect(res.json()).toEqual(REFUSAL);
    expect(lookups).toEqual(['rebind.example']);
    expect(pinnedTo).toEqual([PUBLIC_IP, PUBLIC_IP]);
  });
});

describe('with the test server on loopback: redirects, bombs and images in the page', () => {
  let t: TestApp;
  let me: Person;
  let server: http.Server;
  let base: string;
  const hits: string[] = [];
  const importUrl = (url: string) => caller(t)(me, 'POST', '/user-imported-recipes', { url });

  beforeAll(async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      hits.push(url.pathname);
      if (url.pathname === '/redirect') {
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      } else if (url.pathname === '/loop') {
        res.writeHead(302, { location: '/loop' }).end();
      } else if (url.pathname === '/bomb') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': bomb.length }).end(bomb);
      } else if (url.pathname === '/huge') {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(1024 * 1024, 0x61);
        for (let i = 0; i < 8; i += 1) res.write(chunk);
        res.end();
      } else if (url.pathname === '/recipe') {
        const image = url.searchParams.get('image') ?? '';
        const recipe = { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Canary stew', image, recipeIngredient: ['1 onion'], recipeInstructions: ['Stew.'] };
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head></html>`);
      } else {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end('canary');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ importAllowLoopback: true, importRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    me = await signUp(t, TEST_INVITES[0]!);
  }, SLOW_SETUP_MS);
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test.each([
    'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/iam/', 'http://[::ffff:a9fe:a9fe]/', 'http://0xa9fea9fe/',
    'http://192.168.0.1/', 'http://100.64.0.1/', 'http://[fe80::1]/', 'http://0.0.0.0/', 'http://[fd00:ec2::254]/',
    'file:///etc/passwd', 'gopher://127.0.0.1:6379/_FLUSHALL', 'http://public.example:6379/', 'http://intranet.example/',
  ])('a redirect to %s → the one refusal, nothing stored', async (target) => {
    fakeDns({ 'public.example': [PUBLIC_IP], 'intranet.example': ['10.9.8.7'] });
    const res = await expectRefused(t, 422, () => importUrl(`${base}/redirect?to=${encodeURIComponent(target)}`));
    expect(res.json()).toEqual(REFUSAL);
  });

  test('a redirect loop stops after a few hops, refused as unreadable', async () => {
    const res = await expectRefused(t, 422, () => importUrl(`${base}/loop`));
    expect(res.json()).toEqual(UNREADABLE);
  });

  test('a gzip bomb (64 MB of spaces in 64 KB) is cut off: refused as too large, nothing stored', async () => {
    const res = await expectRefused(t, 422, () => importUrl(`${base}/bomb`));
    expect(res.json()).toEqual(TOO_LARGE);
  });

  test('an oversized page (8 MB, no length given) is cut off: refused as too large, nothing stored', async () => {
    const res = await expectRefused(t, 422, () => importUrl(`${base}/huge`));
    expect(res.json()).toEqual(TOO_LARGE);
  });

  test.each(['canary.jpg', 'http://169.254.169.254/latest/meta-data/'])(
    'the image named in the JSON-LD (%s) is never fetched by the server',
    async (image) => {
      hits.length = 0;
      const absolute = image.startsWith('http') ? image : `${base}/${image}`;
      const res = await importUrl(`${base}/recipe?image=${encodeURIComponent(absolute)}`);
      expect(res.statusCode).toBe(201);
      expect(res.json<{ import_failed: boolean }>().import_failed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hits).toEqual(['/recipe']);
      expect(lookups).toEqual([]);
    },
  );
});
