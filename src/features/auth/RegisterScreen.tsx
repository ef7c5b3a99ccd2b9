// SPEC §2 /register: an invite code first (the form appears once it has 8 characters), then the account.
// Rules are checked in the order of SPEC §5; success logs in and opens the dashboard for a first visit. A registration
// whose answer was lost, sent again, goes with its key (useSubmissionKey): answered 'Registered.' as the first was, and
// signed in, not 'An account with this email already exists.'
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { INVITE_CODE_LENGTH } from '../../../contract/constants';
import {
  AUTH_MESSAGES, isInviteCodeComplete, type RegistrationField, validateRegistration,
} from '../../../contract/authRules';
import { useAppDispatch } from '../../app/hooks';
import { SubmitButton, TextField, useFocusRefused } from '../../components/TextField';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { loginUser, registerUser } from '../../store/authSlice';
import { AuthCard } from './AuthCard';

const EMPTY = { name: '', email: '', password: '', password_confirmation: '' };

export default function RegisterScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // a code copied with the space before it (from a mail, a link's address) is the code
  const promo = params.get('promo_code')?.trim() ?? '';
  const [code, setCode] = useState(promo);
  const [codeConfirmed, setCodeConfirmed] = useState(() => isInviteCodeComplete(promo));
  // a share's invitation names the address it was sent to: what was shared is shared with that address
  const invited = params.get('email')?.trim() ?? '';
  const [form, setForm] = useState({ ...EMPTY, email: invited });
  const [fieldError, setFieldError] = useState<{ field: RegistrationField; message: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [formRef, refused] = useFocusRefused();
  const submission = useSubmissionKey();
  // the step that replaces the focused field takes the focus: the form's first field once the code is typed, the
  // code's field again after 'Change' (a keyboard's focus otherwise fell to the page, and nothing was announced)
  const focusNextStep = useRef(false);
  const takeFocus = (input: HTMLInputElement | null) => {
    if (input && focusNextStep.current) {
      focusNextStep.current = false;
      input.focus();
    }
  };

  const showForm = codeConfirmed && isInviteCodeComplete(code);
  const elsewhere = invited && form.email.trim().toLowerCase() !== invited.toLowerCase()
    ? `What was shared with you was shared with ${invited}: register with that address to see it.` : null;
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : serverErrors[field]?.[0]) ?? null;
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setFieldError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, beta_code: code };
    const invalid = validateRegistration(input);
    setFieldError(invalid);
    setServerErrors({});
    setFormError(null);
    if (invalid) {
      refused();
      return;
    }
    setBusy(true);
    const registered = await dispatch(registerUser({ ...input, submissionKey: submission.keyFor(input) }));
    if (registerUser.rejected.match(registered)) {
      setBusy(false);
      setServerErrors(registered.payload?.errors ?? {});
      setFormError(AUTH_MESSAGES.registrationError);
      refused();
      return;
    }
    const loggedIn = await dispatch(loginUser({ email: form.email, password: form.password }));
    setBusy(false);
    if (loginUser.rejected.match(loggedIn)) {
      // the key stays: Register again is answered 'Registered.' as before, then signs in
      setFormError(AUTH_MESSAGES.loginAfterRegisterError);
      return;
    }
    submission.succeeded();
    void navigate('/user-dashboard?first_login=true', { replace: true });
  };

  return (
    <AuthCard title="Join the closed beta" footer={<span>Already registered? <Link to="/login">Log in</Link></span>}>
      {!showForm ? (
        <form onSubmit={(e) => { e.preventDefault(); if (isInviteCodeComplete(code)) setCodeConfirmed(true); }} noValidate>
          <TextField
            label="Invite code"
            hint={`Your ${INVITE_CODE_LENGTH}-character code from your invitation.`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // no maxLength: it cut ' QAINVB09' pasted to ' QAINVB0' before the space could be trimmed
            ref={takeFocus}
            value={code}
            onChange={(e) => {
              const next = e.target.value.trim();
              setCode(next);
              if (isInviteCodeComplete(next)) {
                focusNextStep.current = true;
                setCodeConfirmed(true);
              }
            }}
          />
        </form>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate>
          <p className="row">
            <span>Invite code <strong>{code}</strong></span>
            <button type="button" className="btn--link" onClick={() => { focusNextStep.current = true; setCodeConfirmed(false); setCode(''); }}>Change</button>
          </p>
          <TextField label="Username" autoComplete="username" ref={takeFocus} value={form.name} onChange={set('name')} error={errorFor('name')}
            hint="6 or more letters, numbers, dashes or underscores." />
          <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errorFor('email')} hint={elsewhere ?? undefined} />
          {/* said as it appears, while the field has the focus (a description is read only on coming back to it) */}
          <p className="visually-hidden" aria-live="polite">{elsewhere}</p>
          <TextField label="Password" type="password" revealable autoComplete="new-password" value={form.password} onChange={set('password')} error={errorFor('password')} />
          <TextField label="Confirm password" type="password" revealable autoComplete="new-password" value={form.password_confirmation}
            onChange={set('password_confirmation')} error={errorFor('password_confirmation')} />
          <SubmitButton className="btn btn--primary btn--block" busy={busy}>Register</SubmitButton>
          {/* the code is no field to focus: its refusal is said with the form's */}
          {formError && <p className="form-error" role="alert">{formError}{errorFor('beta_code') && `: ${errorFor('beta_code')}`}</p>}
        </form>
      )}
    </AuthCard>
  );
}
