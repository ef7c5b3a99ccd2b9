import { isWakeLockActive, releaseWakeLock, requestWakeLock } from './wakeLock';

function fakeLock() {
  const listeners: (() => void)[] = [];
  const sentinel = {
    release: jest.fn(async () => undefined),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    /** the browser lets go (the page was hidden) */
    drop: () => listeners.forEach((l) => l()),
  };
  const request = jest.fn(async () => sentinel);
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { sentinel, request };
}
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

test('SPEC §8: unsupported, requested twice and released before a request each log a warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await requestWakeLock()).toBe(false);
  expect(warn).toHaveBeenLastCalledWith('wake lock: not supported by this browser');
  await releaseWakeLock();
  expect(warn).toHaveBeenLastCalledWith('wake lock: released before it was requested');
  const { sentinel } = fakeLock();
  expect(await requestWakeLock()).toBe(true);
  expect(await requestWakeLock()).toBe(true);
  expect(warn).toHaveBeenLastCalledWith('wake lock: already requested');
  await releaseWakeLock();
  expect(sentinel.release).toHaveBeenCalledTimes(1);
  expect(isWakeLockActive()).toBe(false);
  warn.mockRestore();
});

test('a lock the browser dropped while the page was hidden is taken again when it is shown, until released', async () => {
  const { sentinel, request } = fakeLock();
  await requestWakeLock();
  setVisibility('hidden');
  sentinel.drop();
  expect(isWakeLockActive()).toBe(false);
  setVisibility('visible');
  await Promise.resolve();
  expect(request).toHaveBeenCalledTimes(2);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(isWakeLockActive()).toBe(true);

  await releaseWakeLock();
  setVisibility('visible');
  expect(request).toHaveBeenCalledTimes(2);
});

test('the menu and cook mode asking at once share one lock, let go when the last of them lets go', async () => {
  const { sentinel, request } = fakeLock();
  const cookMode = Symbol('cook mode');
  expect(await Promise.all([requestWakeLock(), requestWakeLock(cookMode)])).toEqual([true, true]);
  expect(request).toHaveBeenCalledTimes(1);
  await releaseWakeLock(cookMode);
  expect(isWakeLockActive()).toBe(true);
  await releaseWakeLock();
  expect(sentinel.release).toHaveBeenCalledTimes(1);
  expect(isWakeLockActive()).toBe(false);
});

test('a holder that lets go before the browser answers leaves no lock held', async () => {
  const { sentinel } = fakeLock();
  const asked = requestWakeLock('cook mode');
  await releaseWakeLock('cook mode');
  expect(await asked).toBe(false);
  expect(sentinel.release).toHaveBeenCalledTimes(1);
  expect(isWakeLockActive()).toBe(false);
});
