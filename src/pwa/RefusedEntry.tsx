// A list's or store's edits the outbox keeps after a 403, as RefusedNotice says them. Loaded only when there is such
// an entry (RefusedEdits.tsx).
import { outbox, type PendingWrite } from './outbox';
import { RefusedNotice } from './RefusedNotice';
import { SYNC_TEXT } from './syncText';
import { unsavedChanges } from './unsavedChanges';

export function RefusedEntry({ entry }: { entry: PendingWrite }) {
  return (
    <RefusedNotice
      reason={SYNC_TEXT.refused(entry.error ?? '')}
      changes={unsavedChanges(entry.base, entry.items)}
      onDiscard={() => void outbox.remove(entry.key)}
    />
  );
}
