// SPEC §2, §4, §5 creating a list: a name of letters, numbers and spaces; the create button is disabled while
// the name is empty or the call is under way; after creation the edit screen opens with the new id.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../contract/api';
import { NAME_MAX, validateSimpleName } from '../../../contract/rules';
import { useAppDispatch } from '../../app/hooks';
import { SubmitButton, TextField } from '../../components/TextField';
import { createShoppingList } from '../../store/userShoppingLists';

interface CreateListFormProps {
  /** shown as a cancel button when given */
  onCancel?: () => void;
}

export function CreateListForm({ onCancel }: CreateListFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const empty = name.trim() === '';
  const error = empty ? null : validateSimpleName(name, { required: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || error || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const list = await dispatch(createShoppingList({ name: name.trim(), ingredients: [] })).unwrap();
      void navigate(`/user-shopping-lists/edit/${list.user_shoppinglist_id}`);
    } catch (err) {
      console.warn('shopping lists: create failed', err);
      const apiError = err as Partial<ApiError>;
      setFailure(apiError.errors?.name?.[0] ?? apiError.message ?? 'The list could not be created.');
      setBusy(false);
    }
  };

  return (
    <form id={formId} className="create-list" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Name"
        value={name}
        required
        autoComplete="off"
        maxLength={NAME_MAX}
        onChange={(e) => { setName(e.target.value); setFailure(null); }}
        error={error}
      />
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <div className="create-list__actions">
        {onCancel && <button type="button" className="btn btn--ghost" onClick={onCancel}>cancel</button>}
        <SubmitButton className="btn btn--primary" busy={busy} disabled={empty || error !== null}>create</SubmitButton>
      </div>
    </form>
  );
}
