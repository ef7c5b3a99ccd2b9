// Keeps the screen awake while cooking or shopping. SPEC §8: a warning is logged when the browser has no
// wake lock, when it is requested twice, or released before it was requested. The browser drops the lock
// whenever the page is hidden; while it is wanted, it is taken again when the page is shown.
let sentinel: WakeLockSentinel | null = null;
/** the lock was requested and not released by us: the browser's own release does not change that */
let wanted = false;

export function isWakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/** The screen is being kept awake (by the menu's switch or by cook mode). */
export function isWakeLockActive(): boolean {
  return sentinel !== null;
}

async function acquire(): Promise<boolean> {
  try {
    const lock = await navigator.wakeLock.request('screen');
    sentinel = lock;
    lock.addEventListener('release', () => {
      if (sentinel === lock) sentinel = null;
    });
    return true;
  } catch (err) {
    console.warn('wake lock: request refused', err);
    return false;
  }
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
  wanted = await acquire();
  return wanted;
}

export async function releaseWakeLock(): Promise<void> {
  if (!sentinel && !wanted) {
    console.warn('wake lock: released before it was requested');
    return;
  }
  wanted = false;
  const current = sentinel;
  sentinel = null;
  await current?.release();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (wanted && !sentinel && document.visibilityState === 'visible') void acquire();
  });
}
