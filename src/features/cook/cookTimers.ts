// The one place cook-mode timers tick (beyond the spec: several at once, kept while moving between steps, across a
// reload of the tab, and after cook mode is left with Back or a link, until Exit drops them): the sessions the tab
// keeps (keptCookSessions.ts) are read and written here, one interval ticks every second (SPEC §9) while something
// shows them (cook mode, the cooking chip) and any timer runs, and a timer that reaches zero sounds once (SPEC §2 "A
// sound plays at zero"), wherever the cook is in the app; those who listen are told which, to say so.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { TIMER_TICK_MS } from '../../../contract/constants';
import type { Id } from '../../../contract/entities';
import { isDue, isRunning } from '../../lib/stepTimers';
import { playChime } from './chime';
import { keptSessionKeys, parseSession, type CookSession } from './keptCookSessions';

type Listener = () => void;
type DueListener = (key: string, stepIds: Id[]) => void;

const listeners = new Set<Listener>();
const dueListeners = new Set<DueListener>();
/** the last parse of each key's stored text, so an unchanged session reads as the same object */
const parsed = new Map<string, { raw: string | null; session: CookSession | null }>();
let interval: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The session kept under `key`, or null. */
export function readSession(key: string): CookSession | null {
  const raw = stored(key);
  const last = parsed.get(key);
  if (last && last.raw === raw) return last.session;
  const session = parseSession(raw);
  parsed.set(key, { raw, session });
  return session;
}

let lastAll: { key: string; session: CookSession }[] = [];
/** Every session kept, in the order of their keys (the same array while none changed). */
function readSessions(): { key: string; session: CookSession }[] {
  const all = keptSessionKeys().flatMap((key) => {
    const session = readSession(key);
    return session ? [{ key, session }] : [];
  });
  const same = all.length === lastAll.length && all.every((entry, i) => entry.key === lastAll[i]!.key && entry.session === lastAll[i]!.session);
  if (!same) lastAll = all;
  return lastAll;
}

const anyRunning = () => readSessions().some(({ session }) => Object.values(session.timers).some(isRunning));

/** The interval runs while a timer runs and something shows the timers. */
function keepTicking() {
  const wanted = listeners.size > 0 && anyRunning();
  if (wanted && interval === null) interval = setInterval(tick, TIMER_TICK_MS);
  if (!wanted && interval !== null) {
    clearInterval(interval);
    interval = null;
  }
}

function notify() {
  keepTicking();
  for (const listener of [...listeners]) listener();
}

/** Keeps `session` under `key` (the time now is when it changed), for everyone that shows it. */
export function writeSession(key: string, session: CookSession): void {
  now = Date.now();
  try {
    sessionStorage.setItem(key, JSON.stringify(session));
  } catch {
    // storage full or refused: kept here until the tab is reloaded
    parsed.set(key, { raw: stored(key), session });
  }
  notify();
}

/** Drops the session under `key` (Exit): its timers stop and are gone. */
export function dropSession(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept
  }
  parsed.delete(key);
  notify();
}

function tick() {
  now = Date.now();
  let rang = false;
  for (const { key, session } of readSessions()) {
    const due = Object.entries(session.timers).filter(([, timer]) => isDue(timer, now)).map(([id]) => Number(id));
    if (due.length === 0) continue;
    // marked before anyone is told, so a tick that runs before the next render does not sound it again
    const timers = { ...session.timers };
    for (const id of due) timers[id] = { ...timers[id]!, alarmed: true };
    writeSession(key, { ...session, timers });
    rang = true;
    for (const listener of [...dueListeners]) listener(key, due);
  }
  if (rang) playChime();
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  keepTicking();
  return () => {
    listeners.delete(listener);
    keepTicking();
  };
}

/** `listener` hears of each session's timers that reach zero (after the sound), until the returned call. */
export function onTimersDue(listener: DueListener): () => void {
  dueListeners.add(listener);
  return () => dueListeners.delete(listener);
}

/** The time the timers were last read at: each tick, and each change. */
function useNow(): number {
  const [shown, setShown] = useState(() => Date.now());
  useEffect(() => subscribe(() => setShown(now)), []);
  return shown;
}

/** The session kept under `key` (null while none is) and the time now, kept current while a timer runs. */
export function useCookSession(key: string): { session: CookSession | null; now: number } {
  const session = useSyncExternalStore(subscribe, () => readSession(key), () => null);
  return { session, now: useNow() };
}

/** Every session kept, and the time now, kept current while a timer runs. */
export function useCookSessions(): { sessions: { key: string; session: CookSession }[]; now: number } {
  const sessions = useSyncExternalStore(subscribe, readSessions, () => lastAll);
  return { sessions, now: useNow() };
}
