// Edits that could not be saved (the save failed, or waits for the user to settle a conflict) and that nothing else
// keeps (a meal plan has no outbox): leaving the screen in the app asks first, and so does closing or reloading the
// page (the browser's own question). Without them, leaving goes ahead as always (the editor sends what is unsent).
import { useEffect } from 'react';
import { useBlocker } from '../lib/router';
import { ConfirmDialog } from './ConfirmDialog';

/** ours: the question before unsaved edits are left behind */
export const LEAVE_UNSAVED = 'Leave without saving?';
export const LEAVE_UNSAVED_TEXT = 'Your changes could not be saved and will be lost';

export function useUnsavedGuard(unsaved: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  // saved while the question was open (a retry once the connection came back): the way out it asked about goes ahead
  useEffect(() => {
    if (!unsaved && blocker.state === 'blocked') blocker.proceed?.();
  }, [unsaved, blocker]);
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_UNSAVED}
      text={LEAVE_UNSAVED_TEXT}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
