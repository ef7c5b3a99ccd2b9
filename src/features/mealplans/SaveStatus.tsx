// Whether the editor's changes are saved: 'Saving…', 'Saved', or a failure with 'try again' (the edits stay on
// screen and are sent again with the next change, on 'try again', or when the editor is left); a save the server
// refused says why (the edit right was taken away, say); one refused because someone else saved the plan first
// offers 'Resolve' (the conflict dialog) instead.
import type { ApiError } from '../../../contract/api';
import { notFoundText } from '../../components/NotFoundNotice';
import type { SaveQueueState } from '../../lib/saveQueue';
import { mayPass } from '../../pwa/outbox';
import { SYNC_TEXT } from '../../pwa/syncText';

const SAVE_KEPT = 'Your changes are kept on this screen.';
export const SAVE_FAILED = `Saving failed. ${SAVE_KEPT}`;

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
    const { status = 0, message } = state.error as ApiError;
    // the server's 404 says 'Not found': the plan was deleted, or is no longer shared, which the user is told
    const reason = status === 404 ? notFoundText('meal plan') : message;
    return (
      <div className="plan-save plan-save--failed" role="alert">
        <span>{mayPass(status) || !reason ? SAVE_FAILED : `${reason} ${SAVE_KEPT}`}</span>
        <button type="button" className="btn btn--link" onClick={onRetry}>try again</button>
      </div>
    );
  }
  const busy = state.saving || state.dirty;
  return <p className={`plan-save ${busy ? 'is-saving' : ''}`} role="status">{busy ? 'Saving…' : state.saved ? 'Saved' : ''}</p>;
}
