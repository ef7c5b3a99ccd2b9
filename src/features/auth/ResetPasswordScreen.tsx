// SPEC §2 reset password page: reached from the mailed link; after success it offers a link to /login.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { AUTH_MESSAGES, validatePasswordReset } from '../../../contract/authRules';
import { useAppDispatch } from '../../app/hooks';
import { SubmitButton, TextField } from '../../components/TextField';
import { decodeLinkToken } from '../../lib/linkToken';
import { resetPassword } from '../../store/authSlice';
import { AuthCard } from './AuthCard';

export default function ResetPasswordScreen() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [decoded] = useState(() => decodeLinkToken(token));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!decoded.ok) {
    return (
      <AuthCard title="Reset password" footer={<Link to="/forgot-password">Ask for a new link</Link>}>
        <p className="form-error" role="alert">{decoded.reason === 'expired' ? AUTH_MESSAGES.linkExpired : AUTH_MESSAGES.linkInvalid}</p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed">
        <p className="auth__success" role="status">Your password has been reset. Every device has been signed out.</p>
        <Link to="/login" className="btn btn--primary">Log in</Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordReset(password, confirmation);
    setError(invalid);
    if (invalid || !token) return;
    setBusy(true);
    const result = await dispatch(resetPassword({ email: decoded.payload.user_email, password, password_confirmation: confirmation, token }));
    setBusy(false);
    if (resetPassword.fulfilled.match(result)) {
      setDone(true);
      return;
    }
    const failure = result.payload;
    const tokenError = failure?.errors?.token?.[0];
    const firstError = failure?.errors ? Object.values(failure.errors)[0]?.[0] : undefined;
    setError(tokenError ?? (firstError ? AUTH_MESSAGES.unhandledResetError(firstError) : AUTH_MESSAGES.resetUnknown));
  };

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={decoded.payload.user_email} readOnly autoComplete="username" />
        <TextField label="New password" type="password" revealable autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label="Confirm new password" type="password" revealable autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        <SubmitButton className="btn btn--primary btn--block" busy={busy}>Reset password</SubmitButton>
        {error && <p className="form-error" role="alert">{error}</p>}
      </form>
    </AuthCard>
  );
}
