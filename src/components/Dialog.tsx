// A modal on the native <dialog>: focus is trapped and restored by the browser, Escape and Back close it.
// Its content is mounted on open. With `prerender` it is rendered while the dialog is closed instead, hidden
// and at idle priority (React's Activity), so opening only shows it: the click that opens a dialog over a long
// list then costs the browser's showModal and a paint, not a React mount (issue #10). Such content keeps its
// state while hidden; give it a key that changes on close to start each opening afresh.
import { Activity, useEffect, useId, type ReactNode, type Ref } from 'react';
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
  /** render the content ahead of opening, hidden (see above) */
  prerender?: boolean;
  /** the title can take the focus: a dialog whose content changes under it puts it there (the onboarding tour's steps) */
  titleRef?: Ref<HTMLHeadingElement>;
  /**
   * it opens with the focus on its title, not on its first control: for a dialog whose content comes after it opens
   * (a spinner first), where that control would be a button at its end, soon below what loads above it
   */
  opensOnTitle?: boolean;
}

export function Dialog({ open, title, onClose, children, actions, className, prerender = false, titleRef, opensOnTitle = false }: DialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  // after the modal hook's showModal, which focused the first control
  useEffect(() => {
    if (open && opensOnTitle) ref.current?.querySelector<HTMLElement>(':scope > .dialog__title')?.focus();
  }, [open, opensOnTitle, ref]);
  const content = (
    <>
      <h2 ref={titleRef} id={titleId} className="dialog__title" tabIndex={titleRef || opensOnTitle ? -1 : undefined}>{title}</h2>
      <div className="dialog__body">{children}</div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </>
  );

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      // React passes a dialog's close and cancel on to the dialogs around it: only this one's own are heard
      onClose={(event) => event.target === event.currentTarget && open && onClose()}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {prerender ? <Activity mode={open ? 'visible' : 'hidden'}>{content}</Activity> : open && content}
    </dialog>
  );
}
