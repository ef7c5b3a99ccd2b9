// SPEC §2, §4, §5 creating a list: a name of letters, numbers and spaces; the create button is disabled while
// the name is empty or the call is under way. What follows is the caller's: the lists' Create opens the new list's
// editor (SPEC §4), a meal plan's ingredient summary creates it with what is missing and stays open.
import type { ShoppingList, ShoppingListItem } from '../../contract/entities';
import { createShoppingList } from '../store/userShoppingLists';
import { useStoreDispatch } from '../store/hooks';
import { NameForm } from './NameForm';

interface NewListFormProps {
  /** the name offered to start with */
  suggested?: string;
  /** the items the list starts with (none by default) */
  ingredients?: ShoppingListItem[];
  /** the submit button's text */
  action?: string;
  /** the list was created; the form stays busy until it is left */
  onCreated: (list: ShoppingList) => void;
  /** shown as a cancel button when given */
  onCancel?: () => void;
  className?: string;
  actionsClassName?: string;
}

export function NewListForm({ suggested, ingredients = [], action = 'create', onCreated, onCancel, className, actionsClassName }: NewListFormProps) {
  const dispatch = useStoreDispatch();
  return (
    <NameForm
      suggested={suggested}
      action={action}
      failed="The list could not be created."
      onSubmit={async (name) => onCreated(await dispatch(createShoppingList({ name, ingredients })).unwrap())}
      onCancel={onCancel}
      className={className}
      actionsClassName={actionsClassName}
    />
  );
}
