// Someone else changed a list, store or meal plan while my edits were waiting to be saved (HTTP 412). Nothing
// is lost until the user chooses: merge my edits onto their copy, or take theirs. Closing the dialog decides
// later: the edits stay on this device, marked as not saved.
import { Dialog } from './Dialog';

export type ConflictSubject = 'list' | 'store' | 'meal plan';

export const CONFLICT_TEXT = {
  title: (subject: ConflictSubject) => `This ${subject} was changed by someone else`,
  body: (name: string) => `While your changes to ${name} were waiting to be saved, it was changed on another device or by someone it is shared with. Your changes are kept until you choose.`,
  mergeHint: (subject: ConflictSubject) => (subject === 'meal plan'
    ? 'Merging keeps their changes and applies yours on top: the recipes you added to a day are added, and the ones you removed are removed.'
    : 'Merging keeps their changes and applies yours on top: what you added is added, what you changed is changed, and what you removed is removed unless they changed it.'),
  merge: 'Merge my changes',
  takeTheirs: 'Use their version',
  later: 'Decide later',
};

interface ConflictDialogProps {
  open: boolean;
  subject: ConflictSubject;
  name: string;
  onMerge: () => void;
  onTakeTheirs: () => void;
  onLater: () => void;
}

export function ConflictDialog({ open, subject, name, onMerge, onTakeTheirs, onLater }: ConflictDialogProps) {
  return (
    <Dialog
      open={open}
      title={CONFLICT_TEXT.title(subject)}
      onClose={onLater}
      className="conflict-dialog"
      actions={(
        <>
          <button type="button" className="btn btn--ghost" onClick={onLater}>{CONFLICT_TEXT.later}</button>
          <button type="button" className="btn btn--secondary" onClick={onTakeTheirs}>{CONFLICT_TEXT.takeTheirs}</button>
          <button type="button" className="btn btn--primary" onClick={onMerge}>{CONFLICT_TEXT.merge}</button>
        </>
      )}
    >
      <p>{CONFLICT_TEXT.body(name)}</p>
      <p>{CONFLICT_TEXT.mergeHint(subject)}</p>
    </Dialog>
  );
}
