// SPEC §2 /verify: loading, then success or the server's error under a red heading, and Sign In.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { verifyEmail } from '../../store/authSlice';
import { AuthCard } from './AuthCard';

type State = { status: 'loading' } | { status: 'verified' } | { status: 'failed'; message: string };

export default function VerifyScreen() {
  const dispatch = useAppDispatch();
  const token = useSearchParams()[0].get('token');
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'failed', message: AUTH_MESSAGES.linkInvalid });

  // a link works once: ask once, even when an effect runs twice
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void dispatch(verifyEmail({ token })).then((result) => {
      setState(verifyEmail.fulfilled.match(result) ? { status: 'verified' } : { status: 'failed', message: result.payload?.message ?? AUTH_MESSAGES.linkInvalid });
    });
  }, [dispatch, token]);

  return (
    <AuthCard title="Email verification">
      {state.status === 'loading' && <Spinner label="Verifying your email" />}
      {state.status === 'verified' && <p className="auth__success" role="status">Thank you, your email address is verified.</p>}
      {state.status === 'failed' && (
        <div role="alert">
          <h2 className="auth__error-heading">We could not verify your email</h2>
          <p>{state.message}</p>
        </div>
      )}
      {state.status !== 'loading' && <Link to="/login" className="btn btn--primary">Sign In</Link>}
    </AuthCard>
  );
}
