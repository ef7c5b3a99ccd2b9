// Cook sessions the tab keeps (session storage: they outlive a reload and a move elsewhere in the app, not the tab),
// one per recipe, under COOK_SESSION_PREFIX: its timers, and where cook mode was left. Small on purpose: the shell
// reads it on every screen to know whether the cooking chip's code is wanted at all.
import type { Id } from '../../../contract/entities';
import type { StepTimer } from '../../lib/stepTimers';

export const COOK_SESSION_PREFIX = 'cook-timers-';

export interface CookSession {
  /** each timed step's timer */
  timers: Record<Id, StepTimer>;
  /** where cook mode was left: its address, with ?step= */
  href?: string;
  /** the step shown, from 0 */
  step?: number;
  /** each timed step's number (from 1) and name ('' when it has none) */
  steps?: Record<Id, { n: number; name: string }>;
}

/** The session kept as `raw`; one kept before sessions had more than their timers is those timers. */
export function parseSession(raw: string | null): CookSession | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as CookSession | CookSession['timers'] | null;
    if (parsed === null || typeof parsed !== 'object') return null;
    return 'timers' in parsed && typeof parsed.timers === 'object' ? parsed as CookSession : { timers: parsed as CookSession['timers'] };
  } catch {
    return null;
  }
}

/** The keys of the sessions this tab keeps. */
export function keptSessionKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(COOK_SESSION_PREFIX)) keys.push(key);
    }
  } catch {
    // storage refused: nothing is kept
  }
  return keys.sort();
}

/** Whether a kept session has a timer running (counting down, or on past zero). */
export function hasRunningCookTimers(): boolean {
  return keptSessionKeys().some((key) => {
    const session = parseSession(sessionStorage.getItem(key));
    return session !== null && Object.values(session.timers).some((timer) => timer.startedAt !== null);
  });
}
