// On a screen that finds a list or store missing: the user's change stuck on it (refused, or in conflict) is
// sent once more, so the server can say whether it is gone (a 404 drops it: outbox.ts), and a change dropped so
// is said here. Without this, the top bar's 'Not saved' led back to this screen for good.
import { useEffect, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { Id } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import type { RootState } from '../store/rootReducer';
import { outbox, outboxKey, type PendingKind } from './outbox';
import { resendStuck } from './outboxSync';

export function GoneEdits({ kind, id }: { kind: PendingKind; id: Id | null }) {
  const userId = useSelector((state: RootState) => state.auth.user?.id);
  const key = id === null ? null : outboxKey(kind, id);
  const entry = useSyncExternalStore(outbox.subscribe, () => (key === null ? undefined : outbox.get(key)));
  const gone = useSyncExternalStore(outbox.subscribe, outbox.gone).find((g) => g.key === key && g.userId === userId);
  const stuck = Boolean(entry && (entry.error || entry.conflict));

  useEffect(() => {
    if (key !== null && stuck) void resendStuck(key);
  }, [key, stuck]);

  if (!gone) return null;
  return <p className="form-error" role="alert">{MESSAGES.editsGone(gone.kind, gone.name)}</p>;
}
