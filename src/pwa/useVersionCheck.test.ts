import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse, server } from '../../tests/fixtures/server';
import { storage } from '../lib/storage';
import { askUpdate } from './latestVersion';
import { RECHECK_AFTER_MS, useVersionCheck } from './useVersionCheck';

const RUNNING = process.env.APP_VERSION ?? 'dev';
let deployed = RUNNING;
let asked = 0;

beforeEach(() => {
  jest.useFakeTimers();
  deployed = RUNNING;
  asked = 0;
  storage.set('installedVersion', RUNNING);
  server.use(http.get('http://localhost/latest-version.json', () => {
    asked += 1;
    return HttpResponse.json({ currentVersion: deployed });
  }));
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** the start's checks, all answered with the running version */
async function started() {
  const hook = renderHook(() => useVersionCheck(true));
  await wait(20_000);
  expect(asked).toBe(6);
  expect(hook.result.current.latestVersion).toBeNull();
  return hook;
}

function comeBackIntoView() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
}

test('a tab back in view asks again once its last check is a few minutes old, and then offers the version deployed since', async () => {
  const { result } = await started();
  deployed = '9.9.9';
  await wait(60_000);
  comeBackIntoView();
  await wait(0);
  expect(asked).toBe(6);
  await wait(RECHECK_AFTER_MS);
  comeBackIntoView();
  await wait(0);
  expect(asked).toBe(7);
  expect(result.current.latestVersion).toBe('9.9.9');
});

test('the menu opening asks again at once (SPEC §4: on menu load)', async () => {
  const { result } = await started();
  deployed = '9.9.9';
  act(() => result.current.checkNow());
  await wait(0);
  expect(asked).toBe(7);
  expect(result.current.latestVersion).toBe('9.9.9');
});

test('another tab\'s update already installed is still offered to this tab, which runs the old code', async () => {
  const { result } = await started();
  deployed = '9.9.9';
  storage.set('installedVersion', '9.9.9');
  act(() => result.current.checkNow());
  await wait(0);
  expect(result.current.latestVersion).toBe('9.9.9');
});

describe('a new service worker taking the tab over', () => {
  const worker = new EventTarget();
  beforeAll(() => Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true }));
  afterAll(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  test('that this tab did not ask for (another tab\'s Update) is said, and the version is asked at once', async () => {
    const { result } = await started();
    deployed = '9.9.9';
    expect(result.current.workerReplaced).toBe(false);
    act(() => { worker.dispatchEvent(new Event('controllerchange')); });
    await wait(0);
    expect(result.current.workerReplaced).toBe(true);
    expect(asked).toBe(7);
    expect(result.current.latestVersion).toBe('9.9.9');
  });

  test('that this tab asked for with its own Update (it reloads) is not', async () => {
    const { result } = await started();
    askUpdate();
    act(() => { worker.dispatchEvent(new Event('controllerchange')); });
    await wait(0);
    expect(result.current.workerReplaced).toBe(false);
  });
});
