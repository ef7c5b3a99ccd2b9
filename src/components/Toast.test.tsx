import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_MS } from '../../contract/constants';
import { ToastProvider, useToast } from './Toast';

function Announcer() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast('Store updated')}>Save</button>
      <button type="button" onClick={() => toast('List Deleted.')}>Delete</button>
    </>
  );
}

function renderToasts() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<ToastProvider><Announcer /></ToastProvider>);
  return { user, region: screen.getByRole('status') };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a toast shows its message in the live region and is gone after 1000 ms (SPEC §9)', async () => {
  const { user, region } = renderToasts();
  expect(TOAST_MS).toBe(1000);
  expect(region).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(region).toHaveTextContent('Store updated');

  act(() => jest.advanceTimersByTime(999));
  expect(region).toHaveTextContent('Store updated');
  act(() => jest.advanceTimersByTime(1));
  expect(region).toBeEmptyDOMElement();
  expect(screen.queryByText('Store updated')).not.toBeInTheDocument();
});

test('a new message replaces the old one and gets its own full second', async () => {
  const { user, region } = renderToasts();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  act(() => jest.advanceTimersByTime(600));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(region).toHaveTextContent(/^List Deleted\.$/);

  act(() => jest.advanceTimersByTime(600));
  expect(region).toHaveTextContent('List Deleted.');
  act(() => jest.advanceTimersByTime(400));
  expect(region).toBeEmptyDOMElement();
});

test('the same message twice is shown again for a full second', async () => {
  const { user, region } = renderToasts();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  act(() => jest.advanceTimersByTime(800));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  act(() => jest.advanceTimersByTime(800));
  expect(region).toHaveTextContent('Store updated');
  act(() => jest.advanceTimersByTime(200));
  expect(region).toBeEmptyDOMElement();
});
