import { startTransition, useEffect, useRef, useState } from 'react';
import { holdHistoryEntry } from '../lib/modalHistory';

/**
 * Opens and closes a native <dialog> as a modal to follow `open`; returns the ref to put on it. With `onBack`, Back
 * (a phone's, the browser's) closes it rather than leaving the screen: it is called as Escape's close is
 * (src/lib/modalHistory.ts).
 */
export function useModalDialog(open: boolean, onBack?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      // the browser gives the focus back to the control that opened it; when that went with its row, the focus
      // stays on the screen rather than falling to the page body
      keepFocusOnScreen();
    }
  }, [open]);
  // a dialog taken out of the page while open (its screen dropped it: the onboarding tour's Close and Escape) gets
  // no close, and the focus it held falls to the page body: it stays on the screen, as after a close
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open && !dialog.isConnected) keepFocusOnScreen();
    };
  }, []);

  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  // a Back that the screen did not close it on (busy) took its entry all the same: it holds a new one. Looked at
  // as a transition, so a close the screen makes in one (the router's, for the unsaved-changes question) comes first
  const [backs, setBacks] = useState(0);
  const takesBack = onBack !== undefined;
  useEffect(() => {
    if (!open || !takesBack) return undefined;
    return holdHistoryEntry(() => {
      startTransition(() => setBacks((n) => n + 1));
      onBackRef.current?.();
    });
  }, [open, takesBack, backs]);
  return ref;
}

function keepFocusOnScreen(): void {
  if (document.activeElement === document.body || document.activeElement === null) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}
