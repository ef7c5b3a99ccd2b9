// The visible saving indicator of SPEC §4, and the messages of SPEC §8 for a store's autosave.
import { MESSAGES } from '../../../contract/rules';
import type { SaveQueueState } from '../../lib/saveQueue';

export function SaveStatus({ state }: { state: SaveQueueState }) {
  if (state.error && !state.saving) return <p className="form-error save-status" role="alert">{MESSAGES.storeUpdateError}</p>;
  const text = state.saving || state.dirty ? 'Saving…' : state.saved ? MESSAGES.storeUpdated : '';
  return (
    <p className={`save-status ${state.saving || state.dirty ? 'is-saving' : ''}`} role="status">
      {text}
    </p>
  );
}
