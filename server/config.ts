// Every setting of the server, read once from the environment (README has the table).
import path from 'node:path';
import { defaultAppUrl, type Interfaces } from './listenUrls';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  appUrl: string;
  inviteCodes: string[];
  seedDemo: boolean;
  clientDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** allow imports from loopback addresses: for tests only */
  importAllowLoopback: boolean;
  /** recipe imports (each one a fetch of a stranger's page) per user per window */
  importRateLimit: { max: number; timeWindowMs: number };
  loginRateLimit: { max: number; timeWindowMs: number };
  /** where the contact and bug report forms are mailed (CONTACT_EMAIL; default: MAIL_FROM's address) */
  contactEmail: string;
  /** contact messages from one address per window */
  contactRateLimit: { max: number; timeWindowMs: number };
  /** load shedding: past these, new requests get 503 with Retry-After (plugins/loadShedding.ts) */
  overload: { maxInFlight: number; maxEventLoopDelayMs: number; retryAfterS: number };
}

/** 'Larder <no-reply@larder.local>' → 'no-reply@larder.local' */
export function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

const INVITE_CODE = /^[A-Za-z0-9]{8}$/;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** the levels the server's logger (pino) knows */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A setting that counts something (a limit), a whole number from 1 up; the fallback when unset. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number from 1 up, got "${value}"`);
  return n;
}

/** `interfaces`: the machine's network interfaces, for tests (the address mails link to on HOST=0.0.0.0) */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, interfaces?: Interfaces): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const inviteCodes = (env.INVITE_CODES ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const bad = inviteCodes.find((c) => !INVITE_CODE.test(c));
  if (bad) throw new Error(`INVITE_CODES must be 8 letters or digits each, got "${bad}"`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const databaseUrl = env.DATABASE_URL || null;
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Larder <no-reply@larder.local>',
    // without APP_URL, an address the mail's reader can open: on HOST=0.0.0.0 the machine's own, not localhost
    appUrl: (env.APP_URL || defaultAppUrl(host, port, interfaces)).replace(/\/+$/, ''),
    inviteCodes,
    // a demo account is for trying Larder locally, not for a deployment on a shared database
    seedDemo: flag(env.SEED_DEMO, databaseUrl === null),
    clientDir: path.resolve(env.CLIENT_DIR || path.join(__dirname, '..', 'dist')),
    logLevel,
    trustProxy: flag(env.TRUST_PROXY, false),
    importAllowLoopback: flag(env.IMPORT_ALLOW_LOOPBACK, false),
    importRateLimit: { max: count(env, 'IMPORT_RATE_MAX', 20), timeWindowMs: 60_000 },
    loginRateLimit: { max: count(env, 'LOGIN_RATE_MAX', 10), timeWindowMs: 60_000 },
    contactEmail: addressOf(env.CONTACT_EMAIL || env.MAIL_FROM || 'Larder <no-reply@larder.local>'),
    contactRateLimit: { max: count(env, 'CONTACT_RATE_MAX', 5), timeWindowMs: 60 * 60_000 },
    overload: { maxInFlight: count(env, 'MAX_IN_FLIGHT', 200), maxEventLoopDelayMs: count(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000), retryAfterS: 5 },
  };
}
