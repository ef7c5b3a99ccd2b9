// SPEC §5 password change: the new password has at least 5 characters and equals the confirmation; the hint
// 'Password does not match.' shows once the confirmation is longer than 7 characters. The server checks the
// current password and signs out every other device.
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, showPasswordHint, validatePasswordChange } from '../../../contract/authRules';
import { useAppDispatch } from '../../app/hooks';
import { SubmitButton, TextField, useFocusRefused } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { changePassword } from '../../store/authSlice';
import { pickFieldErrors } from './fieldErrors';

const FIELDS = ['current_password', 'new_password'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordChangeForm() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [formRef, refused] = useFocusRefused();
  const [busy, setBusy] = useState(false);

  const rule = validatePasswordChange(form);
  const canSave = !busy && form.current_password !== '' && rule === null;
  const tooShort = form.new_password !== '' && rule === AUTH_MESSAGES.passwordChangeMin;

  const edit = (field: keyof typeof EMPTY, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    // a try after a failure starts clean: a success under the last failure's message read as failed
    setFormError(null);
    setBusy(true);
    const result = await dispatch(changePassword(form));
    setBusy(false);
    if (changePassword.fulfilled.match(result)) {
      setForm(EMPTY);
      toast('Password changed. Your other devices have been signed out.');
      return;
    }
    const fieldErrors = pickFieldErrors(result.payload, FIELDS);
    if (fieldErrors) {
      setServerErrors(fieldErrors);
      refused();
    } else setFormError(AUTH_MESSAGES.accountUnknown);
  };

  return (
    <section className="prefs__section" aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form ref={formRef} onSubmit={save} noValidate>
        <TextField label="Current password" type="password" revealable autoComplete="current-password" value={form.current_password} error={serverErrors.current_password} onChange={(e) => edit('current_password', e.target.value)} />
        <TextField
          label="New password"
          type="password"
          revealable
          autoComplete="new-password"
          value={form.new_password}
          error={serverErrors.new_password ?? (tooShort ? AUTH_MESSAGES.passwordChangeMin : undefined)}
          onChange={(e) => edit('new_password', e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          revealable
          autoComplete="new-password"
          value={form.confirm_password}
          error={showPasswordHint(form.new_password, form.confirm_password) ? AUTH_MESSAGES.passwordHint : undefined}
          onChange={(e) => edit('confirm_password', e.target.value)}
        />
        <p className="muted">Changing your password signs you out on every other device.</p>
        <SubmitButton className="btn btn--primary" busy={busy} disabled={!canSave}>Change password</SubmitButton>
        {formError && <p className="form-error" role="alert">{formError}</p>}
      </form>
    </section>
  );
}
