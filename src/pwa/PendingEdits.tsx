// How many of the signed-in user's edits are not on the server yet (the outbox), with a link to one that needs
// them, or that one was dropped because its list or store is gone (until the user lets the message go). Loaded
// with the first sign-in (src/pwa/OfflineBadge.tsx), so a visitor's first load has no outbox code.
import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { Link } from '../lib/router';
import { goneOrUnshared, MESSAGES } from '../../contract/rules';
import { focusScreen } from '../lib/focusScreen';
import type { RootState } from '../store/rootReducer';
import { outbox, type PendingWrite } from './outbox';

const editorPath = (write: PendingWrite) => (write.kind === 'list' ? `/user-shopping-lists/edit/${write.id}` : `/user-stores/${write.id}`);

export function pendingText(count: number): string {
  return count === 1 ? '1 edit waiting' : `${count} edits waiting`;
}

/** ours: the top bar's short form of MESSAGES.editsGone, in the editor's words (a partner only unshared is not told it was deleted) */
export const goneText = (name: string) => `Not saved: ${goneOrUnshared(name)}`;

export default function PendingEdits() {
  const userId = useSelector((state: RootState) => state.auth.user?.id);
  const entries = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
  const gone = useSyncExternalStore(outbox.subscribe, outbox.gone, outbox.gone).find((g) => g.userId === userId);
  const mine = entries.filter((e) => e.userId === userId);
  // its editor could only say the list or store is not found: said here once, then let go
  if (gone) {
    return (
      <span className="offline-badge offline-badge--alert" role="alert" title={MESSAGES.editsGone(gone.kind, gone.name)}>
        <span className="offline-badge__text">{goneText(gone.name)}</span>
        {/* the button goes with the notice: the focus goes on to the screen, not to the page's start */}
        <button type="button" className="btn btn--link offline-badge__dismiss" onClick={() => { outbox.dismissGone(gone.key); focusScreen(); }}>OK</button>
      </span>
    );
  }
  const stuck = mine.find((e) => e.conflict || e.error);
  if (stuck) {
    const text = `Not saved: ${stuck.name}`;
    return (
      <Link className="offline-badge offline-badge--alert" to={editorPath(stuck)} title={text}>
        <span className="offline-badge__text">{text}</span>
      </Link>
    );
  }
  if (mine.length === 0) return null;
  return <span className="offline-badge" role="status" title="Saved to the server when it can be reached">{pendingText(mine.length)}</span>;
}
