// SPEC §4: any 401 from an authenticated call clears the session and goes to /login — once, however
// many calls fail together, and never in a loop (the login call itself carries no token).
import { onUnauthorized } from '../api/http';
import { sessionExpired } from '../store/authSlice';
import type { AppStore } from './store';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): unknown;
  state: { location: { pathname: string; search: string } };
}

export function connectSession(store: AppStore, router: Navigator): () => void {
  onUnauthorized(() => {
    if (!store.getState().auth.isLoggedIn) return;
    store.dispatch(sessionExpired());
    const { pathname, search } = router.state.location;
    void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}`, expired: true } });
  });
  return () => onUnauthorized(null);
}
