// Whether the editor's changes are saved. SPEC §8 says a failed list update is logged only; we also say so on
// screen, since the edits are kept and the user should know they are not on the server yet. Edits waiting in
// the outbox (offline, or after someone else's change) are shown by SyncNotice, and so is a refusal (decisions.md:
// invalid), with its message, 'try again' and 'discard my changes'; a 403 (no edit right any more) offers no try,
// and the screen gives way to the read-only notice (ListEditScreen), which says what was not saved.
import type { SaveQueueState } from '../../lib/saveQueue';
import type { SavedEntity } from '../../pwa/outbox';
import { hasSyncNotice, SyncNotice, withRefusal } from '../../pwa/SyncNotice';
import type { SyncState } from '../../pwa/useSyncedItems';

export const SAVE_FAILED = 'Saving failed. Your changes are kept on this screen.';

export function ListSaveStatus({ state, sync, onRetry }: { state: SaveQueueState; sync: SyncState<SavedEntity>; onRetry: () => void }) {
  const notice = withRefusal(sync, state);
  if (hasSyncNotice(notice)) return <SyncNotice sync={notice} subject="list" className="list-save" onRetry={onRetry} />;
  if (state.error && !state.saving) {
    return (
      <div className="list-save list-save--failed" role="alert">
        <span>{SAVE_FAILED}</span>
        <button type="button" className="btn btn--link" onClick={onRetry}>try again</button>
      </div>
    );
  }
  const text = state.saving || state.dirty ? 'Saving…' : state.saved ? 'Saved' : '';
  return <p className={`list-save ${state.saving || state.dirty ? 'is-saving' : ''}`} role="status">{text}</p>;
}
