// A modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes it.
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** buttons, at the bottom */
  actions?: ReactNode;
  className?: string;
}

export function Dialog({ open, title, onClose, children, actions, className }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog__title">{title}</h2>
          <div className="dialog__body">{children}</div>
          {actions && <div className="dialog__actions">{actions}</div>}
        </>
      )}
    </dialog>
  );
}
