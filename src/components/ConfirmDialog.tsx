// SPEC §4: the confirm dialog offers cancel and confirm, with its text in lower case.
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text = 'This action cannot be undone', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      className="confirm-dialog"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>cancel</button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>confirm</button>
        </>
      }
    >
      <p className="confirm-dialog__text">{text.toLowerCase()}</p>
    </Dialog>
  );
}
