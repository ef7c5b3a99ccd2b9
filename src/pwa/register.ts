// SPEC §7: the service worker at /service-worker.js is registered after page load; failures are logged.
// The browser's own service worker API: the few lines of workbox-window this needs are not worth its weight
// in the first load. Update (SPEC §4) is src/pwa/applyUpdate.ts.
import { CACHED_GONE, type CachedGoneMessage } from './fromCache';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' })
      .catch((err: unknown) => console.warn('service worker: registration failed', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Calls `gone` with each catalogue recipe's id the worker dropped from its cache as the server answered that it is
 * gone (src/pwa/fromCache.ts dropWhenGone): the page was just given its kept copy, which it must not show as current.
 */
export function onRecipeGone(gone: (id: number) => void): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', ({ data }: MessageEvent<Partial<CachedGoneMessage> | null>) => {
    if (data?.type !== CACHED_GONE || typeof data.path !== 'string') return;
    const id = /^\/api\/recipes\/(\d+)$/.exec(data.path)?.[1];
    if (id) gone(Number(id));
  });
}
