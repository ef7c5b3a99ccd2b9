// SPEC §2 a meal plan read-only (own plans open here): its days and recipes, the actions menu of SPEC §6, and
// buttons to edit (with edit rights) and to check the ingredients.
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

export function MealplanView({ plan }: { plan: Mealplan }) {
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const owned = isOwner(plan, me);
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const menu = usePlanMenu(plan, setDialog);
  const days = planDays(plan);

  return (
    <div className="mealplan">
      <PlanHeader
        plan={plan}
        owned={owned}
        menu={menu}
        aside={(
          <div className="row mealplan-header__buttons">
            {canEdit(plan, me) && <Link to={`/user-meal-plans/edit/${plan.user_mealplan_id}`} className="btn btn--primary">Edit plan</Link>}
            <button type="button" className="btn btn--secondary" onClick={() => setDialog('ingredients')}>check ingredients</button>
          </div>
        )}
      />
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
