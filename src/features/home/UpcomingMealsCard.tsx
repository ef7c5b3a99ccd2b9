// SPEC §2 dashboard: the 'upcoming meals' card, with the meals of today and tomorrow from every plan the user
// sees (each leading to its recipe, /recipes/{value} for catalogue meals) and a manage link to /user-meal-plans.
import { useEffect } from 'react';
import { Link } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNow } from '../../components/useNow';
import { weekdayDate } from '../../lib/dates';
import { localIsoDate, upcomingMeals, type UpcomingMeal } from '../../lib/mealplanDates';
import { entryLink } from '../../lib/mealplanRecipes';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { isSettled } from '../../store/loadStatus';
import { fetchMealplans, selectAllMealplans, selectMealplansStatus } from '../../store/userMealplans';
import { DashboardCard } from './DashboardCard';

function Meal({ meal }: { meal: UpcomingMeal }) {
  const link = entryLink(meal.recipe);
  const name = meal.recipe.name;
  return (
    <li>
      {!link && <span>{name}</span>}
      {link?.external && <a href={link.to} target="_blank" rel="noopener noreferrer" className="dashboard-card__row-link">{name}</a>}
      {link && !link.external && <Link to={link.to} className="dashboard-card__row-link">{name}</Link>}
      <span className="muted"> · {meal.plan.name}</span>
    </li>
  );
}

export function UpcomingMealsCard() {
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectAllMealplans);
  const status = useAppSelector(selectMealplansStatus);
  const today = localIsoDate(new Date(useNow()));
  const meals = upcomingMeals(plans, today);
  const settled = isSettled(status);
  const days = [...new Set(meals.map((m) => m.date))];

  useEffect(() => {
    void dispatch(fetchMealplans());
  }, [dispatch]);

  return (
    <DashboardCard title="upcoming meals" manage="/user-meal-plans">
      {meals.length === 0 ? (
        status === 'failed'
          ? <LoadFailed message={LOAD_FAILED.plans} onRetry={() => void dispatch(fetchMealplans())} />
          : <p className="muted">{settled ? 'Nothing planned for today or tomorrow.' : 'Loading…'}</p>
      ) : (
        days.map((date) => (
          <div key={date}>
            <h3 className="dashboard-card__sub">{date === today ? 'today' : 'tomorrow'} · {weekdayDate(date)}</h3>
            <ul className="dashboard-card__rows">
              {meals.filter((m) => m.date === date).map((meal, i) => (
                // a meal has no id of its own; plan, place and name make its key
                <Meal key={`${meal.plan.user_mealplan_id}-${i}-${meal.recipe.name}`} meal={meal} />
              ))}
            </ul>
          </div>
        ))
      )}
    </DashboardCard>
  );
}
