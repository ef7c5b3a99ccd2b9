// The sound at zero (SPEC §2): a chime we synthesised ourselves (scripts/make-timer-chime.ts writes it
// into public/sounds), plus a buzz on phones that can.
export const CHIME_URL = '/sounds/timer-chime.wav';

let audio: HTMLAudioElement | null = null;

export function playChime(): void {
  try {
    audio ??= new Audio(CHIME_URL);
    audio.currentTime = 0;
    const playing = audio.play() as Promise<void> | undefined;
    playing?.catch((err: unknown) => console.warn('cook mode: the timer sound could not play', err));
  } catch (err) {
    console.warn('cook mode: the timer sound could not play', err);
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
}
