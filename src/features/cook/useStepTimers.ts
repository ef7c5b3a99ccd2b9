// The timers of every step that has one, as cook mode shows them: they are kept and ticked by cookTimers.ts (which
// sounds the chime once at zero, in cook mode or anywhere else in the app), and keep counting into negative time.
// onDue hears of this recipe's timers that reach zero, to say so.
import { useEffect, useMemo, useRef } from 'react';
import type { Id, RecipeStep } from '../../../contract/entities';
import { createTimer, pauseTimer, resetTimer, startTimer, type StepTimer } from '../../lib/stepTimers';
import { parseTimer } from '../../../contract/timer';
import { onTimersDue, readSession, useCookSession, writeSession } from './cookTimers';
import type { CookSession } from './keptCookSessions';

type Timers = Record<Id, StepTimer>;

/** Each step's timer: as kept, if one was for the same time, else a new one. */
function stepTimers(steps: RecipeStep[], kept: Partial<Timers>): Timers {
  const timers: Timers = {};
  for (const step of steps) {
    const seconds = parseTimer(step.timer);
    const timer = kept[step.recipe_step_id];
    if (seconds !== null) timers[step.recipe_step_id] = timer?.durationS === seconds ? timer : createTimer(seconds);
  }
  return timers;
}

/** `key`: where this tab keeps the recipe's session; `where`: where cook mode is, for the way back to it */
export function useStepTimers(steps: RecipeStep[], onDue: (stepIds: Id[]) => void, key: string, where: Omit<CookSession, 'timers'>) {
  const { session, now } = useCookSession(key);
  const timers = useMemo(() => stepTimers(steps, session?.timers ?? {}), [steps, session]);

  // the session is kept from the start (timers as they were, or new ones), with where cook mode is as it moves
  const whereText = JSON.stringify(where);
  useEffect(() => {
    const kept = readSession(key);
    writeSession(key, { ...kept, timers: stepTimers(steps, kept?.timers ?? {}), ...(JSON.parse(whereText) as typeof where) });
  }, [key, steps, whereText]);

  const latest = useRef(onDue);
  useEffect(() => {
    latest.current = onDue;
  }, [onDue]);
  useEffect(() => onTimersDue((dueKey, ids) => {
    if (dueKey === key) latest.current(ids);
  }), [key]);

  const change = (id: Id, update: (timer: StepTimer, t: number) => StepTimer) => {
    const kept = readSession(key);
    const current = stepTimers(steps, kept?.timers ?? {});
    if (!current[id]) return;
    writeSession(key, { ...kept, timers: { ...current, [id]: update(current[id], Date.now()) } });
  };

  return {
    timers,
    now,
    start: (id: Id) => change(id, startTimer),
    pause: (id: Id) => change(id, pauseTimer),
    reset: (id: Id) => change(id, (timer) => resetTimer(timer)),
  };
}
