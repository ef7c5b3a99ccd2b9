// SPEC §2 /user-meal-plans/edit/{id}: the editor, for the owner or a viewer with edit rights; others are told
// the plan is theirs to read only.
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { Spinner } from '../../components/Spinner';
import { canEdit, isOwner } from '../../lib/permissions';
import { selectUser } from '../../store/authSlice';
import { MealplanEditor } from './MealplanEditor';
import { PlanNotFound } from './PlanNotFound';
import { useMealplanLoad } from './useMealplanLoad';
import './mealplans.css';

export default function MealplanEditScreen() {
  const load = useMealplanLoad();
  const me = useAppSelector(selectUser);
  if (load.state === 'loading') return <Spinner label="Loading meal plan" />;
  if (load.state === 'missing') return <PlanNotFound />;
  if (load.state === 'failed') return <div className="mealplan"><LoadFailed message={LOAD_FAILED.plan} onRetry={load.retry} /></div>;
  const { plan } = load;
  if (!canEdit(plan, me)) {
    return (
      <div className="mealplan">
        <h1>{plan.name}</h1>
        <p>This meal plan is shared with you to read only.</p>
        <Link to={`/user-meal-plans/${plan.user_mealplan_id}?view=readonly`} className="btn btn--secondary">View the plan</Link>
      </div>
    );
  }
  return <MealplanEditor key={plan.user_mealplan_id} plan={plan} owned={isOwner(plan, me)} />;
}
