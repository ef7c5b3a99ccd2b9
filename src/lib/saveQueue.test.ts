import { createSaveQueue } from './saveQueue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

test('a burst of changes is saved once, with the last value, after the delay', async () => {
  const save = jest.fn(() => Promise.resolve());
  const queue = createSaveQueue<number>({ delayMs: 500, save });
  queue.schedule(1);
  jest.advanceTimersByTime(300);
  queue.schedule(2);
  jest.advanceTimersByTime(499);
  expect(save).not.toHaveBeenCalled();
  expect(queue.getState().dirty).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith(2);
  expect(queue.getState()).toEqual({ dirty: false, saving: false, error: null, saved: true });
});

test('one save in flight at a time: a later value waits, and the earlier answer cannot overwrite it', async () => {
  const first = deferred();
  const landed: number[] = [];
  const save = jest.fn((v: number) => (v === 1 ? first.promise : Promise.resolve()).then(() => { landed.push(v); }));
  const queue = createSaveQueue<number>({ delayMs: 500, save });
  queue.schedule(1);
  await jest.advanceTimersByTimeAsync(500);
  expect(queue.getState().saving).toBe(true);
  queue.schedule(2);
  queue.schedule(3);
  await jest.advanceTimersByTimeAsync(500);
  expect(save).toHaveBeenCalledTimes(1);
  first.resolve();
  await jest.advanceTimersByTimeAsync(0);
  expect(save.mock.calls.map(([v]) => v)).toEqual([1, 3]);
  expect(landed).toEqual([1, 3]);
});

test('flush sends at once, and resolves when everything is saved', async () => {
  const save = jest.fn(() => Promise.resolve());
  const queue = createSaveQueue<string>({ delayMs: 500, save });
  queue.schedule('a');
  await queue.flush();
  expect(save).toHaveBeenCalledWith('a');
  await queue.flush();
  expect(save).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  expect(save).toHaveBeenCalledTimes(1);
});

test('a failed save is reported and kept, and the next flush retries it; cancel forgets', async () => {
  const save = jest.fn().mockRejectedValueOnce({ status: 500 }).mockResolvedValue(undefined);
  const changes: boolean[] = [];
  const queue = createSaveQueue<number>({ delayMs: 500, save, onChange: (s) => changes.push(s.saving) });
  queue.schedule(1);
  await jest.advanceTimersByTimeAsync(500);
  expect(queue.getState()).toEqual(expect.objectContaining({ error: { status: 500 }, dirty: true, saving: false }));
  await queue.flush();
  expect(save.mock.calls.map(([v]) => v)).toEqual([1, 1]);
  expect(queue.getState()).toEqual(expect.objectContaining({ error: null, dirty: false, saved: true }));
  expect(changes).toContain(true);

  queue.schedule(2);
  queue.cancel();
  await jest.advanceTimersByTimeAsync(1000);
  expect(save).toHaveBeenCalledTimes(2);

  // a failure is forgotten with what failed
  save.mockRejectedValueOnce({ status: 412 });
  queue.schedule(3);
  await jest.advanceTimersByTimeAsync(500);
  expect(queue.getState().error).toEqual({ status: 412 });
  queue.cancel();
  expect(queue.getState()).toEqual(expect.objectContaining({ error: null, dirty: false }));
});
