// SPEC §4, §9: the editor autosaves 500 ms after any change after the first render. The whole plan is sent;
// one save is in flight at a time and the latest edit is sent last (lib/saveQueue.ts), so a slower earlier
// save never overwrites a later one. Unsent edits go at once when the page is hidden or the editor is left.
import { useCallback, useRef, useState } from 'react';
import { AUTOSAVE_MS } from '../../../contract/constants';
import type { Mealplan, MealplanDay } from '../../../contract/entities';
import { useAppDispatch } from '../../app/hooks';
import { planBody, planDays } from '../../lib/mealplanDates';
import { createSaveQueue, type SaveQueueState } from '../../lib/saveQueue';
import { useFlushOnLeave } from '../../lib/useFlushOnLeave';
import { saveMealplan } from '../../store/currentMealplanSlice';

export function useMealplanAutosave(plan: Mealplan) {
  const dispatch = useAppDispatch();
  const [days, setDays] = useState(() => planDays(plan));
  const current = useRef(days);
  const [saveState, setSaveState] = useState<SaveQueueState>({ dirty: false, saving: false, error: null, saved: false });
  const [queue] = useState(() => createSaveQueue<MealplanDay[]>({
    delayMs: AUTOSAVE_MS,
    save: async (next) => {
      try {
        await dispatch(saveMealplan({ id: plan.user_mealplan_id, body: planBody(plan, next) })).unwrap();
      } catch (err) {
        console.warn(`meal plans: saving plan ${plan.user_mealplan_id} failed`, err);
        throw err;
      }
    },
    onChange: setSaveState,
  }));

  useFlushOnLeave(queue);

  const change = useCallback((edit: (days: MealplanDay[]) => MealplanDay[]) => {
    const next = edit(current.current);
    if (next === current.current) return;
    current.current = next;
    setDays(next);
    queue.schedule(next);
  }, [queue]);

  const retry = useCallback(() => void queue.flush(), [queue]);

  return { days, change, saveState, retry };
}
