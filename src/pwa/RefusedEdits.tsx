// On the read-only view of a list or store the user was editing when the edit right was taken away (their save was
// refused with 403): the notice of what was not saved (RefusedEntry.tsx, loaded only then). Until it is let go the
// outbox keeps the edits, and the top bar's 'Not saved' leads here.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { Id } from '../../contract/entities';
import { importWithRetry } from '../lib/lazyWithRetry';
import type { RootState } from '../store/rootReducer';
import { outbox, outboxKey, type PendingKind } from './outbox';
import './SyncNotice.css';

const RefusedEntry = lazy(() => importWithRetry(() => import('./RefusedEntry')).then((module) => ({ default: module.RefusedEntry })));

export function RefusedEdits({ kind, id }: { kind: PendingKind; id: Id }) {
  const userId = useSelector((state: RootState) => state.auth.user?.id);
  const entry = useSyncExternalStore(outbox.subscribe, () => outbox.get(outboxKey(kind, id)));
  if (!entry?.readOnly || entry.userId !== userId) return null;
  return <Suspense fallback={null}><RefusedEntry entry={entry} /></Suspense>;
}
