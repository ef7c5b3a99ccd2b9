// SPEC §2 /user-meal-plans/create: the editor without an id, titled 'Create a Meal Plan'; once the plan exists
// the edit screen takes over with its id.
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import { CreateMealplanForm } from './CreateMealplanForm';
import './mealplans.css';

export const CREATE_TITLE = 'Create a Meal Plan';

export default function CreateMealplanScreen() {
  const navigate = useNavigate();
  return (
    <div className="mealplan">
      <Link to="/user-meal-plans" className="back-link">‹ Meal plans</Link>
      <h1>{CREATE_TITLE}</h1>
      <div className="card">
        <CreateMealplanForm onCancel={() => void navigate('/user-meal-plans')} />
      </div>
    </div>
  );
}
