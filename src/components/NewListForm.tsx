// SPEC §2, §4, §5 creating a list: a name of letters, numbers and spaces; the create button is disabled while
// the name is empty or the call is under way. What follows is the caller's: the lists' Create opens the new list's
// editor (SPEC §4), a meal plan's ingredient summary creates it with what is missing and stays open. A create whose
// answer was lost, sent again, goes with its key (useSubmissionKey): the list made the first time, not a second.
import type { ShoppingList, ShoppingListItem } from '../../contract/entities';
import { createShoppingList } from '../store/userShoppingLists';
import { useStoreDispatch } from '../store/hooks';
import { NameForm } from './NameForm';
import { useSubmissionKey } from './useSubmissionKey';

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
  const submission = useSubmissionKey();
  const create = async (name: string) => {
    const body = { name, ingredients };
    const list = await dispatch(createShoppingList({ ...body, submissionKey: submission.keyFor(body) })).unwrap();
    submission.succeeded();
    onCreated(list);
  };
  return (
    <NameForm
      suggested={suggested}
      action={action}
      failed="The list could not be created."
      onSubmit={create}
      onCancel={onCancel}
      className={className}
      actionsClassName={actionsClassName}
    />
  );
}
