// A visible "Offline" mark in the top bar while the browser has no connection, and, wherever the user is,
// how many of their edits are not on the server yet (the outbox), with a link to one that needs them.
import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { RootState } from '../store/rootReducer';
import { outbox, type PendingWrite } from './outbox';
import './SyncNotice.css';

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

const editorPath = (write: PendingWrite) => (write.kind === 'list' ? `/user-shopping-lists/edit/${write.id}` : `/user-stores/${write.id}`);

export function pendingText(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

export function OfflineBadge() {
  const online = useOnline();
  const userId = useSelector((state: RootState) => state.auth.user?.id);
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
  const mine = entries.filter((e) => e.userId === userId);
  const stuck = mine.find((e) => e.conflict || e.error);
  return (
    <>
      {!online && (
        <span className="offline-badge" role="status" title="You are offline: showing what this device last saw">
          Offline
        </span>
      )}
      {stuck ? (
        <Link className="offline-badge offline-badge--alert" to={editorPath(stuck)}>{`Not saved: ${stuck.name}`}</Link>
      ) : mine.length > 0 && (
        <span className="offline-badge" role="status" title="Saved to the server when it can be reached">{pendingText(mine.length)}</span>
      )}
    </>
  );
}
