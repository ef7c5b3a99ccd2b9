// A list that does not exist, or is no longer shared with the user (the server answers 404 for both).
import { Link } from 'react-router-dom';

export function ListNotFound() {
  return (
    <div className="shopping-list">
      <h1>List not found</h1>
      <p>This list does not exist, or it is no longer shared with you.</p>
      <Link to="/user-shopping-lists" className="btn btn--secondary">Back to shopping lists</Link>
    </div>
  );
}
