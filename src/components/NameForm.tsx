// A form of one name: a list's when it is created (perhaps with a name offered), a list's or a store's when it is
// renamed. The name takes letters, numbers and spaces and is required (SPEC §5); the button waits while the name is
// empty, refused, unchanged or being saved; a failure shows the server's word on the name, else its message. On
// success the caller leaves the form (it navigates or closes), which stays busy till then.
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../contract/api';
import { NAME_LIMIT, validateSimpleName } from '../../contract/rules';
import { SubmitButton, TextField } from './TextField';

interface NameFormProps {
  /** the name as it is ('' to create) */
  initial?: string;
  /** creating: the name the field starts with, which may be kept as it is */
  suggested?: string;
  /** the submit button's text */
  action: string;
  /** said when the server gives no reason */
  failed: string;
  onSubmit: (name: string) => Promise<unknown>;
  /** shown as a cancel button when given */
  onCancel?: () => void;
  className?: string;
  actionsClassName?: string;
}

export function NameForm({ initial = '', suggested, action, failed, onSubmit, onCancel, className, actionsClassName }: NameFormProps) {
  const [name, setName] = useState(suggested ?? initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const empty = name.trim() === '';
  const error = empty ? null : validateSimpleName(name, { required: true });
  // a paste past the bound is kept and said by the field, not cut
  const over = name.length > NAME_LIMIT.max;
  const unchanged = name.trim() === initial;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || error || over || unchanged || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(name.trim());
    } catch (err) {
      console.warn(`${action} failed`, err);
      const apiError = err as Partial<ApiError>;
      setFailure(apiError.errors?.name?.[0] ?? apiError.message ?? failed);
      setBusy(false);
    }
  };

  return (
    <form className={className} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Name"
        value={name}
        required
        autoComplete="off"
        limit={NAME_LIMIT}
        onChange={(e) => { setName(e.target.value); setFailure(null); }}
        error={error}
      />
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <div className={actionsClassName}>
        {onCancel && <button type="button" className="btn btn--ghost" onClick={onCancel}>cancel</button>}
        <SubmitButton className="btn btn--primary" busy={busy} disabled={empty || error !== null || over || unchanged}>{action}</SubmitButton>
      </div>
    </form>
  );
}
