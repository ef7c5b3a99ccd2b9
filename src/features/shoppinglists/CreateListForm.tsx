// SPEC §2, §4 the lists' create form (the Create dialog's and /user-shopping-lists/create's): after creation the
// edit screen opens with the new id.
import { useNavigate } from 'react-router-dom';
import { NewListForm } from '../../components/NewListForm';

interface CreateListFormProps {
  /** shown as a cancel button when given */
  onCancel?: () => void;
}

export function CreateListForm({ onCancel }: CreateListFormProps) {
  const navigate = useNavigate();
  return (
    <NewListForm
      onCreated={(list) => void navigate(`/user-shopping-lists/edit/${list.user_shoppinglist_id}`)}
      onCancel={onCancel}
      className="create-list"
      actionsClassName="create-list__actions"
    />
  );
}
