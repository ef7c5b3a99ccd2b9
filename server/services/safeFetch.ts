// The one way the server makes an outgoing HTTP request (ARCHITECTURE §4: import from a web address).
// A user names the address, so every hop is treated as hostile: http/https only, ports 80/443, every
// address the name resolves to must be public unicast (ipaddr.js ranges, IPv4-mapped IPv6 unwrapped), the
// socket connects to the address that was checked (no second DNS lookup, so DNS rebinding cannot swap it),
// each redirect is checked again, and a deadline, a decompressed-size cap and a content type bound the rest.
// Every refusal or failure is a SafeFetchError: its code is what the user may be told, its reason is for the log.
import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { MESSAGES } from '../../contract/rules';
import type { ImportFailureCode } from '../../contract/cookbookRules';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address a host name resolves to (dns.lookup with all: true by default; tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /**
   * Loopback addresses (127/8, ::1) on any port: for tests only (IMPORT_ALLOW_LOOPBACK). A function decides
   * per host name, so a test can allow its own server and still see a redirect to loopback refused.
   */
  allowLoopback: boolean | ((hostname: string) => boolean);
  resolve?: Resolver;
  /** the whole exchange, redirects and a slow body included */
  timeoutMs?: number;
  /** the body after decompression */
  maxBytes?: number;
  maxRedirects?: number;
  /** which media types (lower case, without parameters) are accepted */
  accept?: (mediaType: string) => boolean;
  userAgent?: string;
}

export interface SafeFetchResult {
  /** the address of the last hop, after redirects */
  url: string;
  mediaType: string;
  body: Buffer;
  /** the charset named by the Content-Type header, if any */
  charset: string | null;
}

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 5;
const ALLOWED_PORTS = new Set([80, 443]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** error statuses a user can act on: the page is gone, or the site keeps robots out (bot walls answer 403 or 429) */
const STATUS_CODES: Partial<Record<number, ImportFailureCode>> = { 404: 'notFound', 410: 'notFound', 401: 'refused', 403: 'refused', 429: 'refused' };
/** named for the record: each is also outside the unicast range, so range() refuses it anyway */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);
/** IPv6 global unicast is 2000::/3; anything else that ipaddr.js calls unicast (e.g. ::/96, IPv4-compatible) is refused */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** The same message for every refusal and failure; `code` says what happened in a user's terms, `reason` is for the server's log. */
export class SafeFetchError extends Error {
  constructor(readonly reason: string, readonly code: ImportFailureCode = 'unreadable') {
    super(MESSAGES.recipeImportFailed);
    this.name = 'SafeFetchError';
  }
}

function fail(reason: string, code?: ImportFailureCode): never {
  throw new SafeFetchError(reason, code);
}

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** 'unicast', 'loopback' or the name of the refused range, for one address. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  // process() turns ::ffff:a.b.c.d into the IPv4 address it carries
  const ip = ipaddr.process(address);
  if (METADATA_ADDRESSES.has(ip.toNormalizedString()) || METADATA_ADDRESSES.has(ip.toString())) return 'metadata';
  const range = ip.range();
  if (range !== 'unicast') return range;
  if (ip.kind() === 'ipv6' && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return 'notGlobalUnicast';
  return 'unicast';
}

function loopbackAllowed(options: SafeFetchOptions, hostname: string): boolean {
  return typeof options.allowLoopback === 'function' ? options.allowLoopback(hostname) : options.allowLoopback;
}

/**
 * Checks one hop before any connection: scheme, credentials, port, and every resolved address.
 * Returns the address to connect to. Literal IPs are already canonical: the WHATWG URL parser turns
 * 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1.
 */
export async function checkTarget(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  // each refusal here is 'unreachable', as a name that does not resolve is: what a user is told never tells an
  // internal name, address or port from one that does not exist
  const refuse = (reason: string): never => fail(reason, 'unreachable');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`scheme ${url.protocol}`);
  if (url.username || url.password) refuse('credentials in the address');
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!hostname) refuse('no host');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(hostname)) {
    addresses = [{ address: hostname, family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname);
    } catch (err) {
      return refuse(`dns: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (!addresses.length) refuse(`dns: no address for ${hostname}`);
  const allowLoopback = loopbackAllowed(options, hostname);
  let allLoopback = true;
  for (const { address } of addresses) {
    const range = addressRange(address);
    if (range === 'loopback' && allowLoopback) continue;
    allLoopback = false;
    if (range !== 'unicast') refuse(`address ${address} of ${hostname} is ${range}`);
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  // a test server on loopback listens on any port; a real site is on 80 or 443
  if (!ALLOWED_PORTS.has(port) && !(allLoopback && allowLoopback)) refuse(`port ${port}`);
  return addresses[0]!;
}

/** A lookup that answers with the address already checked, whatever Node asks for. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (err: null, addresses: dns.LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** One GET; `onConnect` is told when the server takes the connection, which a deadline after it makes a slow answer. */
function requestOnce(url: URL, pinned: ResolvedAddress, signal: AbortSignal, options: SafeFetchOptions, onConnect: () => void): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, {
      method: 'GET',
      // a fresh agent per hop: no pooled socket from an earlier hop is reused
      agent: false,
      lookup: pinnedLookup(pinned),
      signal,
      headers: {
        'user-agent': options.userAgent ?? 'Mozilla/5.0 (compatible; LarderRecipeImport/1.0)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=0.9,*;q=0.5',
      },
    }, resolve);
    req.on('socket', (socket) => socket.once('connect', onConnect));
    req.on('error', reject);
    req.end();
  });
}

/** RFC 1950: compression method 8 in the low nibble, and the two header bytes a multiple of 31. */
function isZlibHeader(raw: Buffer | null): boolean {
  if (!raw || raw.length < 2) return true;
  return (raw[0]! & 0x0f) === 0x08 && (raw[0]! * 256 + raw[1]!) % 31 === 0;
}

/** The decoders for a Content-Encoding list, in the order to apply them. */
function decoders(encoding: string | undefined, raw: Buffer | null): zlib.Zlib[] {
  const codings = (encoding ?? '').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c && c !== 'identity');
  return codings.reverse().map((c) => {
    if (c === 'gzip' || c === 'x-gzip') return zlib.createGunzip();
    if (c === 'br') return zlib.createBrotliDecompress();
    // servers send both zlib-wrapped and raw deflate under this name; the first byte tells which
    if (c === 'deflate') return isZlibHeader(raw) ? zlib.createInflate() : zlib.createInflateRaw();
    return fail(`content encoding ${c}`);
  });
}

/** Reads the body through its decoders, counting decompressed bytes; past the cap it stops at once. */
async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) fail(`content-length ${declared}`, 'tooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) fail(`body over ${maxBytes} bytes`, 'tooLarge');
    chunks.push(chunk);
  };
  let chain: zlib.Zlib[] = [];
  const destroyAll = (err: Error) => {
    for (const d of chain) (d as unknown as Readable).destroy(err);
    res.destroy(err);
  };
  // the answer has started: past the deadline the page is too slow, not out of reach
  const onAbort = () => destroyAll(new SafeFetchError('deadline while reading the body', 'tooSlow'));
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    // peek the first chunk, so raw deflate can be told from zlib deflate
    const iterator = res[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await iterator.next();
    const firstChunk = first.done ? null : first.value;
    chain = decoders(res.headers['content-encoding'], firstChunk);
    if (!chain.length) {
      if (firstChunk) take(firstChunk);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) take(next.value);
      return Buffer.concat(chunks);
    }
    const head = chain[0] as unknown as Readable & NodeJS.WritableStream;
    let tail: Readable = head;
    for (const d of chain.slice(1)) tail = tail.pipe(d as unknown as NodeJS.WritableStream) as unknown as Readable;
    // feed the raw body in by hand: a compressed body that stays small can still inflate without bound
    const feed = (async () => {
      let raw = 0;
      const write = async (chunk: Buffer) => {
        raw += chunk.length;
        if (raw > maxBytes) throw new SafeFetchError(`compressed body over ${maxBytes} bytes`, 'tooLarge');
        if (!head.write(chunk)) {
          await new Promise<void>((resolve) => {
            head.once('drain', resolve);
            head.once('close', resolve);
          });
        }
      };
      if (firstChunk) await write(firstChunk);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) await write(next.value);
      head.end();
    })();
    feed.catch((err: unknown) => destroyAll(err instanceof Error ? err : new Error(String(err))));
    for await (const chunk of tail as AsyncIterable<Buffer>) take(chunk);
    await feed;
    return Buffer.concat(chunks);
  } catch (err) {
    destroyAll(err instanceof Error ? err : new Error(String(err)));
    if (err instanceof SafeFetchError) throw err;
    if (signal.aborted) return fail('deadline while reading the body', 'tooSlow');
    return fail(`body: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

function parseContentType(header: string | undefined): { mediaType: string; charset: string | null } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charsetParam = params.map((p) => p.trim()).find((p) => /^charset=/i.test(p));
  const charset = charsetParam ? charsetParam.slice('charset='.length).trim().replace(/^["']|["']$/g, '') : null;
  return { mediaType: type.trim().toLowerCase(), charset: charset || null };
}

/** The promise, or a deadline failure as soon as the signal aborts (the promise's own result is then ignored). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SafeFetchError('deadline', 'unreachable'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('deadline', 'unreachable'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * GETs a user-supplied address under every rule above. Resolves with the decompressed body of the final
 * 2xx response; rejects with SafeFetchError (message 'recipe import failed') for anything else.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FETCH_MAX_REDIRECTS;
  const accept = options.accept ?? ((type: string) => HTML_TYPES.has(type));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new SafeFetchError(`deadline of ${timeoutMs} ms`)), timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return fail('not an address');
    }
    for (let hop = 0; ; hop += 1) {
      // a name server that never answers is bounded by the same deadline
      const pinned = await beforeDeadline(checkTarget(url, options), controller.signal);
      let res: IncomingMessage;
      let connected = false;
      try {
        res = await requestOnce(url, pinned, controller.signal, options, () => {
          connected = true;
        });
      } catch (err) {
        // a server that took the connection and then kept quiet past the deadline is slow, not out of reach
        if (controller.signal.aborted && connected) return fail('deadline after connecting', 'tooSlow');
        // no answer at all: refused, reset, no route, TLS, or the deadline
        return fail(controller.signal.aborted ? 'deadline' : `request: ${err instanceof Error ? err.message : String(err)}`, 'unreachable');
      }
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.destroy();
        const location = res.headers.location;
        if (!location) fail(`redirect ${status} without a location`);
        if (hop >= maxRedirects) fail(`more than ${maxRedirects} redirects`);
        try {
          url = new URL(location!, url);
        } catch {
          fail(`redirect to a bad address`);
        }
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        fail(`status ${status}`, STATUS_CODES[status]);
      }
      const { mediaType, charset } = parseContentType(res.headers['content-type']);
      if (!accept(mediaType)) {
        res.destroy();
        fail(`content type ${mediaType || '(none)'}`, 'notHtml');
      }
      const body = await readBody(res, maxBytes, controller.signal);
      return { url: url.href, mediaType, charset, body };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    return fail(`unexpected: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Decodes an HTML body: the header's charset, else a BOM or <meta charset> in the first 2 KB, else UTF-8. */
export function decodeHtml(body: Buffer, headerCharset: string | null): string {
  let label = headerCharset;
  if (!label) {
    if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) label = 'utf-8';
    else if (body[0] === 0xff && body[1] === 0xfe) label = 'utf-16le';
    else if (body[0] === 0xfe && body[1] === 0xff) label = 'utf-16be';
    else {
      const head = body.subarray(0, 2048).toString('latin1');
      label = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ?? 'utf-8';
    }
  }
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** safeFetch for a web page: an HTML content type, decoded to text. */
export async function safeFetchHtml(rawUrl: string, options: SafeFetchOptions): Promise<{ url: string; html: string }> {
  const result = await safeFetch(rawUrl, options);
  return { url: result.url, html: decodeHtml(result.body, result.charset) };
}
