// A visible "Offline" mark in the top bar while the browser has no connection.
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <span className="offline-badge" role="status" title="You are offline: showing what this device last saw">
      Offline
    </span>
  );
}
