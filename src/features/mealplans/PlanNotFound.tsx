// A plan that does not exist, or is no longer shared with the user (the server answers 404 for both).
import { Link } from 'react-router-dom';

export function PlanNotFound() {
  return (
    <div className="mealplan">
      <h1>Meal plan not found</h1>
      <p>This meal plan does not exist, or it is no longer shared with you.</p>
      <Link to="/user-meal-plans" className="btn btn--secondary">Back to meal plans</Link>
    </div>
  );
}
