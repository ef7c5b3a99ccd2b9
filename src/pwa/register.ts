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
 * Hears which catalogue recipes the worker dropped from its cache as the server answered that they are gone
 * (src/pwa/fromCache.ts dropWhenGone): the page was just given its kept copy, which it must not show as current.
 * Called as the app's scripts run: the worker's messages wait only until the document is parsed, and are then
 * dispatched at once, so one told before the app's store is made (the recipe's preload is answered and revalidated
 * while the app starts) would be lost. The returned function is given what to call with each id, those heard
 * before it first.
 */
export function hearRecipesGone(): (gone: (id: number) => void) => void {
  const heard: number[] = [];
  let tell: ((id: number) => void) | null = null;
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', ({ data }: MessageEvent<Partial<CachedGoneMessage> | null>) => {
      if (data?.type !== CACHED_GONE || typeof data.path !== 'string') return;
      const id = /^\/api\/recipes\/(\d+)$/.exec(data.path)?.[1];
      if (!id) return;
      if (tell) tell(Number(id));
      else heard.push(Number(id));
    });
  }
  return (gone) => {
    tell = gone;
    for (const id of heard.splice(0)) gone(id);
  };
}
