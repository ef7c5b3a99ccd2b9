import { act, renderHook } from '@testing-library/react';
import type * as ReactModule from 'react';
import { useRenderedLater } from './useRenderedLater';

// while true, the transition that renders a long list's rows is held (it has not run yet)
let mockTransitionsHeld = false;
jest.mock('react', () => {
  const actual = jest.requireActual<typeof ReactModule>('react');
  return { ...actual, startTransition: (run: () => void) => (mockTransitionsHeld ? undefined : actual.startTransition(run)) };
});

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

test('printing that starts before a long list has rendered renders it at once, and a list shown while printing at once too', () => {
  const seen: boolean[] = [];
  mockTransitionsHeld = true;
  try {
    renderHook(() => {
      const ready = useRenderedLater(2000);
      seen.push(ready);
      return ready;
    });
    expect(seen).toEqual([false]);
    act(() => { window.dispatchEvent(new Event('beforeprint')); });
    expect(seen).toEqual([false, true]);
    // still printing: a list that comes now is rendered whole straight away
    expect(renders(2000)).toEqual([true]);
    act(() => { window.dispatchEvent(new Event('afterprint')); });
  } finally {
    mockTransitionsHeld = false;
  }
});
