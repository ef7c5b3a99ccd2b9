// Loads the plan named in the address into current_mealplan and tells the screen what to show: the plan once
// the fresh copy has arrived (it stays while later answers refresh it), a spinner, 'not found' (the server said
// so), or that it could not be loaded (no connection, a failing server), asked again once the connection is back.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Id, Mealplan } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isOnline, subscribeOnline } from '../../api/connection';
import { parseId } from '../../lib/ids';
import {
  fetchMealplan, selectCurrentMealplan, selectCurrentMealplanError, selectCurrentMealplanRequestedId, selectCurrentMealplanStatus,
} from '../../store/currentMealplanSlice';

export type PlanLoad = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; retry: () => void } | { state: 'ready'; plan: Mealplan };

export function useMealplanLoad(): PlanLoad {
  const dispatch = useAppDispatch();
  const id = parseId(useParams().id);
  const plan = useAppSelector(selectCurrentMealplan);
  const status = useAppSelector(selectCurrentMealplanStatus);
  const requestedId = useAppSelector(selectCurrentMealplanRequestedId);
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

  const failed = id !== null && askedId === id && requestedId === id && status === 'failed' && error?.status !== 404 && error?.status !== 403;
  useEffect(() => {
    if (!failed) return undefined;
    return subscribeOnline(() => { if (isOnline()) ask(); });
  }, [failed, ask]);

  if (plan && plan.user_mealplan_id === id && (fresh || loadedId === id)) return { state: 'ready', plan };
  if (id !== null && (askedId !== id || requestedId !== id || status === 'pending')) return { state: 'loading' };
  if (failed) return { state: 'failed', retry: ask };
  return { state: 'missing' };
}
