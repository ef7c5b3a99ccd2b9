// SPEC §2 a meal plan read-only (own plans open here): its days and recipes, the actions menu of SPEC §6, and
// buttons to edit (with edit rights) and to check the ingredients. The copy the app holds, shown without an answer
// from the server, says so and offers no way into the editor: a plan has no outbox, so offline edits would be lost.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Mealplan } from '../../../contract/entities';
import { useAppSelector } from '../../app/hooks';
import { planDays } from '../../lib/mealplanDates';
import { canEdit, isOwner } from '../../lib/permissions';
import { selectUser } from '../../store/authSlice';
import { DaySection } from './DaySection';
import { PlanDialogs } from './PlanDialogs';
import { PlanHeader } from './PlanHeader';
import { usePlanMenu, type PlanDialog } from './usePlanMenu';

/**
 * ours: the plan shown from the copy the app holds (the top bar's Offline mark says the first), and, to those who may
 * edit it, why they cannot now
 */
export const PLAN_HELD = {
  shown: 'You are offline: showing what this device last saw.',
  noEdits: 'A meal plan cannot be changed offline (its changes are not kept to send later): edit it once you are back online.',
};

function HeldNotice({ mayEdit }: { mayEdit: boolean }) {
  return <p className="plan-held" role="status">{mayEdit ? `${PLAN_HELD.shown} ${PLAN_HELD.noEdits}` : PLAN_HELD.shown}</p>;
}

export function MealplanView({ plan, held = false }: { plan: Mealplan; held?: boolean }) {
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
      {held && <HeldNotice mayEdit={mayEdit} />}
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
