// SPEC §7: the service worker at /service-worker.js is registered after page load; failures are logged.
// The browser's own service worker API: the few lines of workbox-window this needs are not worth its weight
// in the first load. Update (SPEC §4) is src/pwa/applyUpdate.ts.

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' })
      .catch((err: unknown) => console.warn('service worker: registration failed', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
