// What an editor says of edits not on the server yet, in words: apart from SyncNotice, so the meal plan's editor,
// which has no outbox, says its conflict in the same words without carrying the notice.
import { goneOrUnshared } from '../../contract/rules';
import type { ConflictSubject } from '../components/ConflictDialog';

export const SYNC_TEXT = {
  pendingOffline: 'Pending (offline): saved when you are back online',
  pendingOnline: 'Pending: saving…',
  conflict: (subject: ConflictSubject) => `Not saved: this ${subject} was changed by someone else.`,
  refused: (message: string) => `Not saved: ${message}`,
  /** ours: the server's 404, 'Not found.', says nothing of why */
  gone: (subject: ConflictSubject) => `Not saved: ${goneOrUnshared(`this ${subject}`)}.`,
  resolve: 'Resolve',
  retry: 'try again',
  discard: 'discard my changes',
  /** ours: a refusal no try can change (403, the edit right was taken away) lists what it kept from the server */
  notSaved: 'What was not saved:',
  added: (name: string, amount: string) => `added ${amount} ${name}`,
  changed: (name: string, amount: string) => `${name} changed to ${amount}`,
  removed: (name: string) => `removed ${name}`,
  /** ours: an editor opened once the edit right is back, on changes refused while it was away */
  rightBack: 'You can edit this again, but these changes were refused while you could not: try again to save them, or discard them.',
};
