// An answer the service worker gives from its cache (service-worker.ts: the public catalogue, kept stale while it
// revalidates) carries FROM_CACHE_HEADER, so the app does not take it for the server's: offline, a recipe read from
// the cache cleared the Offline mark, and the next failure was 'Something went wrong' (src/api/http.ts). A kept answer
// the server says is gone is dropped, and the app told (dropWhenGone): a deleted recipe was shown for days.
export const FROM_CACHE_HEADER = 'X-Larder-From-Cache';

/** A Workbox plugin: a cached answer about to be used is marked as one. */
export const markFromCache = {
  cachedResponseWillBeUsed: ({ cachedResponse }: { cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse) return Promise.resolve(null);
    // a cached answer's headers cannot be changed in place
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return Promise.resolve(new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers }));
  },
};

/** What the worker tells the app's windows (postMessage) when it dropped a kept answer the server says is gone. */
export const CACHED_GONE = 'larder-cached-gone';
export interface CachedGoneMessage { type: typeof CACHED_GONE; path: string }

/** the statuses that say an address is gone for good: a deleted recipe is 404 */
const GONE = new Set([404, 410]);

/**
 * A Workbox plugin for a route kept stale while it revalidates: an answer the server says is gone (404, 410) drops
 * the copy kept in `cacheName`, which would otherwise be answered for days (only a 200 is kept, so a 404 neither
 * replaced nor deleted it), and `tell` is given its path when there was one, as the page was just shown it. No
 * answer at all (offline) keeps the copy.
 */
export function dropWhenGone(cacheName: string, tell: (path: string) => Promise<void>) {
  return {
    fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }): Promise<Response> => {
      if (!GONE.has(response.status)) return response;
      // every copy of that address, whatever request headers it was kept with
      const dropped = await (await caches.open(cacheName)).delete(request.url, { ignoreVary: true });
      if (dropped) await tell(new URL(request.url).pathname);
      return response;
    },
  };
}
