// The notice of edits refused for good because the user may now only view the list or store (403): why nothing more
// was saved, what was not (on screen to read or select), and a way to let it go. No 'try again': no try could save
// it. Loaded only when there is such an entry (RefusedEdits.tsx).
import { focusScreen } from '../lib/focusScreen';
import { outbox, type PendingWrite } from './outbox';
import { SYNC_TEXT } from './syncText';
import { unsavedChanges } from './unsavedChanges';

export function RefusedNotice({ entry }: { entry: PendingWrite }) {
  const changes = unsavedChanges(entry.base, entry.items);
  const discard = () => {
    focusScreen();
    void outbox.remove(entry.key);
  };
  return (
    <div className="sync-notice refused-edits" role="alert">
      <p>{SYNC_TEXT.refused(entry.error ?? '')}</p>
      {changes.length > 0 && (
        <>
          <p>{SYNC_TEXT.notSaved}</p>
          <ul className="refused-edits__changes">
            {changes.map((line) => <li key={line}>{line}</li>)}
          </ul>
        </>
      )}
      <div className="refused-edits__actions">
        <button type="button" className="btn btn--link" onClick={discard}>{SYNC_TEXT.discard}</button>
      </div>
    </div>
  );
}
