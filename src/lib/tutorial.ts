// SPEC §2: the tutorial prompt shows while no tutorial_enabled flag is stored. Resetting the tutorials
// removes the flag and tells a prompt that is already mounted (it lives in the shell) to show again.
import { storage } from './storage';

export const TUTORIAL_RESET_EVENT = 'larder:tutorial-reset';

export function resetTutorials(): void {
  storage.remove('tutorial_enabled');
  window.dispatchEvent(new Event(TUTORIAL_RESET_EVENT));
}
