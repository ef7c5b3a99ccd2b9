// SPEC §2 /login and §4 forgot password: login mode, then reset mode, then 'sent', then back to login.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SubmitButton, TextField } from '../../components/TextField';
import { loginErrorCleared, loginUser, requestPasswordReset, selectLoginError } from '../../store/authSlice';
import { AuthCard } from './AuthCard';

type Mode = 'login' | 'reset' | 'sent';

export function LoginForm({ initialMode = 'login' }: { initialMode?: Mode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loginError = useAppSelector(selectLoginError);
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  /** from: where to go back to; expired: the session ended there; said: what the screen left with (an account deleted) */
  const from = (location.state as { from?: string; expired?: boolean; said?: string } | null) ?? {};
  // the control pressed goes with the card it was on: the new card's first field or button takes the focus
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById('auth-title')?.closest('section')?.querySelector<HTMLElement>('input, button')?.focus();
  }, [mode]);

  const login = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await dispatch(loginUser({ email, password }));
    setBusy(false);
    if (loginUser.fulfilled.match(result)) void navigate(from.from ?? '/user-dashboard', { replace: true });
  };

  const sendReset = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResetError(null);
    const result = await dispatch(requestPasswordReset({ email }));
    setBusy(false);
    if (requestPasswordReset.fulfilled.match(result)) {
      switched.current = true;
      setMode('sent');
    }
    else setResetError(AUTH_MESSAGES.forgotError);
  };

  const switchTo = (next: Mode) => {
    dispatch(loginErrorCleared());
    setResetError(null);
    switched.current = true;
    setMode(next);
  };

  if (mode === 'sent') {
    return (
      <AuthCard title="Check your email">
        <p className="auth__success" role="status">Password reset email sent: {AUTH_MESSAGES.forgotSuccess}.</p>
        <button type="button" className="btn btn--secondary" onClick={() => switchTo('login')}>Back to login</button>
      </AuthCard>
    );
  }

  if (mode === 'reset') {
    return (
      <AuthCard title="Forgot password" footer={<button type="button" className="btn--link" onClick={() => switchTo('login')}>Back to login</button>}>
        <p className="muted">Enter the email you registered with and we will send you a link to choose a new password.</p>
        <form onSubmit={sendReset} noValidate>
          <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <SubmitButton className="btn btn--primary btn--block" busy={busy} disabled={!email}>Send reset email</SubmitButton>
          {resetError && <p className="form-error" role="alert">{resetError}</p>}
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Log in"
      footer={
        <>
          <button type="button" className="btn--link" onClick={() => switchTo('reset')}>Forgot password?</button>
          <span>New to Larder? <Link to="/register">Register with an invite code</Link></span>
        </>
      }
    >
      {/* the notice gives way to the answer of a first try, so the two never read as one */}
      {!loginError && (from.expired || from.said) && <p className="muted" role="status">{from.said ?? 'Your session has ended. Please log in again.'}</p>}
      <form onSubmit={login} noValidate>
        <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" revealable autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <SubmitButton className="btn btn--primary btn--block" busy={busy} disabled={!email || !password}>Log in</SubmitButton>
        {loginError && <p className="form-error" role="alert">{loginError}</p>}
      </form>
    </AuthCard>
  );
}

export default function LoginScreen() {
  return <LoginForm />;
}
