// Whether the editor's changes are saved: 'Saving…', 'Saved', or a failure with 'try again' (the edits stay on
// screen and are sent again with the next change, on 'try again', or when the editor is left); a save refused
// because someone else saved the plan first offers 'Resolve' (the conflict dialog) instead.
import type { SaveQueueState } from '../../lib/saveQueue';
import { SYNC_TEXT } from '../../pwa/SyncNotice';

export const SAVE_FAILED = 'Saving failed. Your changes are kept on this screen.';

interface SaveStatusProps {
  state: SaveQueueState;
  onRetry: () => void;
  /** set while a refused save waits for the user's choice */
  onResolve?: (() => void) | null;
}

export function SaveStatus({ state, onRetry, onResolve }: SaveStatusProps) {
  if (onResolve) {
    return (
      <div className="plan-save plan-save--failed" role="alert">
        <span>{SYNC_TEXT.conflict('meal plan')}</span>
        <button type="button" className="btn btn--link" onClick={onResolve}>{SYNC_TEXT.resolve}</button>
      </div>
    );
  }
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
