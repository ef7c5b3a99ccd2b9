// Whether the app can reach its server. navigator.onLine says only that the device has a network: on a wifi
// without internet, or in a page loaded while offline (Chromium 150), it says true and every call fails. So a call
// that gets no answer at all marks the server out of reach, until a call gets an answer (any status) or the
// browser says it is online again.
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The device has a network and the last call reached the server. */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** What a call learnt: the server answered, or it did not. */
export function serverReached(reached: boolean): void {
  if (unreachable !== reached) return;
  unreachable = !reached;
  notify();
}

/** Calls `listener` whenever isOnline() may have changed; returns what stops it. */
export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    unreachable = false;
    notify();
  });
  window.addEventListener('offline', notify);
}
