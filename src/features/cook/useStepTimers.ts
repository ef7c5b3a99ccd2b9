// The timers of every step that has one, running side by side (beyond the spec: several at once, kept while
// moving between steps, and across a reload of the tab). One interval ticks every second (SPEC §9) while any timer
// runs; a timer that reaches zero calls onDue once (the sound), then keeps counting into negative time.
import { useEffect, useRef, useState } from 'react';
import { TIMER_TICK_MS } from '../../../contract/constants';
import type { Id, RecipeStep } from '../../../contract/entities';
import { createTimer, isDue, isRunning, pauseTimer, resetTimer, startTimer, type StepTimer } from '../../lib/stepTimers';
import { parseTimer } from '../../../contract/timer';

type Timers = Record<Id, StepTimer>;

/** The timers as this tab last kept them under `key` (session storage: they outlive a reload, not the tab), or none. */
function keptTimers(key: string): Partial<Timers> {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '{}') as Partial<Timers>;
  } catch {
    return {};
  }
}

/** Each step's timer: as kept, if one was for the same time, else a new one. */
function initialTimers(steps: RecipeStep[], key: string): Timers {
  const kept = keptTimers(key);
  const timers: Timers = {};
  for (const step of steps) {
    const seconds = parseTimer(step.timer);
    const timer = kept[step.recipe_step_id];
    if (seconds !== null) timers[step.recipe_step_id] = timer?.durationS === seconds ? timer : createTimer(seconds);
  }
  return timers;
}

export function useStepTimers(steps: RecipeStep[], onDue: (stepIds: Id[]) => void, key: string) {
  const [timers, setTimers] = useState(() => initialTimers(steps, key));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(timers));
    } catch {
      // storage full or refused: the timers still run, only not past a reload
    }
  }, [key, timers]);
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef({ timers, onDue });
  useEffect(() => {
    latest.current = { timers, onDue };
  }, [timers, onDue]);

  const anyRunning = Object.values(timers).some(isRunning);
  useEffect(() => {
    if (!anyRunning) return undefined;
    const interval = setInterval(() => {
      const t = Date.now();
      setNow(t);
      const due = Object.entries(latest.current.timers).filter(([, timer]) => isDue(timer, t)).map(([id]) => Number(id));
      if (due.length === 0) return;
      // marked at once, so a tick that runs before the next render does not sound it again
      const marked = { ...latest.current.timers };
      for (const id of due) if (marked[id]) marked[id] = { ...marked[id], alarmed: true };
      latest.current = { ...latest.current, timers: marked };
      setTimers((prev) => {
        const next = { ...prev };
        for (const id of due) if (next[id]) next[id] = { ...next[id], alarmed: true };
        return next;
      });
      latest.current.onDue(due);
    }, TIMER_TICK_MS);
    return () => clearInterval(interval);
  }, [anyRunning]);

  const change = (id: Id, update: (timer: StepTimer, t: number) => StepTimer) => {
    const t = Date.now();
    setNow(t);
    setTimers((prev) => (prev[id] ? { ...prev, [id]: update(prev[id], t) } : prev));
  };

  return {
    timers,
    now,
    start: (id: Id) => change(id, startTimer),
    pause: (id: Id) => change(id, pauseTimer),
    reset: (id: Id) => change(id, (timer) => resetTimer(timer)),
  };
}
