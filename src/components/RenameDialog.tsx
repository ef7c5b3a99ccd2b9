// Renaming a list or a store (ours: SPEC §7's updates take a name, and a name's typo should not mean a new list).
// The name is checked as creating checks it; what saving it means (with the items as they are and their version,
// so a change made elsewhere meanwhile is refused and said, not overwritten) stays with the caller.
import { Dialog } from './Dialog';
import { NameForm } from './NameForm';

interface RenameDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
  onRename: (name: string) => Promise<unknown>;
}

export function RenameDialog({ open, name, onClose, onRename }: RenameDialogProps) {
  return (
    <Dialog open={open} title={`Rename ${name}`} onClose={onClose}>
      {/* mounted on open, so it starts from the name as it is then */}
      {open && (
        <NameForm
          initial={name}
          action="rename"
          failed="The name could not be changed."
          onSubmit={async (next) => {
            await onRename(next);
            onClose();
          }}
          onCancel={onClose}
          actionsClassName="dialog__actions"
        />
      )}
    </Dialog>
  );
}
