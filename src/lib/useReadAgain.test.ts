import { act, renderHook } from '@testing-library/react';
import { serverReached } from '../api/connection';
import { READ_AGAIN_AFTER_HIDDEN_MS, useReadAgain } from './useReadAgain';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  serverReached(true);
});

test('back in view after a while away reads again; a glance away does not', () => {
  const read = jest.fn();
  renderHook(() => useReadAgain(read));
  act(() => setVisibility('hidden'));
  jest.advanceTimersByTime(1_000);
  act(() => setVisibility('visible'));
  expect(read).not.toHaveBeenCalled();
  act(() => setVisibility('hidden'));
  jest.advanceTimersByTime(READ_AGAIN_AFTER_HIDDEN_MS);
  act(() => setVisibility('visible'));
  expect(read).toHaveBeenCalledTimes(1);
});

test('the server reached again reads again, once', () => {
  const read = jest.fn();
  renderHook(() => useReadAgain(read));
  act(() => serverReached(false));
  expect(read).not.toHaveBeenCalled();
  act(() => serverReached(true));
  act(() => serverReached(true));
  expect(read).toHaveBeenCalledTimes(1);
});

test('every so often, only while in view and within reach', () => {
  const read = jest.fn();
  renderHook(() => useReadAgain(read, { everyMs: 45_000 }));
  jest.advanceTimersByTime(45_000);
  expect(read).toHaveBeenCalledTimes(1);
  act(() => setVisibility('hidden'));
  jest.advanceTimersByTime(90_000);
  expect(read).toHaveBeenCalledTimes(1);
  act(() => setVisibility('visible'));
  expect(read).toHaveBeenCalledTimes(2);
  act(() => serverReached(false));
  jest.advanceTimersByTime(90_000);
  expect(read).toHaveBeenCalledTimes(2);
});

test('nothing is read while not enabled (an editor with edits waiting)', () => {
  const read = jest.fn();
  const { rerender } = renderHook(({ enabled }) => useReadAgain(read, { enabled, everyMs: 45_000 }), { initialProps: { enabled: false } });
  act(() => setVisibility('hidden'));
  jest.advanceTimersByTime(READ_AGAIN_AFTER_HIDDEN_MS);
  act(() => setVisibility('visible'));
  jest.advanceTimersByTime(45_000);
  expect(read).not.toHaveBeenCalled();
  rerender({ enabled: true });
  jest.advanceTimersByTime(45_000);
  expect(read).toHaveBeenCalledTimes(1);
});
