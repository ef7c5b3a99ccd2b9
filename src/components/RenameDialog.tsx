// Renaming a list or a store (ours: SPEC §7's updates take a name, and a name's typo should not mean a new list).
// The name is checked as the create dialogs check it; what saving it means (with the items as they are and their
// version, so a change made elsewhere meanwhile is refused and said, not overwritten) stays with the caller.
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../contract/api';
import { NAME_MAX, validateSimpleName } from '../../contract/rules';
import { Dialog } from './Dialog';
import { SubmitButton, TextField } from './TextField';

interface RenameDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
  onRename: (name: string) => Promise<unknown>;
}

function RenameForm({ name: current, onClose, onRename }: Omit<RenameDialogProps, 'open'>) {
  const [name, setName] = useState(current);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const empty = name.trim() === '';
  const error = empty ? null : validateSimpleName(name, { required: true });
  const unchanged = name.trim() === current;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || error || unchanged || busy) return;
    setBusy(true);
    try {
      await onRename(name.trim());
      onClose();
    } catch (err) {
      console.warn('rename failed', err);
      const apiError = err as Partial<ApiError>;
      setFailure(apiError.errors?.name?.[0] ?? apiError.message ?? 'The name could not be changed.');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
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
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>cancel</button>
        <SubmitButton className="btn btn--primary" busy={busy} disabled={empty || error !== null || unchanged}>rename</SubmitButton>
      </div>
    </form>
  );
}

export function RenameDialog({ open, ...form }: RenameDialogProps) {
  // the form is mounted on open, so it starts from the name as it is then
  return (
    <Dialog open={open} title={`Rename ${form.name}`} onClose={form.onClose}>
      {open && <RenameForm {...form} />}
    </Dialog>
  );
}
