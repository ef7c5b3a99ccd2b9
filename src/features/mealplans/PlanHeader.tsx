// The top of a plan's page: the way back, the name, its options menu, its dates, TOTAL DAYS, and whose it is and
// what the user may do with it.
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { Mealplan } from '../../../contract/entities';
import { Menu, type MenuItem } from '../../components/Menu';
import { useSharedRight } from '../../components/SharedBy';
import { dateRange } from '../../lib/mealplanDates';

interface PlanHeaderProps {
  plan: Mealplan;
  owned: boolean;
  menu?: MenuItem[];
  /** the saving indicator, or the page's buttons */
  aside?: ReactNode;
}

export function PlanHeader({ plan, owned, menu, aside }: PlanHeaderProps) {
  const right = useSharedRight(plan);
  return (
    <header className="mealplan-header">
      <Link to={owned ? '/user-meal-plans#mymealplans' : '/user-meal-plans#shared'} className="back-link">‹ Meal plans</Link>
      <div className="mealplan-header__title">
        <h1>{plan.name}</h1>
        {menu && <Menu label={`Options for ${plan.name}`} items={menu} />}
      </div>
      <dl className="mealplan-header__facts">
        <div>
          <dt>dates</dt>
          <dd>{dateRange(plan)}</dd>
        </div>
        <div>
          <dt>TOTAL DAYS</dt>
          <dd>{plan.days}</dd>
        </div>
        {!owned && plan.owner_name && (
          <div>
            <dt>shared by</dt>
            <dd>{plan.owner_name} · {right}</dd>
          </div>
        )}
      </dl>
      {aside}
    </header>
  );
}
