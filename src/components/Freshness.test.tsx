import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Freshness, FRESHNESS_TEXT, UPDATING_AFTER_MS } from './Freshness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a quick read says nothing; a slow one says "Updating…" after UPDATING_AFTER_MS, in a live region that was there before', () => {
  const onRetry = jest.fn();
  const { rerender } = render(<Freshness reading={false} failed={false} onRetry={onRetry} />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();
  rerender(<Freshness reading failed={false} onRetry={onRetry} />);
  act(() => jest.advanceTimersByTime(UPDATING_AFTER_MS - 1));
  expect(region).toBeEmptyDOMElement();
  rerender(<Freshness reading={false} failed={false} onRetry={onRetry} />);
  act(() => jest.advanceTimersByTime(UPDATING_AFTER_MS));
  expect(region).toBeEmptyDOMElement();

  rerender(<Freshness reading failed={false} onRetry={onRetry} />);
  act(() => jest.advanceTimersByTime(UPDATING_AFTER_MS));
  expect(screen.getByRole('status')).toBe(region);
  expect(region).toHaveTextContent(FRESHNESS_TEXT.updating);
  rerender(<Freshness reading={false} failed={false} onRetry={onRetry} />);
  expect(region).toBeEmptyDOMElement();
});

test('a read that failed says what is shown is what the device last saw, with try again', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const onRetry = jest.fn();
  const { rerender } = render(<Freshness reading={false} failed onRetry={onRetry} />);
  const region = screen.getByRole('status');
  expect(region).toHaveTextContent(`${FRESHNESS_TEXT.notUpdated} try again`);
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  // asked again: the failure is not said while the new read may still answer
  rerender(<Freshness reading failed onRetry={onRetry} />);
  act(() => jest.advanceTimersByTime(UPDATING_AFTER_MS));
  expect(region).toHaveTextContent(FRESHNESS_TEXT.updating);
  expect(region).not.toHaveTextContent(FRESHNESS_TEXT.notUpdated);
});
