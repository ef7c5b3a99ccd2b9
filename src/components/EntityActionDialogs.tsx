// The dialogs a shareable thing's menu opens (a list, a store, a meal plan): the delete and remove prompts
// (SPEC §8: "Delete <name>?", cannot be undone; and ours, who else loses it) and the share dialog. Each is present
// only when the user may do it; what a confirmed delete or remove does (and its messages) stays with the caller.
import { lazy, Suspense } from 'react';
import type { Id, ShareableType, SharedWith } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import { importWithRetry } from '../lib/lazyWithRetry';
import { ConfirmDialog } from './ConfirmDialog';
import { useOpenedOnce } from './useOpenedOnce';

// the share dialog (its form, its rules and its list) loads the first time it is opened
const ShareDialog = lazy(() => importWithRetry(() => import('./ShareDialog')).then((module) => ({ default: module.ShareDialog })));

interface EntityActionDialogsProps {
  /** the dialog shown; other values (a caller's own dialogs) show none of these */
  open: string | null;
  name: string;
  /** a delete or remove is under way */
  busy: boolean;
  onClose: () => void;
  /** the user may delete it */
  onDelete?: () => void;
  /** it is shared with the user, who may remove it from their shared things */
  remove?: { title: string; onConfirm: () => void };
  /** the user may share it */
  share?: { type: ShareableType; entityId: Id; sharedWith: SharedWith[] };
}

/** ours: deleting something the owner shares says who loses it too */
function deleteText(sharedWith: number): string {
  if (!sharedWith) return MESSAGES.cannotBeUndone;
  return `${MESSAGES.cannotBeUndone}. It is shared with ${sharedWith === 1 ? 'one person' : `${sharedWith} people`}, who will lose it too.`;
}

export function EntityActionDialogs({ open, name, busy, onClose, onDelete, remove, share }: EntityActionDialogsProps) {
  const shareWanted = useOpenedOnce(open === 'share');
  return (
    <>
      {onDelete && (
        <ConfirmDialog
          open={open === 'delete'}
          title={MESSAGES.confirmDelete(name)}
          text={deleteText(share?.sharedWith.length ?? 0)}
          busy={busy}
          onConfirm={onDelete}
          onCancel={onClose}
        />
      )}
      {remove && (
        <ConfirmDialog
          open={open === 'remove'}
          title={remove.title}
          text={MESSAGES.cannotBeUndone}
          busy={busy}
          onConfirm={remove.onConfirm}
          onCancel={onClose}
        />
      )}
      {share && shareWanted && (
        <Suspense fallback={null}>
          <ShareDialog open={open === 'share'} onClose={onClose} type={share.type} entityId={share.entityId} name={name} sharedWith={share.sharedWith} />
        </Suspense>
      )}
    </>
  );
}
