import { http, HttpResponse, server } from '../../tests/fixtures/server';
import { serverReached } from '../api/connection';
import { AppUpdatedError, importWithRetry, isAppUpdated } from './lazyWithRetry';

const notUpdated = () => Promise.resolve(null);

const chunkError = (n: number) => Object.assign(new Error(`Loading chunk recipes failed (attempt ${n})`), { name: 'ChunkLoadError' });

test('a load that succeeds is called once', async () => {
  const load = jest.fn().mockResolvedValue({ default: 'Screen' });
  await expect(importWithRetry(load, 2, 0, notUpdated)).resolves.toEqual({ default: 'Screen' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that fails and then succeeds is retried', async () => {
  const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockResolvedValueOnce({ default: 'Screen' });
  await expect(importWithRetry(load, 2, 0, notUpdated)).resolves.toEqual({ default: 'Screen' });
  expect(load).toHaveBeenCalledTimes(2);
});

test('after the retries it rethrows the last error', async () => {
  let attempt = 0;
  const load = jest.fn(() => {
    attempt += 1;
    return Promise.reject(chunkError(attempt));
  });
  await expect(importWithRetry(load, 2, 0, notUpdated)).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk recipes failed (attempt 3)' });
  expect(load).toHaveBeenCalledTimes(3);
});

test('with no retries the first error is thrown', async () => {
  const load = jest.fn().mockRejectedValue(chunkError(1));
  await expect(importWithRetry(load, 0, 0, notUpdated)).rejects.toThrow('attempt 1');
  expect(load).toHaveBeenCalledTimes(1);
});

test('it waits longer before each retry (500 ms, then 1000 ms by default)', async () => {
  jest.useFakeTimers();
  try {
    const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockRejectedValueOnce(chunkError(2)).mockResolvedValueOnce('ok');
    const result = importWithRetry(load, undefined, undefined, notUpdated);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('ok');
  } finally {
    jest.useRealTimers();
  }
});

describe('a part that cannot load because the app was updated since the tab started', () => {
  test('is not tried again: it is an AppUpdatedError with the deployed version', async () => {
    const load = jest.fn().mockRejectedValue(chunkError(1));
    const updated = jest.fn(() => Promise.resolve('9.9.9'));
    const error: unknown = await importWithRetry(load, 2, 0, updated).catch((err: unknown) => err);
    expect(isAppUpdated(error)).toBe(true);
    expect(error).toBeInstanceOf(AppUpdatedError);
    expect((error as AppUpdatedError).latestVersion).toBe('9.9.9');
    expect(load).toHaveBeenCalledTimes(1);
    expect(updated).toHaveBeenCalledTimes(1);
  });

  test('asks /latest-version.json, and a version that differs from the running one is an update', async () => {
    server.use(http.get('http://localhost/latest-version.json', () => HttpResponse.json({ currentVersion: '9.9.9' })));
    const load = jest.fn().mockRejectedValue(chunkError(1));
    await expect(importWithRetry(load, 2, 0)).rejects.toMatchObject({ name: 'AppUpdatedError', latestVersion: '9.9.9' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('the running version deployed, or no answer (offline): a load that failed is tried again as before', async () => {
    server.use(http.get('http://localhost/latest-version.json', () => HttpResponse.json({ currentVersion: process.env.APP_VERSION ?? 'dev' })));
    const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockResolvedValueOnce({ default: 'Screen' });
    await expect(importWithRetry(load, 2, 0)).resolves.toEqual({ default: 'Screen' });

    server.use(http.get('http://localhost/latest-version.json', () => HttpResponse.error()));
    const offline = jest.fn().mockRejectedValue(chunkError(1));
    await expect(importWithRetry(offline, 1, 0)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(offline).toHaveBeenCalledTimes(2);
    serverReached(true);
  });
});
