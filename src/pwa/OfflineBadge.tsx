// A visible "Offline" mark in the top bar while the browser has no connection or the server does not answer, and,
// for a signed-in user, how many of their edits are not on the server yet (src/pwa/PendingEdits.tsx, loaded once
// signed in).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../store/rootReducer';
import { isOnline, subscribeOnline } from '../api/connection';
import './SyncNotice.css';

const PendingEdits = lazy(() => import(/* webpackChunkName: "outbox" */ './PendingEdits'));

/** The device has a network and the server answers (src/api/connection.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/**
 * While `failed` (a load that got no answer), asks again by itself once the server can be reached again. Here, with the
 * first load, not with LoadFailed: a visitor's recipe page uses it, and in each screen's own file it was in eight.
 */
export function useAskAgainWhenOnline(failed: boolean, ask: () => void): void {
  useEffect(() => {
    if (!failed) return undefined;
    return subscribeOnline(() => { if (isOnline()) ask(); });
  }, [failed, ask]);
}

export function OfflineBadge() {
  const online = useOnline();
  const signedIn = useSelector((state: RootState) => state.auth.isLoggedIn);
  // one box that takes the top bar's room left and gives it up before it wraps (Shell.css): on a phone, 'Offline' and
  // '1 change waiting' (now '1 edit waiting') side by side pushed the bar to two rows, 52 px more of it over the list while shopping
  return (
    <span className="topbar__status">
      {!online && (
        <span className="offline-badge offline-badge--offline" role="status" title="You are offline: showing what this device last saw">
          Offline
        </span>
      )}
      {signedIn && <Suspense fallback={null}><PendingEdits /></Suspense>}
    </span>
  );
}
