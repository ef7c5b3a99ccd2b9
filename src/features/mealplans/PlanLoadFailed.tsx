// A plan that could not be loaded (a failing server, or no connection and no copy held): what failed, 'try again',
// and the way back to the plans, which the page had not (only the menu led away).
import { Link } from 'react-router-dom';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';

export function PlanLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mealplan">
      <Link to="/user-meal-plans" className="back-link">‹ Meal plans</Link>
      <LoadFailed message={LOAD_FAILED.plan} onRetry={onRetry} />
    </div>
  );
}
