import { importWithRetry } from './lazyWithRetry';

const chunkError = (n: number) => Object.assign(new Error(`Loading chunk recipes failed (attempt ${n})`), { name: 'ChunkLoadError' });

test('a load that succeeds is called once', async () => {
  const load = jest.fn().mockResolvedValue({ default: 'Screen' });
  await expect(importWithRetry(load, 2, 0)).resolves.toEqual({ default: 'Screen' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that fails and then succeeds is retried', async () => {
  const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockResolvedValueOnce({ default: 'Screen' });
  await expect(importWithRetry(load, 2, 0)).resolves.toEqual({ default: 'Screen' });
  expect(load).toHaveBeenCalledTimes(2);
});

test('after the retries it rethrows the last error', async () => {
  let attempt = 0;
  const load = jest.fn(() => {
    attempt += 1;
    return Promise.reject(chunkError(attempt));
  });
  await expect(importWithRetry(load, 2, 0)).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk recipes failed (attempt 3)' });
  expect(load).toHaveBeenCalledTimes(3);
});

test('with no retries the first error is thrown', async () => {
  const load = jest.fn().mockRejectedValue(chunkError(1));
  await expect(importWithRetry(load, 0, 0)).rejects.toThrow('attempt 1');
  expect(load).toHaveBeenCalledTimes(1);
});

test('it waits longer before each retry (500 ms, then 1000 ms by default)', async () => {
  jest.useFakeTimers();
  try {
    const load = jest.fn().mockRejectedValueOnce(chunkError(1)).mockRejectedValueOnce(chunkError(2)).mockResolvedValueOnce('ok');
    const result = importWithRetry(load);
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
