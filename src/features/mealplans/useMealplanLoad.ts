// Loads the plan named in the address into current_mealplan and tells the screen what to show: the plan once
// the fresh copy has arrived (it stays while later answers refresh it), a spinner, or 'not found'.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Id, Mealplan } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseId } from '../../lib/ids';
import {
  fetchMealplan, selectCurrentMealplan, selectCurrentMealplanRequestedId, selectCurrentMealplanStatus,
} from '../../store/currentMealplanSlice';

export type PlanLoad = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; plan: Mealplan };

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

  useEffect(() => {
    if (id === null) return;
    void dispatch(fetchMealplan(id)).finally(() => setAskedId(id));
  }, [dispatch, id]);

  if (plan && plan.user_mealplan_id === id && (fresh || loadedId === id)) return { state: 'ready', plan };
  if (id !== null && (askedId !== id || requestedId !== id || status === 'pending')) return { state: 'loading' };
  return { state: 'missing' };
}
