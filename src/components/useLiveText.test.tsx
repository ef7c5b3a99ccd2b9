import { act, renderHook } from '@testing-library/react';
import { useLiveText } from './useLiveText';

function liveText() {
  const { result } = renderHook(() => useLiveText());
  const say = (words: string) => { act(() => result.current[1](words)); return result.current[0]; };
  return say;
}

test('the same words said again change the region\'s text, and read the same', () => {
  const say = liveText();
  const first = say('milk added');
  const second = say('milk added');
  const third = say('milk added');
  expect(first).toBe('milk added');
  expect(second).not.toBe(first);
  expect(second.trim()).toBe('milk added');
  expect(third).not.toBe(second);
});

test('the same words after a clear change the text too, as a reader may not have spoken of the clear', () => {
  const say = liveText();
  const first = say('milk added');
  expect(say('')).toBe('');
  expect(say('milk added')).not.toBe(first);
});

test('other words are said as they are', () => {
  const say = liveText();
  expect(say('milk added')).toBe('milk added');
  expect(say('flour added')).toBe('flour added');
  expect(say('milk added')).toBe('milk added');
});
