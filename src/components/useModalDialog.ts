import { useEffect, useRef } from 'react';

/** Opens and closes a native <dialog> as a modal to follow `open`; returns the ref to put on it. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      // the browser gives the focus back to the control that opened it; when that went with its row, the focus
      // stays on the screen rather than falling to the page body
      if (document.activeElement === document.body || document.activeElement === null) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
    }
  }, [open]);
  return ref;
}
