// SPEC §2 meal plan detail (/user-meal-plans/{id}, the id in the second path segment): read-only with
// ?view=readonly (how own plans open) or without edit rights; otherwise the editor (how shared plans open).
// Until the answer, and without one, the copy the app holds, read-only (useMealplanLoad).
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { canEdit, isOwner } from '../../lib/permissions';
import { selectUser } from '../../store/authSlice';
import { MealplanEditor } from './MealplanEditor';
import { MealplanView } from './MealplanView';
import { PlanLoadFailed } from './PlanLoadFailed';
import { PlanNotFound } from './PlanNotFound';
import { useMealplanLoad } from './useMealplanLoad';
import './mealplans.css';

export default function MealplanScreen() {
  const load = useMealplanLoad();
  const me = useAppSelector(selectUser);
  const [search] = useSearchParams();
  if (load.state === 'loading') return <Spinner label="Loading meal plan" />;
  if (load.state === 'missing') return <PlanNotFound />;
  if (load.state === 'failed') return <PlanLoadFailed onRetry={load.retry} />;
  if (load.state === 'held') return <MealplanView plan={load.plan} held={load} />;
  const { plan } = load;
  if (search.get('view') === 'readonly' || !canEdit(plan, me)) return <MealplanView plan={plan} />;
  return <MealplanEditor key={plan.user_mealplan_id} plan={plan} owned={isOwner(plan, me)} />;
}
