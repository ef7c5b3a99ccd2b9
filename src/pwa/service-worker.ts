// The service worker (Workbox InjectManifest, built to /service-worker.js). SPEC §7: precache the app shell
// and route chunks, fall back to index.html for client routes, cache the public recipe data and images
// with bounds. Only the public catalogue is cached (its answers are the same for everyone, signed in or not);
// no other API call is ever cached — not login or any auth call, nor the signed-in user's lists, stores and
// plans, which the app keeps for offline reading itself (src/pwa/offlineData.ts, outbox.ts), so a shared
// device never serves one user's API answers to the next.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHED_GONE, dropWhenGone, markFromCache, type CachedGoneMessage } from './fromCache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY = 24 * 60 * 60;

/** tells the open windows that a kept answer is gone (the recipe page then says so: src/pwa/register.ts) */
async function tellGone(path: string): Promise<void> {
  const message: CachedGoneMessage = { type: CACHED_GONE, path };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

// SPEC §4: Update activates the waiting worker (src/pwa/applyUpdate.ts sends this)
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// every client route opens the precached shell; the API, the version file and the worker itself never do
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/latest-version\.json$/, /^\/service-worker\.js$/],
  }),
);

/** the public catalogue behind the recipe pages: GET answers that do not depend on who asks */
const PUBLIC_RECIPE_DATA = /^\/api\/(recipes(\/\d+)?|home-beta|form-options\/(categories|ingredients|recipes))$/;

// recipe pages' data: shown at once from the cache, refreshed behind; an answer from the cache says so (fromCache.ts),
// as it is no sign the server can be reached. A recipe its author deleted (404) is dropped, and the page told.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && PUBLIC_RECIPE_DATA.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'larder-recipe-data',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      dropWhenGone('larder-recipe-data', tellGone),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      markFromCache,
    ],
  }),
);

// recipe and upload images (an <img> sends no token): shown from the cache, refreshed behind; a deleted one dropped
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/images/'),
  new StaleWhileRevalidate({
    cacheName: 'larder-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      dropWhenGone('larder-images', () => Promise.resolve()),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// the cook-mode chime is kept out of the precache (it is larger than the rest of the shell) and kept on first use
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/sounds/'),
  new CacheFirst({ cacheName: 'larder-sounds', plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 5 })] }),
);

// the receipt scan's text recognition (its worker, engine and language data, several MB under a versioned
// /ocr/ path) is not precached: it is kept on the first scan, so later scans work offline
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/ocr/'),
  new CacheFirst({
    cacheName: 'larder-ocr',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })],
  }),
);
