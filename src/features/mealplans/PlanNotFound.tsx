// A plan that does not exist, or is no longer shared with the user (the server answers 404 for both).
import { NotFoundNotice } from '../../components/NotFoundNotice';

export function PlanNotFound() {
  return <NotFoundNotice className="mealplan" noun="meal plan" backTo="/user-meal-plans" backLabel="meal plans" />;
}
