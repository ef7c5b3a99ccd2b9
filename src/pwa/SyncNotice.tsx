// What an editor says about edits that are not on the server yet: pending in the outbox (offline, or waiting
// to be sent), refused for good, in conflict with someone else's change (with the dialog to resolve it), or
// dropped because the list or store is gone. A refusal because the user may only view it (403) offers no 'try
// again': none could save it; the screen gives way to the read-only view, which says what was not saved
// (RefusedEdits).
import { useState } from 'react';
import type { ApiError } from '../../contract/api';
import type { ConflictSubject } from '../components/ConflictDialog';
import { LazyConflictDialog } from '../components/LazyConflictDialog';
import { focusScreen } from '../lib/focusScreen';
import type { SaveQueueState } from '../lib/saveQueue';
import { isReadOnlyRefusal, mayPass, type SavedEntity } from './outbox';
import { SYNC_TEXT } from './syncText';
import type { SyncState } from './useSyncedItems';
import './SyncNotice.css';

/** Something to say: pending edits, a conflict, a refusal, or a list or store gone. */
export const hasSyncNotice = (sync: SyncState<SavedEntity>) => sync.pending || sync.conflict !== null || sync.error !== null || sync.gone;

/**
 * The editor's own save refused for good (a status the outbox's replay would not try again: no edit right any more,
 * invalid; no error reads as status 0) is said as a refused replay is, with the server's reason.
 */
export function withRefusal(sync: SyncState<SavedEntity>, state: SaveQueueState): SyncState<SavedEntity> {
  const { status = 0, message } = (state.error ?? {}) as ApiError;
  return hasSyncNotice(sync) || state.saving || mayPass(status) ? sync : { ...sync, error: message, readOnly: isReadOnlyRefusal(status) };
}

export function SyncNotice({ sync, subject, className, onRetry }: {
  sync: SyncState<SavedEntity>;
  subject: ConflictSubject;
  className: string;
  onRetry: () => void;
}) {
  // the dialog opens for each new conflict; 'Decide later' closes it until the user asks again
  const [deferred, setDeferred] = useState<SavedEntity | null>(null);
  // nothing to try again or discard: the edits are not kept
  if (sync.gone) {
    return <p className={`${className} sync-notice sync-notice--failed`} role="alert">{SYNC_TEXT.gone(subject)}</p>;
  }
  if (sync.conflict) {
    return (
      <div className={`${className} sync-notice sync-notice--conflict`} role="alert">
        <span>{SYNC_TEXT.conflict(subject)}</span>
        <button type="button" className="btn btn--link" onClick={() => setDeferred(null)}>{SYNC_TEXT.resolve}</button>
        <LazyConflictDialog
          open={deferred !== sync.conflict}
          subject={subject}
          name={sync.conflict.name}
          onMerge={sync.merge}
          onTakeTheirs={sync.takeTheirs}
          onLater={() => setDeferred(sync.conflict)}
        />
      </div>
    );
  }
  if (sync.error) {
    // the notice goes while a try is made or once the edits are let go: the focus goes on to the screen, not to the
    // page's start (a refusal said again comes back as an alert)
    const then = (act: () => void) => () => {
      focusScreen();
      act();
    };
    return (
      <div className={`${className} sync-notice sync-notice--failed`} role="alert">
        <span>{SYNC_TEXT.refused(sync.error)}</span>
        {!sync.readOnly && <button type="button" className="btn btn--link" onClick={then(onRetry)}>{SYNC_TEXT.retry}</button>}
        <button type="button" className="btn btn--link" onClick={then(sync.discard)}>{SYNC_TEXT.discard}</button>
      </div>
    );
  }
  if (!sync.pending) return null;
  return (
    <p className={`${className} sync-notice is-saving`} role="status">
      {sync.online ? SYNC_TEXT.pendingOnline : SYNC_TEXT.pendingOffline}
    </p>
  );
}
