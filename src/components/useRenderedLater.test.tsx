import { renderHook } from '@testing-library/react';
import { useRenderedLater } from './useRenderedLater';

function renders(rows: number): boolean[] {
  const seen: boolean[] = [];
  renderHook(() => {
    const ready = useRenderedLater(rows);
    seen.push(ready);
    return ready;
  });
  return seen;
}

test('a list of many rows first renders without them, then with them in a later render', () => {
  expect(renders(2000)).toEqual([false, true]);
});

test('a short list renders its rows at once, in one render', () => {
  expect(renders(12)).toEqual([true]);
});
