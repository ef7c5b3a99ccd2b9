// Keeps the screen awake while cooking or shopping. SPEC §8: a warning is logged when the browser has no
// wake lock, when it is requested twice, or released before it was requested. Who wants it (the menu's switch,
// each cook mode) holds it: one lock is taken while anyone holds it and let go when the last lets go, so that
// two screens asking at once take one lock, not two of which one is never let go. The browser drops the lock
// whenever the page is hidden; while it is held, it is taken again when the page is shown.
type Holder = string | symbol;
const MENU = 'menu';
const holders = new Set<Holder>();
let sentinel: WakeLockSentinel | null = null;
/** the browser's answer to a request still to come: a second request waits for it */
let pending: Promise<void> | null = null;

export function isWakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/** The screen is being kept awake. */
export function isWakeLockActive(): boolean {
  return sentinel !== null;
}

/** Takes the lock while anyone holds it, lets it go when nobody does. */
async function settle(): Promise<void> {
  if (holders.size === 0) {
    const current = sentinel;
    sentinel = null;
    await current?.release();
    return;
  }
  if (sentinel) return;
  pending ??= navigator.wakeLock.request('screen').then(
    (lock) => {
      sentinel = lock;
      lock.addEventListener('release', () => {
        if (sentinel === lock) sentinel = null;
      });
    },
    (err: unknown) => console.warn('wake lock: request refused', err),
  ).finally(() => {
    pending = null;
  });
  await pending;
  // everyone let go while the browser was answering
  if (holders.size === 0) await settle();
}

/** holder: who asks (cook mode passes its own); the menu's switch by default. Resolves to whether it is held. */
export async function requestWakeLock(holder: Holder = MENU): Promise<boolean> {
  if (!isWakeLockSupported()) {
    console.warn('wake lock: not supported by this browser');
    return false;
  }
  if (holders.has(holder)) {
    console.warn('wake lock: already requested');
    return true;
  }
  holders.add(holder);
  await settle();
  // refused: nothing is held for this holder, so a page shown again does not ask for it
  if (!sentinel) holders.delete(holder);
  return holders.has(holder);
}

export async function releaseWakeLock(holder: Holder = MENU): Promise<void> {
  if (!holders.delete(holder)) {
    console.warn('wake lock: released before it was requested');
    return;
  }
  await settle();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (holders.size > 0 && !sentinel && document.visibilityState === 'visible') void settle();
  });
}
