// SPEC §2, §4, §5 creating a list: a name of letters, numbers and spaces; the create button is disabled while
// the name is empty or the call is under way; after creation the edit screen opens with the new id.
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { NameForm } from '../../components/NameForm';
import { createShoppingList } from '../../store/userShoppingLists';

interface CreateListFormProps {
  /** shown as a cancel button when given */
  onCancel?: () => void;
}

export function CreateListForm({ onCancel }: CreateListFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <NameForm
      action="create"
      failed="The list could not be created."
      onSubmit={async (name) => {
        const list = await dispatch(createShoppingList({ name, ingredients: [] })).unwrap();
        void navigate(`/user-shopping-lists/edit/${list.user_shoppinglist_id}`);
      }}
      onCancel={onCancel}
      className="create-list"
      actionsClassName="create-list__actions"
    />
  );
}
