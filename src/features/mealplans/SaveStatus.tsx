// Whether the editor's changes are saved: 'Saving…', 'Saved', or a failure with 'try again' (the edits stay on
// screen and are sent again with the next change, on 'try again', or when the editor is left); a save the server
// refused says why; one refused because someone else saved the plan first offers 'Resolve' (the conflict dialog)
// instead. One no try can change (the edit right taken away, the plan gone) is said by PlanRefused, as a list's is
// (pwa/RefusedNotice.tsx), with no 'try again'.
import type { ApiError } from '../../../contract/api';
import type { SaveQueueState } from '../../lib/saveQueue';
import { mayPass } from '../../pwa/outbox';
import { RefusedNotice } from '../../pwa/RefusedNotice';
import { SYNC_TEXT } from '../../pwa/syncText';
import type { PlanRefusal } from './useMealplanAutosave';
import '../../pwa/SyncNotice.css';

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
    return (
      <div className="plan-save plan-save--failed" role="alert">
        <span>{mayPass(status) || !message ? SAVE_FAILED : `${message} ${SAVE_KEPT}`}</span>
        <button type="button" className="btn btn--link" onClick={onRetry}>try again</button>
      </div>
    );
  }
  const busy = state.saving || state.dirty;
  return <p className={`plan-save ${busy ? 'is-saving' : ''}`} role="status">{busy ? 'Saving…' : state.saved ? 'Saved' : ''}</p>;
}

/** Why the edits were refused for good, what was not saved (on screen until let go: the plan has no outbox) and a way to
 *  let it go, as a list's are said (pwa/RefusedNotice.tsx). */
export function PlanRefused({ refusal, onDiscard }: { refusal: PlanRefusal; onDiscard: () => void }) {
  const { status, message, changes } = refusal;
  return (
    <RefusedNotice
      reason={status === 404 ? SYNC_TEXT.gone('meal plan') : SYNC_TEXT.refused(message)}
      changes={changes ?? []}
      onDiscard={changes?.length ? onDiscard : undefined}
    />
  );
}
