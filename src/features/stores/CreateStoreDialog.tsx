// SPEC §2 create-store dialog; SPEC §5: the name is required, and the name and description allow letters,
// digits and spaces only. A created store opens for editing, so its first items can be added at once.
// The fields stop at the server's length limits, and a refusal is shown in SPEC §8's words ('An error Occureed'),
// never as the server's validation text; a create refused as one too many (409: STORES_MAX) says so in the server's
// words, as nothing else tells the user why. A create whose answer was lost, sent again, goes with its key
// (useSubmissionKey): the store made the first time opens, not a second one.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, NAME_LIMIT, STORE_DESCRIPTION_LIMIT, validateSimpleName } from '../../../contract/rules';
import { failureText } from '../../api/http';
import { useAppDispatch } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { SubmitButton, TextField } from '../../components/TextField';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { isApiError } from '../../store/createAppAsyncThunk';
import { createStore } from '../../store/userStores';

export function CreateStoreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmissionKey();

  const nameError = validateSimpleName(name, { required: true });
  const descriptionError = validateSimpleName(description, { required: false });
  // a paste past a bound is kept and said by its field, not cut
  const valid = !nameError && !descriptionError && name.length <= NAME_LIMIT.max && description.length <= STORE_DESCRIPTION_LIMIT.max;

  const close = () => {
    setName('');
    setDescription('');
    setTouched(false);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = { name: name.trim(), description: description.trim() };
      const store = await dispatch(createStore({ ...body, submissionKey: submission.keyFor(body) })).unwrap();
      submission.succeeded();
      close();
      void navigate(`/user-stores/${store.id}`);
    } catch (err) {
      console.warn('stores: create failed', err);
      setFailure(isApiError(err) && err.status === 409 ? err.message : failureText(MESSAGES.storeActionError, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="Create a store"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={close}>cancel</button>
          <SubmitButton form="create-store-form" className="btn btn--primary" busy={busy} disabled={!valid}>create</SubmitButton>
        </>
      }
    >
      <form id="create-store-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Name"
          value={name}
          required
          autoComplete="off"
          limit={NAME_LIMIT}
          onChange={(e) => { setName(e.target.value); setTouched(true); }}
          onBlur={() => setTouched(true)}
          error={touched ? nameError : null}
        />
        <TextField
          label="Description (optional)"
          value={description}
          autoComplete="off"
          limit={STORE_DESCRIPTION_LIMIT}
          onChange={(e) => setDescription(e.target.value)}
          error={descriptionError}
        />
        {failure && <p className="form-error" role="alert">{failure}</p>}
      </form>
    </Dialog>
  );
}
