// Password hashing with scrypt from node:crypto: no native build, memory-hard, salted per password.
// A hash takes ~40 ms of a core, on libuv's thread pool. More hashes than the pool has threads would only queue
// there, out of reach: at a burst of logins, clients that gave up long ago still cost their hash while live ones
// wait behind them. They wait here instead, in turn, and one whose client has left is dropped before any work.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { clientGone } from '../errors';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 };
/** hashes at once: the thread pool's size (libuv's default is 4) */
const HASH_SLOTS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

let hashing = 0;
const waiting: (() => void)[] = [];

/** Hashes that may run at once, running, and waiting (for tests). */
export const passwordQueue = () => ({ slots: HASH_SLOTS, hashing, waiting: waiting.length });

/** A slot to hash in, in turn; rejected with clientGone if `signal` aborts first. */
async function takeSlot(signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) throw clientGone();
  if (hashing < HASH_SLOTS) {
    hashing += 1;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const go = () => {
      signal?.removeEventListener('abort', leave);
      resolve();
    };
    const leave = () => {
      waiting.splice(waiting.indexOf(go), 1);
      reject(clientGone());
    };
    signal?.addEventListener('abort', leave, { once: true });
    waiting.push(go);
  });
}

/** The slot goes to the next in line, if any. */
function giveSlot() {
  const next = waiting.shift();
  if (next) next();
  else hashing -= 1;
}

async function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions, signal?: AbortSignal): Promise<Buffer> {
  await takeSlot(signal);
  try {
    return await new Promise((resolve, reject) =>
      scryptCb(password.normalize('NFC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    giveSlot();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** `signal`: the request's client has left (the hash is not made if it has not started). */
export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p),
  }, signal);
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
