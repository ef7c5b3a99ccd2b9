// SPEC §4: any 401 from an authenticated call clears the session and goes to /login — once, however
// many calls fail together, and never in a loop (the login call itself carries no token).
import { onUnauthorized } from '../api/http';
import { sessionExpired } from '../store/authSlice';
import type { AppStore } from './store';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: unknown; flushSync?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

export function connectSession(store: AppStore, router: Navigator): () => void {
  onUnauthorized(() => {
    if (!store.getState().auth.isLoggedIn) return;
    const { pathname, search } = router.state.location;
    // the navigation starts (and is rendered) before the session ends, so the guard sees it under way
    // and does not replace it with its own redirect, which would lose the 'session ended' notice
    void router.navigate('/login', { replace: true, flushSync: true, state: { from: `${pathname}${search}`, expired: true } });
    store.dispatch(sessionExpired());
  });
  return () => onUnauthorized(null);
}
