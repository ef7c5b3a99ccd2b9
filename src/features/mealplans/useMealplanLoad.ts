// Loads the plan named in the address into current_mealplan and tells the screen what to show: the plan once
// the fresh copy has arrived (it stays while later answers refresh it), a spinner, 'not found' (the server said
// so), or that it could not be loaded (a failing server, or no connection and no copy held), asked again once
// the connection is back. Without an answer (offline, or the server out of reach) the copy the app holds is shown
// to read ('held'), as a list's is: the user's plans and those shared with them are kept for offline reading
// (decisions.md). A plan has no outbox, so the held copy is not edited: edits made now could not be kept.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Id, Mealplan } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseId } from '../../lib/ids';
import { useAskAgainWhenOnline, useOnline } from '../../pwa/OfflineBadge';
import {
  fetchMealplan, selectCurrentMealplan, selectCurrentMealplanError, selectCurrentMealplanRequestedId, selectCurrentMealplanStatus,
} from '../../store/currentMealplanSlice';
import { selectKnownMealplan } from '../../store/userMealplans';

export type PlanLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; plan: Mealplan }
  /** no answer: the copy the app holds, to read only */
  | { state: 'held'; plan: Mealplan };

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
  const online = useOnline();
  const known = useKnownPlan(id);
  const [loadedId, setLoadedId] = useState<Id | null>(null);
  // the id this screen's own request has answered for: a copy kept from an earlier visit is not the fresh one
  const [askedId, setAskedId] = useState<Id | null>(null);
  const fresh = askedId === id && plan !== null && plan.user_mealplan_id === id && requestedId === id && status !== 'pending';
  if (fresh && loadedId !== id) setLoadedId(id);

  const error = useAppSelector(selectCurrentMealplanError);
  const ask = useCallback(() => {
    if (id !== null) void dispatch(fetchMealplan(id)).finally(() => setAskedId(id));
  }, [dispatch, id]);
  useEffect(ask, [ask]);

  const settled = id !== null && askedId === id && requestedId === id && status !== 'pending';
  const failed = settled && status === 'failed' && error?.status !== 404 && error?.status !== 403;
  useAskAgainWhenOnline(failed, ask);

  // the held copy shows at once offline, stays while the plan is asked again, and goes when the server answers
  const [heldId, setHeldId] = useState<Id | null>(null);
  const unanswered = failed ? error?.status === 0 : !settled && (!online || heldId === id);
  const held = known !== null && unanswered;
  if (held && heldId !== id) setHeldId(id);

  if (plan && plan.user_mealplan_id === id && (fresh || loadedId === id)) return { state: 'ready', plan };
  if (held) return { state: 'held', plan: known };
  if (id !== null && !settled) return { state: 'loading' };
  if (failed) return { state: 'failed', retry: ask };
  return { state: 'missing' };
}
