// SPEC §2 /user-shopping-lists/create: the editor in create mode, titled 'Create a Shopping List'; once the list
// exists the edit screen takes over with its id.
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import { CREATE_TITLE } from './CreateListDialog';
import { CreateListForm } from './CreateListForm';
import './shoppingLists.css';

export default function CreateListScreen() {
  const navigate = useNavigate();
  return (
    <div className="shopping-list">
      <Link to="/user-shopping-lists" className="back-link">‹ Shopping lists</Link>
      <h1>{CREATE_TITLE}</h1>
      <div className="card">
        <CreateListForm onCancel={() => void navigate('/user-shopping-lists')} />
      </div>
    </div>
  );
}
