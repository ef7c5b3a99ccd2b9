// The worker's dropWhenGone (src/pwa/fromCache.ts): a recipe the server answers is gone is no longer answered from the
// worker's cache, and the page is told; any other answer keeps the copy. And the app's side (register.ts): what the
// worker tells reaches the recipe it names.
import { CACHED_GONE, dropWhenGone } from './fromCache';
import { hearRecipesGone } from './register';

const RECIPE = 'http://localhost/api/recipes/87';

/** `caches` as the worker has it, holding a copy of each of `kept` in the cache `name` */
function fakeCaches(name: string, kept: string[]) {
  const held = new Set(kept);
  const open = jest.fn(async (asked: string) => ({
    delete: jest.fn(async (url: string, options?: CacheQueryOptions) => {
      expect(options?.ignoreVary).toBe(true);
      return asked === name && held.delete(url);
    }),
  }));
  Object.defineProperty(globalThis, 'caches', { value: { open }, configurable: true });
  return held;
}

const answer = (status: number) => ({ request: new Request(RECIPE), response: new Response(null, { status }) });

test.each([404, 410])('an answer %i drops the kept copy and tells its path; the answer itself goes on', async (status) => {
  const held = fakeCaches('larder-recipe-data', [RECIPE, 'http://localhost/api/recipes/3']);
  const tell = jest.fn(async () => undefined);
  const given = answer(status);
  await expect(dropWhenGone('larder-recipe-data', tell).fetchDidSucceed(given)).resolves.toBe(given.response);
  expect([...held]).toEqual(['http://localhost/api/recipes/3']);
  expect(tell).toHaveBeenCalledWith('/api/recipes/87');
});

test.each([200, 500, 503, 401])('an answer %i keeps the copy and tells nothing', async (status) => {
  const held = fakeCaches('larder-recipe-data', [RECIPE]);
  const tell = jest.fn(async () => undefined);
  await dropWhenGone('larder-recipe-data', tell).fetchDidSucceed(answer(status));
  expect([...held]).toEqual([RECIPE]);
  expect(tell).not.toHaveBeenCalled();
});

test('a 404 for an address with no kept copy tells nothing: the page had the server\'s own answer', async () => {
  fakeCaches('larder-recipe-data', []);
  const tell = jest.fn(async () => undefined);
  await dropWhenGone('larder-recipe-data', tell).fetchDidSucceed(answer(404));
  expect(tell).not.toHaveBeenCalled();
});

test('the app hears of a catalogue recipe gone, by its id, and of nothing else; what it heard before it could act first', () => {
  const worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  const onRecipeGone = hearRecipesGone();
  const tell = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
  // told as the app starts, before its store is made
  tell({ type: CACHED_GONE, path: '/api/recipes/86' });
  const gone = jest.fn();
  onRecipeGone(gone);
  expect(gone.mock.calls).toEqual([[86]]);
  tell({ type: CACHED_GONE, path: '/api/recipes/87' });
  tell({ type: CACHED_GONE, path: '/api/images/recipes/87.webp' });
  tell({ type: CACHED_GONE, path: '/api/recipes' });
  tell({ type: 'SKIP_WAITING' });
  tell(null);
  expect(gone.mock.calls).toEqual([[86], [87]]);
});
