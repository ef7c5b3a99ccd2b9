// SPEC §2: the tutorial prompt shows while no tutorial_enabled flag is stored. Resetting the tutorials
// removes the flag and tells the shell (which loads the prompt once it may be offered) and a prompt already
// mounted to show it again.
import { storage } from './storage';

const TUTORIAL_RESET_EVENT = 'larder:tutorial-reset';

export function resetTutorials(): void {
  storage.remove('tutorial_enabled');
  window.dispatchEvent(new Event(TUTORIAL_RESET_EVENT));
}

/** Runs `run` on each reset of the tutorials; returns what stops it (an effect's cleanup). */
export function onTutorialReset(run: () => void): () => void {
  window.addEventListener(TUTORIAL_RESET_EVENT, run);
  return () => window.removeEventListener(TUTORIAL_RESET_EVENT, run);
}
