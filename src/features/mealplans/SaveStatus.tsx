// Whether the editor's changes are saved: 'Saving…', 'Saved', or a failure with 'try again' (the edits stay on
// screen and are sent again with the next change, on 'try again', or when the editor is left).
import type { SaveQueueState } from '../../lib/saveQueue';

export const SAVE_FAILED = 'Saving failed. Your changes are kept on this screen.';

export function SaveStatus({ state, onRetry }: { state: SaveQueueState; onRetry: () => void }) {
  if (state.error && !state.saving) {
    return (
      <div className="plan-save plan-save--failed" role="alert">
        <span>{SAVE_FAILED}</span>
        <button type="button" className="btn btn--link" onClick={onRetry}>try again</button>
      </div>
    );
  }
  const busy = state.saving || state.dirty;
  return <p className={`plan-save ${busy ? 'is-saving' : ''}`} role="status">{busy ? 'Saving…' : state.saved ? 'Saved' : ''}</p>;
}
