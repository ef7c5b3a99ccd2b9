// Every API call goes through here (a small fetch wrapper): API base, JSON, the bearer token from local
// storage, a timeout, and every failure turned into an ApiError. A 401 on an authenticated call (sent with its
// token, or without once it is gone) means the session is over (SPEC §8), as does another tab's logout: the
// handler the app registers clears it and goes to /login.
import { TOTAL_COUNT_HEADER, type ApiError, type ApiErrorBody } from '../../contract/api';
import { storage } from '../lib/storage';
import { FROM_CACHE_HEADER } from '../pwa/fromCache';
import { askServerWith, isOnline, serverReached } from './connection';

export const API_BASE = process.env.API_BASE ?? '/api';

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
/** ours: a call our own timer gave up on (a stalled connection, one bar of signal), not one refused or cancelled */
export const NO_ANSWER_MESSAGE = 'No answer from the server. Check your connection and try again.';

/** A failure said in the spec's words (SPEC §8), and why when the server gave no answer, which those words do not tell. */
export function failureText(text: string, error: unknown): string {
  const unanswered = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
  if (!unanswered) return text;
  return `${text} ${(error as { message?: unknown }).message === NO_ANSWER_MESSAGE ? NO_ANSWER_MESSAGE : OFFLINE_MESSAGE}`;
}

/** A call that gets no answer in this time fails like a network error. */
export const TIMEOUT_MS = 30_000;

export interface RequestOptions {
  /** query parameters, appended to the URL */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** ms before the call is given up (default TIMEOUT_MS) */
  timeout?: number;
  /** the caller's cancellation: an aborted call rejects with status 0 */
  signal?: AbortSignal;
  /** headers of the call's own (a write's Idempotency-Key, src/api/idempotency.ts) */
  headers?: Record<string, string>;
}

// SPEC §7: every call carries the token except login (nor do the other calls made while signed out)
const SIGNED_OUT_CALLS = new Set(['/login', '/register-beta', '/forgot-email', '/reset-password', '/verify-email']);

let unauthorizedHandler: (() => void) | null = null;

let inFlight = 0;
const settleWaiters: (() => void)[] = [];

/** Resolves once no API call is waiting for its answer (at once when none is). */
export function whenSettled(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => settleWaiters.push(resolve));
}

/** The app's reaction to an expired session; api modules never touch the store themselves. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

let sessionReplacedHandler: (() => void) | null = null;
/** set once another tab's sign-in has replaced the stored session: this tab's calls are refused unsent */
let replaced = false;

/** The app's reaction to another tab's sign-in replacing the session this tab runs on. */
export function onSessionReplaced(handler: (() => void) | null): void {
  sessionReplacedHandler = handler;
  replaced = false;
}

/** The server answered with a status outside 2xx; body is the parsed JSON, the text, or '' */
export class HttpStatusError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** What a failure means to the app: an answered call keeps its status and message, anything else is status 0. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpStatusError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : undefined) as Partial<ApiErrorBody> | undefined;
    const message = body?.error ?? body?.message;
    return {
      status: error.status,
      message: typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
      ...(body?.errors ? { errors: body.errors } : {}),
      // 412: a write based on an older version; the entity as it is now, for the conflict dialog
      ...(error.status === 412 && body?.current ? { current: body.current } : {}),
    };
  }
  return { status: 0, message: FALLBACK_MESSAGE };
}

function urlOf(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  // absolute, so it resolves the same in the browser and in the test environment
  return new URL(`${API_BASE}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`, window.location.href).href;
}

/** JSON when it parses, else the text ('' for an empty body). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What public/preload.js asked for a signed-in start's first screen, by address (see askEarly there). */
type EarlyAnswers = Record<string, { token: string; response: Promise<Response> } | undefined>;

/** The answer public/preload.js asked for this GET with this token, taken once; null when there is none. */
function takeEarly(url: string, token: unknown): Promise<Response> | null {
  const early = (window as { larderEarly?: EarlyAnswers }).larderEarly;
  const answer = early?.[url];
  if (!early || !answer) return null;
  delete early[url];
  return answer.token === token ? answer.response : null;
}

/** The browser's limit on the bodies of requests that outlive their page (fetch's keepalive: 64 KiB in all). */
const KEEPALIVE_MAX_BYTES = 60 * 1024;

/**
 * Whether the page is being left (reloaded, closed, another address): Chromium fires pagehide while the page still
 * counts as visible, and hides it after. Set by the first pagehide listener (this module's, added as the app loads,
 * before any editor's), so a write an editor sends on pagehide knows; a page restored from the back-forward cache
 * is not being left any more.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => { leaving = true; });
  window.addEventListener('pageshow', () => { leaving = false; });
  window.addEventListener('storage', (event) => {
    if (event.key !== 'token' || event.oldValue === event.newValue) return;
    // SPEC §4: a logout in another tab removes the token this tab shares: its session ends too, as on a 401
    if (!event.newValue) unauthorizedHandler?.();
    else {
      // a sign-in in another tab, perhaps as someone else, replaced it (or began one where this tab had none): from
      // now on this tab would write with a session that is not the one it shows, so it sends nothing more until it
      // starts again as that session
      replaced = true;
      sessionReplacedHandler?.();
    }
  });
}

/**
 * A write sent while the page is being left or is hidden (a phone's app put away) is one the browser finishes if the
 * page goes meanwhile (an editor's unsent edits, useFlushOnLeave); a bigger body than the browser lets outlive a page
 * goes as any other (the outbox keeps a list's or a store's until it is saved).
 */
function outlivesPage(method: string, payload: string | undefined): boolean {
  if (method === 'GET' || !(leaving || document.visibilityState === 'hidden')) return false;
  return payload === undefined || new Blob([payload]).size <= KEEPALIVE_MAX_BYTES;
}

/** Rejects when the signal aborts (an early answer was asked without it). */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** a caller in this module that reads the answer's headers too (getCountedBy) */
type SendOptions = RequestOptions & { onHeaders?: (headers: Headers) => void };

async function request<T>(method: string, path: string, body: unknown, options: SendOptions = {}): Promise<T> {
  // an editor's last save as the page goes must not land in the account that replaced this tab's session
  if (replaced && !SIGNED_OUT_CALLS.has(path)) throw { status: 0, message: FALLBACK_MESSAGE } satisfies ApiError;
  inFlight += 1;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = storage.get('token');
  const authenticated = !SIGNED_OUT_CALLS.has(path);

  const sendsToken = Boolean(token) && authenticated;
  if (sendsToken) headers.Authorization = `Bearer ${token}`;

  // one signal for the timeout and the caller's cancellation
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', cancel);

  try {
    let response: Response;
    let answer: unknown;
    try {
      const url = urlOf(path, options.params);
      const early = method === 'GET' && sendsToken ? takeEarly(url, token) : null;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      response = await (early ? Promise.race([early, untilAborted(controller.signal)]) : fetch(url, {
        method, headers, signal: controller.signal, keepalive: outlivesPage(method, payload), ...(payload !== undefined ? { body: payload } : {}),
      }));
      answer = await bodyOf(response);
    } catch {
      // no answer: offline, refused, timed out or cancelled (only the caller's cancellation says nothing of the server).
      // Offline when the browser says so, or when the server was out of reach already (isOnline: in a page loaded
      // offline, an installed app opened without signal, the browser says online). No answer in our time says so:
      // the connection stalled (one bar of signal) or the server is stuck, which 'Something went wrong' did not tell
      const offline = !isOnline();
      if (!options.signal?.aborted) serverReached(false);
      throw { status: 0, message: timedOut ? NO_ANSWER_MESSAGE : offline ? OFFLINE_MESSAGE : FALLBACK_MESSAGE } satisfies ApiError;
    }
    // only an answer from the network says the server can be reached, not one the service worker kept
    if (!response.headers.has(FROM_CACHE_HEADER)) serverReached(true);
    if (!response.ok) {
      const apiError = toApiError(new HttpStatusError(response.status, answer));
      // a signed-out call's 401 is its form's message (a wrong password), not an ended session
      if (apiError.status === 401 && authenticated) unauthorizedHandler?.();
      throw apiError;
    }
    options.onHeaders?.(response.headers);
    return answer as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of settleWaiters.splice(0)) resolve();
  }
}

export function get<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url, undefined, options);
}
/**
 * How many of the `listed` rows an answer holds it left out, as its `header` says how many there are in all; 0 where
 * it says nothing that fits (a server before the header).
 */
export type LeftOutSaid = (header: string, listed: number) => number;

/**
 * A listing the server may cut short (GET /share, whose body is one array of three types, each with its header): its
 * rows, and what `leftOut` makes of what its headers say it left out.
 */
export async function getCountedBy<T extends readonly unknown[], L>(
  url: string, leftOut: (said: LeftOutSaid, rows: T) => L, options?: RequestOptions,
): Promise<{ rows: T; leftOut: L }> {
  const answered: { headers?: Headers } = {};
  const rows = await request<T>('GET', url, undefined, { ...options, onHeaders: (headers) => { answered.headers = headers; } });
  const said: LeftOutSaid = (header, listed) => {
    const text = answered.headers?.get(header);
    const total = text ? Number(text) : NaN;
    return Number.isInteger(total) && total >= listed ? total - listed : 0;
  };
  return { rows, leftOut: leftOut(said, rows) };
}

/**
 * A listing the server may cut short (GET /user-mealplans, /user-shoppinglists): its rows, and how many it left out,
 * as its TOTAL_COUNT_HEADER says how many there are in all.
 */
export function getCounted<T extends readonly unknown[]>(url: string, options?: RequestOptions): Promise<{ rows: T; leftOut: number }> {
  return getCountedBy<T, number>(url, (said, rows) => said(TOTAL_COUNT_HEADER, rows.length), options);
}
export function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', url, body, options);
}
export function put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', url, body, options);
}
export function del<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('DELETE', url, undefined, options);
}

// while the server is out of reach, this is how it is asked whether it answers again (src/api/connection.ts)
askServerWith(() => void get('/health').catch(() => undefined));
