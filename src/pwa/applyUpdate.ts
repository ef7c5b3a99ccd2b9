// SPEC §4: Update activates the waiting worker, stores the new version and reloads. The worker
// (src/pwa/service-worker.ts) answers { type: 'SKIP_WAITING' }.
import { storage } from '../lib/storage';
import { askUpdate } from './latestVersion';

/** Resolves with the worker once it has installed (it then waits), or null if it fails or takes too long. */
function whenInstalled(worker: ServiceWorker, timeoutMs: number): Promise<ServiceWorker | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const check = () => {
      if (worker.state === 'installed' || worker.state === 'activated') {
        clearTimeout(timer);
        resolve(worker);
      } else if (worker.state === 'redundant') {
        clearTimeout(timer);
        resolve(null);
      }
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Stores the new version (when known: a tab taken over by another tab's update may not have read it yet), activates
 * the new worker (fetched now if the browser has not yet), and reloads.
 */
export async function applyUpdate(latestVersion: string | null): Promise<void> {
  if (latestVersion !== null) storage.set('installedVersion', latestVersion);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (!registration) return reload();
  try {
    await registration.update();
    const current = await navigator.serviceWorker.getRegistration();
    const waiting = current?.waiting ?? (current?.installing ? await whenInstalled(current.installing, 30_000) : null);
    if (waiting && waiting.state === 'installed') {
      // this tab asked for the worker that takes it over (the shell's offer is for a change another tab made)
      askUpdate();
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      // a worker that never takes control must not leave the user waiting
      setTimeout(reload, 5000);
      return;
    }
  } catch (err) {
    console.warn('service worker: update failed', err);
  }
  reload();
}
