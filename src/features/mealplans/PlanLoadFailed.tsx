// A plan that could not be loaded (a failing server, or no connection and no copy held): what failed, 'try again',
// and the way back to the plans, which the page had not (only the menu led away).
import { LOAD_FAILED, ScreenLoadFailed } from '../../components/LoadFailed';

export function PlanLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <ScreenLoadFailed className="mealplan" message={LOAD_FAILED.plan} backTo="/user-meal-plans" backLabel="Meal plans" onRetry={onRetry} />;
}
