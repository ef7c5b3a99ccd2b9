// The state of one cook-mode timer, as plain values: it keeps wall-clock time (a throttled background tab
// still shows the right time when it wakes) and counts on past zero (SPEC §2: timers may go negative).

export interface StepTimer {
  durationS: number;
  /** time run before the current start, in ms */
  elapsedMs: number;
  /** Date.now() of the current start; null while paused or never started */
  startedAt: number | null;
  /** the sound for zero has played since the last reset */
  alarmed: boolean;
}

export const createTimer = (durationS: number): StepTimer => ({ durationS, elapsedMs: 0, startedAt: null, alarmed: false });

export const isRunning = (t: StepTimer) => t.startedAt !== null;

/** Started at least once and not reset since. */
export const hasStarted = (t: StepTimer) => t.startedAt !== null || t.elapsedMs > 0;

export function elapsedMs(t: StepTimer, now: number): number {
  return t.elapsedMs + (t.startedAt === null ? 0 : Math.max(0, now - t.startedAt));
}

/** Whole seconds left; negative once the time is over. */
export function remainingSeconds(t: StepTimer, now: number): number {
  return t.durationS - Math.floor(elapsedMs(t, now) / 1000);
}

export function startTimer(t: StepTimer, now: number): StepTimer {
  return isRunning(t) ? t : { ...t, startedAt: now };
}

export function pauseTimer(t: StepTimer, now: number): StepTimer {
  return isRunning(t) ? { ...t, elapsedMs: elapsedMs(t, now), startedAt: null } : t;
}

export function resetTimer(t: StepTimer): StepTimer {
  return createTimer(t.durationS);
}

/** True when the timer has reached zero and its sound has not played yet. */
export const isDue = (t: StepTimer, now: number) => !t.alarmed && hasStarted(t) && remainingSeconds(t, now) <= 0;
