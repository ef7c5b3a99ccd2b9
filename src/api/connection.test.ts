// src/api/connection.ts with the real fetch wrapper: a call that gets no answer marks the server out of reach even
// while the browser says it is online; an answer of any status, or the browser's 'online', brings it back; while it
// lasts the server is asked every PROBE_MS.
import { waitFor } from '@testing-library/react';
import { api, http, HttpResponse, server } from '../../tests/fixtures/server';
import { FROM_CACHE_HEADER, markFromCache } from '../pwa/fromCache';
import { get, OFFLINE_MESSAGE } from './http';
import { isOnline, PROBE_MS, subscribeOnline } from './connection';

const failing = () => get('/account').catch(() => undefined);

test('no answer: out of reach though the browser is online; any answer, even a 500, brings the server back', async () => {
  const changes = jest.fn();
  const stop = subscribeOnline(changes);
  expect(navigator.onLine).toBe(true);
  expect(isOnline()).toBe(true);

  server.use(http.get(api('/account'), () => HttpResponse.error()));
  await failing();
  expect(isOnline()).toBe(false);
  expect(changes).toHaveBeenCalledTimes(1);
  // a second failure changes nothing
  await failing();
  expect(changes).toHaveBeenCalledTimes(1);

  server.use(http.get(api('/account'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
  await failing();
  expect(isOnline()).toBe(true);
  expect(changes).toHaveBeenCalledTimes(2);
  stop();
});

test('an answer the service worker gives from its cache does not bring the server back: the next failure still says offline', async () => {
  server.use(http.get(api('/account'), () => HttpResponse.error()));
  await failing();
  expect(isOnline()).toBe(false);

  const recipe = { recipe_id: 3, name: 'Apple Crumble' };
  server.use(http.get(api('/recipes/3'), () => HttpResponse.json(recipe, { headers: { [FROM_CACHE_HEADER]: '1' } })));
  await expect(get('/recipes/3')).resolves.toEqual(recipe);
  expect(isOnline()).toBe(false);
  server.use(http.get(api('/recipes/54'), () => HttpResponse.error()));
  await expect(get('/recipes/54')).rejects.toEqual({ status: 0, message: OFFLINE_MESSAGE });

  // the same answer from the network does
  server.use(http.get(api('/recipes/3'), () => HttpResponse.json(recipe)));
  await get('/recipes/3');
  expect(isOnline()).toBe(true);
});

test('the service worker marks a cached answer it uses as one, keeping its status and body', async () => {
  const cached = new Response(JSON.stringify({ recipe_id: 3 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const used = await markFromCache.cachedResponseWillBeUsed({ cachedResponse: cached });
  expect(used?.headers.get(FROM_CACHE_HEADER)).toBe('1');
  expect(used?.headers.get('Content-Type')).toBe('application/json');
  expect(used?.status).toBe(200);
  expect(await used?.json()).toEqual({ recipe_id: 3 });
  await expect(markFromCache.cachedResponseWillBeUsed({ cachedResponse: undefined })).resolves.toBeNull();
});

test("the browser's 'online' brings the server back; 'offline' is told too", async () => {
  server.use(http.get(api('/account'), () => HttpResponse.error()));
  await failing();
  expect(isOnline()).toBe(false);
  const changes = jest.fn();
  const stop = subscribeOnline(changes);
  window.dispatchEvent(new Event('online'));
  expect(isOnline()).toBe(true);
  window.dispatchEvent(new Event('offline'));
  expect(changes).toHaveBeenCalledTimes(2);
  stop();
});

test("a call the caller cancelled says nothing of the server", async () => {
  server.use(http.get(api('/account'), async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return HttpResponse.json({});
  }));
  const controller = new AbortController();
  const call = get('/account', { signal: controller.signal }).catch(() => undefined);
  controller.abort();
  await call;
  expect(isOnline()).toBe(true);
});

test('while the server gives no answer it is asked every PROBE_MS (a visitor has no other call to make): its answer ends the mark', async () => {
  let answering = false;
  const asked = jest.fn();
  server.use(
    http.get(api('/account'), () => HttpResponse.error()),
    http.get(api('/health'), () => {
      asked();
      return answering ? HttpResponse.json({ status: 'ok', version: 'test' }) : HttpResponse.error();
    }),
  );
  await failing();
  expect(isOnline()).toBe(false);
  await waitFor(() => expect(asked).toHaveBeenCalledTimes(1), { timeout: PROBE_MS + 1000 });
  expect(isOnline()).toBe(false);
  answering = true;
  await waitFor(() => expect(isOnline()).toBe(true), { timeout: PROBE_MS + 1000 });
  // answered: no more asking
  await new Promise((resolve) => setTimeout(resolve, PROBE_MS + 500));
  expect(asked).toHaveBeenCalledTimes(2);
}, 4 * PROBE_MS);
