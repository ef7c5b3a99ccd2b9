// SPEC §7: the service worker at /service-worker.js is registered after page load; failures are logged.
// SPEC §4: Update activates the waiting worker, stores the new version and reloads.
import { Workbox } from 'workbox-window';
import { storage } from '../lib/storage';

let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    workbox = new Workbox('/service-worker.js', { scope: '/' });
    workbox.register().catch((err: unknown) => console.warn('service worker: registration failed', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

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

/** Stores the new version, activates the new worker (fetched now if the browser has not yet), and reloads. */
export async function applyUpdate(latestVersion: string): Promise<void> {
  storage.set('installedVersion', latestVersion);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  if (!workbox) return reload();
  try {
    await workbox.update();
    const registration = await navigator.serviceWorker.getRegistration();
    const waiting = registration?.waiting ?? (registration?.installing ? await whenInstalled(registration.installing, 30_000) : null);
    if (waiting && waiting.state === 'installed') {
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
      // a worker that never takes control must not leave the user waiting
      setTimeout(reload, 5000);
      return;
    }
  } catch (err) {
    console.warn('service worker: update failed', err);
  }
  reload();
}
