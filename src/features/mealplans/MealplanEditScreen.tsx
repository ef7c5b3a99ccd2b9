// SPEC §2 /user-meal-plans/edit/{id}: the editor, for the owner or a viewer with edit rights; others are told
// the plan is theirs to read only. Without an answer it gives way to the plan's read-only page, which shows the copy
// the app holds and says why it cannot be edited now (a plan has no outbox to keep offline edits in).
import { Navigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { canEdit, isOwner } from '../../lib/permissions';
import { selectUser } from '../../store/authSlice';
import { MealplanEditor } from './MealplanEditor';
import { PlanLoadFailed } from './PlanLoadFailed';
import { PlanNotFound } from './PlanNotFound';
import { useMealplanLoad } from './useMealplanLoad';
import './mealplans.css';

export default function MealplanEditScreen() {
  const load = useMealplanLoad();
  const me = useAppSelector(selectUser);
  // the editor waits for the plan itself: edits on the copy held could not be kept
  if (load.state === 'loading' || (load.state === 'held' && load.reading)) return <Spinner label="Loading meal plan" />;
  if (load.state === 'missing') return <PlanNotFound />;
  if (load.state === 'failed') return <PlanLoadFailed onRetry={load.retry} />;
  // without an answer, the plan's read-only page shows the copy held (its 'Edit plan' comes back with the connection)
  if (load.state === 'held') return <Navigate to={`/user-meal-plans/${load.plan.user_mealplan_id}?view=readonly`} replace />;
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
