// One plan on /user-meal-plans (SPEC §2): name, dates, days and, for a shared plan, its owner. Own plans open
// read-only; shared plans open at /user-meal-plans/{id}. The actions menu obeys SPEC §6.
import { Link } from '../../lib/router';
import type { Mealplan } from '../../../contract/entities';
import { Menu } from '../../components/Menu';
import { dateRange, dayCount } from '../../lib/mealplanDates';
import { usePlanMenu, type PlanDialog } from './usePlanMenu';

interface Props { plan: Mealplan; shared: boolean; onOpen: (plan: Mealplan, dialog: PlanDialog) => void }

export function MealplanRow({ plan, shared, onOpen }: Props) {
  const id = plan.user_mealplan_id;
  const items = usePlanMenu(plan, (dialog) => onOpen(plan, dialog));
  const recipes = plan.recipes.reduce((n, d) => n + d.recipes.length, 0);
  return (
    <li className="plan-row">
      <Link to={shared ? `/user-meal-plans/${id}` : `/user-meal-plans/${id}?view=readonly`} className="plan-row__link">
        <span className="plan-row__name">{plan.name}</span>
        <span className="plan-row__meta">
          <span>{dateRange(plan)}</span>
          <span>{dayCount(plan.days)}</span>
          <span>{recipes} recipe{recipes === 1 ? '' : 's'}</span>
          {shared && plan.owner_name && <span>shared by {plan.owner_name}</span>}
        </span>
      </Link>
      <Menu label={`Options for ${plan.name}`} items={items} />
    </li>
  );
}
