// An answer the service worker gives from its cache (service-worker.ts: the public catalogue, kept stale while it
// revalidates) carries FROM_CACHE_HEADER, so the app does not take it for the server's: offline, a recipe read from
// the cache cleared the Offline mark, and the next failure was 'Something went wrong' (src/api/http.ts).
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
