// Keeps the screen awake while cooking or shopping. SPEC §8: a warning is logged when the browser has no
// wake lock, when it is requested twice, or released before it was requested.
let sentinel: WakeLockSentinel | null = null;

export function isWakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/** The screen is being kept awake (by the menu's switch or by cook mode). */
export function isWakeLockActive(): boolean {
  return sentinel !== null;
}

export async function requestWakeLock(): Promise<boolean> {
  if (!isWakeLockSupported()) {
    console.warn('wake lock: not supported by this browser');
    return false;
  }
  if (sentinel) {
    console.warn('wake lock: already requested');
    return true;
  }
  try {
    sentinel = await navigator.wakeLock.request('screen');
    sentinel.addEventListener('release', () => {
      sentinel = null;
    });
    return true;
  } catch (err) {
    console.warn('wake lock: request refused', err);
    return false;
  }
}

export async function releaseWakeLock(): Promise<void> {
  if (!sentinel) {
    console.warn('wake lock: released before it was requested');
    return;
  }
  const current = sentinel;
  sentinel = null;
  await current.release();
}
