// Loads the plan named in the address into current_mealplan and tells the screen what to show: the plan once
// the fresh copy has arrived (it stays while later answers refresh it), a spinner, 'not found' (the server said
// so), or that it could not be loaded (a failing server, or no connection and no copy held), asked again once
// the connection is back. Until the answer comes, and when the read fails, the copy the app holds (the user's plans
// and those shared with them, kept for offline reading: decisions.md) is shown at once to read ('held'), as a list's
// is, so a plan opens at once on one bar of signal rather than after the fetch's 30 s time-out (components/Freshness
// says it is being updated, or was not). A plan has no outbox, so the held copy is not edited: edits made now could
// not be kept.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Id, Mealplan } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseId } from '../../lib/ids';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import {
  fetchMealplan, selectCurrentMealplan, selectCurrentMealplanError, selectCurrentMealplanRequestedId, selectCurrentMealplanStatus,
} from '../../store/currentMealplanSlice';
import { selectKnownMealplan } from '../../store/userMealplans';

export type PlanLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; plan: Mealplan }
  /** the copy the app holds, to read only: while the plan is read (`reading`), or since the read failed */
  | { state: 'held'; plan: Mealplan; reading: boolean; retry: () => void };

/** The plan the app holds: as the user's plans have it, else as an earlier visit left it on screen. */
function useKnownPlan(id: Id | null): Mealplan | null {
  const known = useAppSelector((state) => selectKnownMealplan(state, id));
  const current = useAppSelector(selectCurrentMealplan);
  return known ?? (current && current.user_mealplan_id === id ? current : null);
}

export function useMealplanLoad(): PlanLoad {
  const dispatch = useAppDispatch();
  const id = parseId(useParams().id);
  const plan = useAppSelector(selectCurrentMealplan);
  const status = useAppSelector(selectCurrentMealplanStatus);
  const requestedId = useAppSelector(selectCurrentMealplanRequestedId);
  const known = useKnownPlan(id);
  const [loadedId, setLoadedId] = useState<Id | null>(null);
  // the id this screen's own request has answered for: a copy kept from an earlier visit is not the fresh one
  const [askedId, setAskedId] = useState<Id | null>(null);
  const settled = id !== null && askedId === id && requestedId === id && status !== 'pending';
  const fresh = settled && status === 'succeeded' && plan !== null && plan.user_mealplan_id === id;
  if (fresh && loadedId !== id) setLoadedId(id);

  const error = useAppSelector(selectCurrentMealplanError);
  const ask = useCallback(() => {
    if (id !== null) void dispatch(fetchMealplan(id)).finally(() => setAskedId(id));
  }, [dispatch, id]);
  useEffect(ask, [ask]);

  const gone = settled && status === 'failed' && (error?.status === 404 || error?.status === 403);
  const failed = settled && status === 'failed' && !gone;
  useAskAgainWhenOnline(failed, ask);

  if (plan && plan.user_mealplan_id === id && (fresh || loadedId === id)) return { state: 'ready', plan };
  if (known && !gone && (!settled || failed)) return { state: 'held', plan: known, reading: !settled, retry: ask };
  if (id !== null && !settled) return { state: 'loading' };
  if (failed) return { state: 'failed', retry: ask };
  return { state: 'missing' };
}
