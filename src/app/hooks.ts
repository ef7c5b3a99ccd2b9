import { useDeferredValue, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchIngredientOptions, selectFormOptionsStatus, selectIngredientCategoryNames } from '../store/formOptionsSlice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Ingredient category names by id, loading the catalogue options once if they are not there yet; null while
 * they load, so items are grouped once, not regrouped (and their rows remounted) when the names arrive.
 */
export function useIngredientCategoryNames(): ReadonlyMap<number, string> | null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchIngredientOptions());
  }, [dispatch]);
  const status = useAppSelector(selectFormOptionsStatus).ingredients;
  const names = useAppSelector(selectIngredientCategoryNames);
  // a failed load groups everything under the fallback names rather than waiting for ever; deferred, so the
  // groups the names let a screen draw (a 2,000-item list's) are a render React splits, not part of the task
  // that brought them (React renders a change of the Redux state at once, in one task)
  return useDeferredValue(status === 'succeeded' || status === 'failed' ? names : null);
}
