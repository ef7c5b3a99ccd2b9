// SPEC §4: any 401 from an authenticated call clears the session and goes to /login — once, however
// many calls fail together, and never in a loop (the login call itself carries no token).
import { onSessionReplaced, onUnauthorized } from '../api/http';
import { sessionEnds } from '../lib/sessionEnd';
import { sessionExpired } from '../store/authSlice';
import type { AppStore } from './store';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: unknown; flushSync?: boolean }): unknown;
  state: { location: { pathname: string; search: string; hash: string } };
}

/** the tab's session storage key saying it started again because another tab signed in */
export const SESSION_REPLACED_KEY = 'larder:session-replaced';
/** ours: said once the tab has started again as the other tab's session */
export const SESSION_REPLACED = 'Someone signed in in another tab: this tab now shows that account.';

export function connectSession(store: AppStore, router: Navigator, restart = () => window.location.reload()): () => void {
  onUnauthorized(() => {
    if (!store.getState().auth.isLoggedIn) return;
    // what the screen holds unsaved is kept first: it will not be on the screen the user signs in back to
    sessionEnds();
    const { pathname, search, hash } = router.state.location;
    // the navigation starts (and is rendered) before the session ends, so the guard sees it under way
    // and does not replace it with its own redirect, which would lose the 'session ended' notice
    void router.navigate('/login', { replace: true, flushSync: true, state: { from: `${pathname}${search}${hash}`, expired: true } });
    store.dispatch(sessionExpired());
  });
  // another tab's sign-in replaced the stored session: this tab starts again as it (one browser, one session),
  // rather than show one account while writing to another; what it had not saved waits in the outbox. A signed-out
  // tab (a second login form, a recipe read as a visitor) starts again signed in, as a reload would show it
  onSessionReplaced(() => {
    if (store.getState().auth.isLoggedIn) window.sessionStorage.setItem(SESSION_REPLACED_KEY, '1');
    restart();
  });
  return () => {
    onUnauthorized(null);
    onSessionReplaced(null);
  };
}
