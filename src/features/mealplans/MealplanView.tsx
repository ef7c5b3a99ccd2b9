// SPEC §2 a meal plan read-only (own plans open here): its days and recipes, the actions menu of SPEC §6, and
// buttons to edit (with edit rights) and to check the ingredients. The copy the app holds, shown until the server
// answers or when it did not, says so (Freshness) and offers no way into the editor: a plan has no outbox, so edits
// made without an answer would be lost.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import type { Mealplan } from '../../../contract/entities';
import { useAppSelector } from '../../app/hooks';
import { Freshness } from '../../components/Freshness';
import { planDays } from '../../lib/mealplanDates';
import { canEdit, isOwner } from '../../lib/permissions';
import { selectUser } from '../../store/authSlice';
import { DaySection } from './DaySection';
import { PlanDialogs } from './PlanDialogs';
import { PlanHeader } from './PlanHeader';
import { usePlanMenu, type PlanDialog } from './usePlanMenu';

/** ours: to those who may edit the plan shown from the copy the app holds, once the read failed, why they cannot now */
export const PLAN_HELD = {
  noEdits: 'A meal plan cannot be changed offline (its changes are not kept to send later): edit it once you are back online.',
};

/** the plan shown is the copy the app holds: while it is read (`reading`), or since the read failed */
interface HeldCopy { reading: boolean; retry: () => void }

export function MealplanView({ plan, held }: { plan: Mealplan; held?: HeldCopy }) {
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const owned = isOwner(plan, me);
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const menu = usePlanMenu(plan, setDialog);
  const days = planDays(plan);
  const mayEdit = canEdit(plan, me);

  return (
    <div className="mealplan">
      <PlanHeader
        plan={plan}
        owned={owned}
        menu={held ? menu.filter((item) => item.id !== 'edit') : menu}
        aside={(
          <div className="row mealplan-header__buttons">
            {mayEdit && !held && <Link to={`/user-meal-plans/edit/${plan.user_mealplan_id}`} className="btn btn--primary">Edit plan</Link>}
            <button type="button" className="btn btn--secondary" onClick={() => setDialog('ingredients')}>check ingredients</button>
          </div>
        )}
      />
      {held && <Freshness reading={held.reading} failed={!held.reading} onRetry={held.retry} />}
      {held && !held.reading && mayEdit && <p className="plan-held">{PLAN_HELD.noEdits}</p>}
      {days.length === 0 ? <p>This plan has no days to plan.</p> : (
        <div className="plan-days">
          {days.map((day) => <DaySection key={day.day} day={day} />)}
        </div>
      )}
      <PlanDialogs
        plan={plan}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onGone={(how) => void navigate(how === 'deleted' ? '/user-meal-plans#mymealplans' : '/user-meal-plans#shared', { replace: true })}
      />
    </div>
  );
}
