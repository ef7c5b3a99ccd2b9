// Deleting the account (ours: SPEC §1 names changing it only; people expect to be able to leave). The password
// again, so a device left signed in cannot end the account; then the session ends here as a logout does, and the
// login screen says it is done.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { accountApi } from '../../api/account';
import { useAppDispatch } from '../../app/hooks';
import { SubmitButton, TextField } from '../../components/TextField';
import { logoutUser } from '../../store/authSlice';
import { isApiError } from '../../store/createAppAsyncThunk';

export function AccountDeleteForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    try {
      const { message } = await accountApi.remove({ current_password: password });
      // the session ended on the server with the account: it ends here as a logout does, without telling the server
      // said on the login card, where it stays until the next try (a toast was gone before it was read); the way
      // there starts before the session ends, as the session handler's does (app/session.ts), so the guard adds none
      void navigate('/login', { replace: true, flushSync: true, state: { said: message } });
      dispatch(logoutUser.fulfilled(undefined, 'account deleted'));
    } catch (err) {
      setBusy(false);
      setError((isApiError(err) && err.errors?.current_password?.[0]) || AUTH_MESSAGES.accountUnknown);
    }
  };

  return (
    <section className="prefs__section" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete account</h2>
      <form onSubmit={remove} noValidate>
        <p className="muted">
          This deletes your account and everything in it for good: your recipes, shopping lists, stores and meal plans.
          What you shared stops being shared.
        </p>
        <TextField
          label="Your password"
          type="password"
          revealable
          autoComplete="current-password"
          value={password}
          error={error ?? undefined}
          onChange={(e) => { setPassword(e.target.value); setError(null); }}
        />
        <SubmitButton className="btn btn--danger" busy={busy} disabled={!password || busy}>Delete my account</SubmitButton>
      </form>
    </section>
  );
}
