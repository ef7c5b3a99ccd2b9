// SPEC §5 account update: a name longer than 3 characters, a basic e-mail pattern, and only when something
// changed; SPEC §8: the server's field errors under the inputs, otherwise 'Unknown Error, Contact Administrator.'
import { useState, type FormEvent } from 'react';
import type { AccountResponse } from '../../../contract/api';
import { AUTH_MESSAGES, validateAccountUpdate } from '../../../contract/authRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SubmitButton, TextField, useFocusRefused } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { selectUser, updateAccount } from '../../store/authSlice';
import { pickFieldErrors } from './fieldErrors';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** `account`: GET /account's answer (null while it is read), which the stored user takes on (useAccount) */
export function AccountDetailsForm({ account }: { account: AccountResponse | null }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectUser);
  const current = { name: user?.name ?? '', email: user?.email ?? '' };
  const [draft, setDraft] = useState(current);
  // the stored user was refreshed (another device changed the account since sign-in): the fields not edited show it
  const [shown, setShown] = useState(current);
  if (shown.name !== current.name || shown.email !== current.email) {
    setShown(current);
    setDraft((d) => ({ name: d.name === shown.name ? current.name : d.name, email: d.email === shown.email ? current.email : d.email }));
  }
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [formRef, refused] = useFocusRefused();
  const [busy, setBusy] = useState(false);

  const check = validateAccountUpdate(current, draft);
  // until the account is read, the stored user may be stale: saving it would put back what another device changed
  const canSave = account !== null && !busy && !check.name && !check.email && !check.unchanged;
  // a rule's message shows once the user has edited that field
  const errorOf = (field: Field) => serverErrors[field] ?? (draft[field] !== current[field] ? check[field] : undefined);

  const edit = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    // a try after a failure starts clean: a success under the last failure's message read as failed
    setFormError(null);
    setBusy(true);
    const result = await dispatch(updateAccount({ name: draft.name.trim(), email: draft.email.trim() }));
    setBusy(false);
    if (updateAccount.fulfilled.match(result)) {
      setDraft({ name: result.payload.user.name, email: result.payload.user.email });
      toast('Account details updated');
      return;
    }
    const fieldErrors = pickFieldErrors(result.payload, FIELDS);
    if (fieldErrors) {
      setServerErrors(fieldErrors);
      refused();
    } else setFormError(AUTH_MESSAGES.accountUnknown);
  };

  return (
    <section className="prefs__section" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Account details</h2>
      <form ref={formRef} onSubmit={save} noValidate>
        <TextField label="Name" autoComplete="name" value={draft.name} error={errorOf('name')} onChange={(e) => edit('name', e.target.value)} />
        <TextField label="Email" type="email" autoComplete="email" value={draft.email} error={errorOf('email')} hint="Changing your e-mail asks you to confirm the new address; what is shared with you moves to it once you do." onChange={(e) => edit('email', e.target.value)} />
        <SubmitButton className="btn btn--primary" busy={busy} disabled={!canSave}>Update account</SubmitButton>
        {formError && <p className="form-error" role="alert">{formError}</p>}
      </form>
    </section>
  );
}
