// SPEC §4, §9: the editor autosaves 500 ms after any change after the first render. The whole plan is sent;
// one save is in flight at a time and the latest edit is sent last (lib/saveQueue.ts), so a slower earlier
// save never overwrites a later one. Unsent edits go at once when the page is hidden or the editor is left.
// Each save names the version the edits are based on: when someone else saved the plan meanwhile (a plan
// shared with an edit right, or another device), the server refuses it (412) with the plan as it is now, and
// the user chooses: merge (their plan, with the recipes I added to a day and without the ones I removed) or take
// the other version. Until then the edits stay on screen, not saved. Edits the session ends under (SPEC §4: a 401
// leaves for /login) are kept in the tab for the same user's next sign-in, which comes back here and saves them,
// merged into the plan as it is by then as a refused save's are. A save no try can change (403: the edit right was
// taken away; 404: the plan was deleted, or is no longer shared) is not sent again: the editor gives way to the plan
// read-only, with what was not saved, as a list's does (decisions.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../contract/api';
import { AUTOSAVE_MS } from '../../../contract/constants';
import type { Id, Mealplan, MealplanDay } from '../../../contract/entities';
import { isOnline, subscribeOnline } from '../../api/connection';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { mergePlanDays, planBody, planChanges, planDays } from '../../lib/mealplanDates';
import { sameJson } from '../../lib/sameJson';
import { createSaveQueue, type SaveQueueState } from '../../lib/saveQueue';
import { forgetKept, keepForNextSignIn, onSessionEnd, readKept } from '../../lib/sessionEnd';
import { mayPass } from '../../pwa/outbox';
import { useFlushOnLeave } from '../../lib/useFlushOnLeave';
import { selectUser } from '../../store/authSlice';
import { conflictCurrent, isApiError } from '../../store/createAppAsyncThunk';
import { mealplanReplaced, saveMealplan } from '../../store/currentMealplanSlice';
import { fetchSharedWithMe } from '../../store/userStores';

export interface PlanConflict {
  /** the plan as the server has it now */
  theirs: Mealplan;
  merge: () => void;
  takeTheirs: () => void;
}

/** A save refused for good: why (403, 404), the plan as the server last gave it, and what was not saved (null once let go). */
export interface PlanRefusal {
  status: number;
  message: string;
  plan: Mealplan;
  changes: string[] | null;
}

const isRefusedForGood = (err: unknown) => isApiError(err) && (err.status === 403 || err.status === 404);

/** The save queue, with the plan as the server last gave it: the edits are based on it, its version goes with each save. */
function planSaver(plan: Mealplan, dispatch: AppDispatch, on: {
  change: (state: SaveQueueState) => void;
  conflict: (theirs: Mealplan) => void;
  refused: (err: ApiError, base: Mealplan) => void;
}) {
  let base = plan;
  const queue = createSaveQueue<MealplanDay[]>({
    delayMs: AUTOSAVE_MS,
    save: async (next) => {
      const { version } = base;
      const body = { ...planBody(base, next), ...(version === undefined ? {} : { version }) };
      try {
        base = await dispatch(saveMealplan({ id: plan.user_mealplan_id, body })).unwrap();
      } catch (err) {
        const theirs = conflictCurrent<Mealplan>(err);
        if (theirs) on.conflict(theirs);
        else if (isRefusedForGood(err)) on.refused(err as ApiError, base);
        else console.warn(`meal plans: saving plan ${plan.user_mealplan_id} failed`, err);
        throw err;
      }
    },
    onChange: on.change,
  });
  return {
    queue,
    baseDays: () => planDays(base),
    /** the edits are based on this plan from now on */
    rebase: (next: Mealplan) => { base = next; },
  };
}

/** edits kept when the session ended (for whom: src/lib/sessionEnd.ts): the days they started from, and as they were */
interface KeptEdits {
  base: MealplanDay[];
  days: MealplanDay[];
}

const keptKey = (id: Id) => `larder:plan-edits:${id}`;

export function useMealplanAutosave(plan: Mealplan) {
  const dispatch = useAppDispatch();
  const [days, setDays] = useState(() => planDays(plan));
  const current = useRef(days);
  const [theirs, setTheirs] = useState<Mealplan | null>(null);
  const [saveState, setSaveState] = useState<SaveQueueState>({ dirty: false, saving: false, error: null, saved: false });
  const [refused, setRefused] = useState<(Omit<PlanRefusal, 'changes'> & { kept: boolean }) | null>(null);
  const [saver] = useState(() => planSaver(plan, dispatch, {
    change: setSaveState,
    conflict: setTheirs,
    refused: ({ status, message }, base) => {
      setRefused({ status, message, plan: base, kept: true });
      // what is shared with the user is read again, so every screen knows what they may do now
      if (status === 403) void dispatch(fetchSharedWithMe());
    },
  }));
  const { queue } = saver;
  // nothing refused for good is sent again: not with a later change, nor as the editor is left
  useEffect(() => { if (refused) queue.cancel(); }, [refused, queue]);
  /** 'discard my changes': the plan stays read-only */
  const letGo = useCallback(() => setRefused((r) => r && { ...r, kept: false }), []);
  // the edits on screen are the ones refused: none can be made after
  const refusal: PlanRefusal | null = refused && { ...refused, changes: refused.kept ? planChanges(planDays(refused.plan), days) : null };

  useFlushOnLeave(queue.flush);

  const owner = useAppSelector(selectUser)?.id ?? null;
  const id = plan.user_mealplan_id;
  useEffect(() => onSessionEnd(() => {
    const base = saver.baseDays();
    if (owner !== null && !sameJson(current.current, base)) keepForNextSignIn(keptKey(id), owner, { base, days: current.current } satisfies KeptEdits);
  }), [id, owner, saver]);

  const show = useCallback((next: MealplanDay[]) => {
    current.current = next;
    setDays(next);
  }, []);

  const change = useCallback((edit: (days: MealplanDay[]) => MealplanDay[]) => {
    const next = edit(current.current);
    if (next === current.current) return;
    show(next);
    queue.schedule(next);
  }, [queue, show]);

  // back after the session ended: the edits kept then go on this plan as it is now
  useEffect(() => {
    const kept = readKept<KeptEdits>(keptKey(id), owner);
    forgetKept(keptKey(id));
    if (Array.isArray(kept?.base) && Array.isArray(kept.days)) change(() => mergePlanDays(kept.base, kept.days, plan));
    // once, as the editor opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = useCallback(() => void queue.flush(), [queue]);

  // a save that failed for want of a connection (or a server that was down) goes again once it is back, as a
  // list's or a store's edits do; a refusal waits for the user
  const mayRetry = saveState.error !== null && !saveState.saving && mayPass((saveState.error as ApiError).status ?? 0);
  useEffect(() => {
    if (!mayRetry) return undefined;
    return subscribeOnline(() => { if (isOnline()) void queue.flush(); });
  }, [mayRetry, queue]);

  const conflict: PlanConflict | null = theirs && {
    theirs,
    merge: () => {
      const merged = mergePlanDays(saver.baseDays(), current.current, theirs);
      saver.rebase(theirs);
      setTheirs(null);
      show(merged);
      queue.schedule(merged);
      void queue.flush();
    },
    takeTheirs: () => {
      saver.rebase(theirs);
      setTheirs(null);
      queue.cancel();
      show(planDays(theirs));
      dispatch(mealplanReplaced(theirs));
    },
  };

  return { days, change, saveState, retry, conflict, refusal, letGo };
}
