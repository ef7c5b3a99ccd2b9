// The guard (SPEC §2 leaves its rule open; docs/decisions.md): a route inside needs a signed-in user,
// otherwise /login, remembering where the user was going.
import { Navigate, NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useNavigation } from '../lib/router';
import { selectIsLoggedIn } from '../store/authSlice';
import { useAppSelector } from './hooks';

export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const pending = useNavigation().location;
  // the session handler is already taking the user to /login with its notice: a second navigation would replace it
  if (!isLoggedIn && pending?.pathname === '/login') return null;
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <Outlet />;
}

/**
 * SPEC §2: a signed-in user on /login, /register or the reset page goes to the dashboard. Not a login form opened to
 * take the user back (state.from, from the guard or the session handler) or to say why they left (state.said, a
 * deleted account): signed in there, the form itself goes back, and an ending session's form is drawn once before
 * the sign-out that follows at once; redirected, the second ending in a tab went to the dashboard without its
 * notice, and a sign-in raced the form's own way back. Such a form the tab did not open just now (POP: the page
 * loaded on it, as when another tab's sign-in starts this one again, or the history went back to it) ends no session:
 * signed in there, the user goes on to where the form would have taken them, not asked to sign in again.
 */
export function SignedOutOnly() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const state = useLocation().state as { from?: string; said?: string } | null;
  const reopened = useNavigationType() === NavigationType.Pop;
  if (!isLoggedIn || (!reopened && (state?.from || state?.said))) return <Outlet />;
  return <Navigate to={state?.from ?? '/user-dashboard'} replace />;
}

/** SPEC §2: at the root a signed-in user goes to /user-dashboard, a visitor to /home. */
export function RootRedirect() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return <Navigate to={isLoggedIn ? '/user-dashboard' : '/home'} replace />;
}
