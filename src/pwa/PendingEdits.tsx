// How many of the signed-in user's edits are not on the server yet (the outbox), with a link to one that needs
// them. Loaded with the first sign-in (src/pwa/OfflineBadge.tsx), so a visitor's first load has no outbox code.
import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { RootState } from '../store/rootReducer';
import { outbox, type PendingWrite } from './outbox';

const editorPath = (write: PendingWrite) => (write.kind === 'list' ? `/user-shopping-lists/edit/${write.id}` : `/user-stores/${write.id}`);

export function pendingText(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

export default function PendingEdits() {
  const userId = useSelector((state: RootState) => state.auth.user?.id);
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
  const mine = entries.filter((e) => e.userId === userId);
  const stuck = mine.find((e) => e.conflict || e.error);
  if (stuck) return <Link className="offline-badge offline-badge--alert" to={editorPath(stuck)}>{`Not saved: ${stuck.name}`}</Link>;
  if (mine.length === 0) return null;
  return <span className="offline-badge" role="status" title="Saved to the server when it can be reached">{pendingText(mine.length)}</span>;
}
