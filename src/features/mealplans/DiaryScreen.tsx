// SPEC §2 /diary: titled with the current meal plan's name (the plan holding today, else the next to start),
// 'work in progress food diary.', a disabled 'add entry' button, and a menu whose ingredient summary opens the
// 'Ingredient Summary' dialog for that plan. Without a plan: 'no plan yet ...'.
import { useEffect, useState } from 'react';
import { Link } from '../../lib/router';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Menu } from '../../components/Menu';
import { Spinner } from '../../components/Spinner';
import { currentPlan, dateRange, localIsoDate } from '../../lib/mealplanDates';
import { fetchMealplans, selectAllMealplans, selectMealplansStatus } from '../../store/userMealplans';
import { fetchSharedWithMe, selectSharedStatus } from '../../store/userStores';
import { LazyIngredientSummaryDialog } from './LazyIngredientSummaryDialog';
import './mealplans.css';

export const DIARY_WIP = 'work in progress food diary.';

export default function DiaryScreen() {
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectAllMealplans);
  const statuses = [useAppSelector(selectMealplansStatus), useAppSelector(selectSharedStatus)];
  const [summary, setSummary] = useState(false);

  useEffect(() => {
    void dispatch(fetchMealplans());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);

  const plan = currentPlan(plans, localIsoDate());
  if (!plan && statuses.some((s) => s === 'idle' || s === 'pending')) return <Spinner label="Loading the diary" />;

  return (
    <div className="diary">
      <div className="diary__head">
        <h1>{plan ? plan.name : 'Food diary'}</h1>
        <Menu
          label="Diary options"
          items={[{ id: 'summary', label: 'ingredient summary', onSelect: () => setSummary(true), disabled: !plan }]}
        />
      </div>
      {plan ? (
        <p className="muted">
          {dateRange(plan)} · <Link to={`/user-meal-plans/${plan.user_mealplan_id}?view=readonly`}>open the plan</Link>
        </p>
      ) : (
        <p className="muted">{MESSAGES.noPlanYet} <Link to="/user-meal-plans">plan your meals</Link></p>
      )}
      <p>{DIARY_WIP}</p>
      <button type="button" className="btn btn--primary" disabled>add entry</button>
      {plan && <LazyIngredientSummaryDialog open={summary} plan={plan} onClose={() => setSummary(false)} />}
    </div>
  );
}
