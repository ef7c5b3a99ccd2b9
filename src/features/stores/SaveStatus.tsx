// The visible saving indicator of SPEC §4, and the messages of SPEC §8 for a store's autosave. Edits waiting
// in the outbox (offline, or after someone else's change), and a save refused for good, are shown by SyncNotice.
import { MESSAGES } from '../../../contract/rules';
import type { SaveQueueState } from '../../lib/saveQueue';
import type { SavedEntity } from '../../pwa/outbox';
import { hasSyncNotice, SyncNotice, withRefusal } from '../../pwa/SyncNotice';
import type { SyncState } from '../../pwa/useSyncedItems';

export function SaveStatus({ state, sync, onRetry }: { state: SaveQueueState; sync: SyncState<SavedEntity>; onRetry: () => void }) {
  // a refusal says why: no reload helps it ('You can view this, but not change it.' once the edit right is taken,
  // as the screen gives way to the read-only store, StoreScreen)
  const notice = withRefusal(sync, state);
  if (hasSyncNotice(notice)) return <SyncNotice sync={notice} subject="store" className="save-status" onRetry={onRetry} />;
  if (state.error && !state.saving) return <p className="form-error save-status" role="alert">{MESSAGES.storeUpdateError}</p>;
  const text = state.saving || state.dirty ? 'Saving…' : state.saved ? MESSAGES.storeUpdated : '';
  return (
    <p className={`save-status ${state.saving || state.dirty ? 'is-saving' : ''}`} role="status">
      {text}
    </p>
  );
}
