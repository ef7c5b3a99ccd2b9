// Whether the app can reach its server. navigator.onLine says only that the device has a network: on a wifi
// without internet, or in a page loaded while offline (Chromium 150), it says true and every call fails. So a call
// that gets no answer at all marks the server out of reach, until a call gets an answer (any status) or the
// browser says it is online again. While it lasts (and the device has a network) the server is asked every
// PROBE_MS, so the mark goes, and what waits to be sent goes, soon after it answers again: no 'online' will come.
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** ours: how often the server is asked whether it answers again, while the device has a network and it does not */
export const PROBE_MS = 5_000;
let ask: (() => void) | null = null;
let probe: ReturnType<typeof setInterval> | undefined;

/** How the server is asked: a small call through the fetch wrapper (src/api/http.ts), which reports its answer. */
export function askServerWith(call: () => void): void {
  ask = call;
}

function setUnreachable(value: boolean) {
  unreachable = value;
  clearInterval(probe);
  probe = value ? setInterval(() => {
    if (navigator.onLine) ask?.();
  }, PROBE_MS) : undefined;
  notify();
}

/** The device has a network and the last call reached the server. */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** What a call learnt: the server answered, or it did not. */
export function serverReached(reached: boolean): void {
  if (unreachable !== reached) return;
  setUnreachable(!reached);
}

/** Calls `listener` whenever isOnline() may have changed; returns what stops it. */
export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setUnreachable(false));
  window.addEventListener('offline', notify);
}
