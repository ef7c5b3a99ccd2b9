import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

const info = (current: number, last: number, from: number, to: number, total: number) => ({ current_page: current, last_page: last, from, to, total });

test('one page: no pager at all', () => {
  const { container } = render(<Pager page={info(1, 1, 1, 5, 5)} onPage={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

test('the first of three pages: Prev is unavailable and ignores a press, Next goes to page 2', async () => {
  const onPage = jest.fn();
  const user = userEvent.setup();
  render(<Pager page={info(1, 3, 1, 12, 30)} onPage={onPage} />);
  expect(screen.getByText('Showing 1 to 12 of 30 Entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Prev' }));
  expect(onPage).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('the last page: Next is unavailable, Prev goes back', async () => {
  const onPage = jest.fn();
  render(<Pager page={info(3, 3, 25, 30, 30)} onPage={onPage} />);
  expect(screen.getByText('Showing 25 to 30 of 30 Entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Prev' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('while the page loads both buttons wait, aria-disabled rather than disabled: the pressed one keeps the focus and ignores Enter', async () => {
  const onPage = jest.fn();
  const user = userEvent.setup();
  const { rerender } = render(<Pager page={info(2, 3, 13, 24, 30)} onPage={onPage} />);
  const next = screen.getByRole('button', { name: 'Next' });
  next.focus();
  await user.keyboard('{Enter}');
  expect(onPage).toHaveBeenCalledTimes(1);
  rerender(<Pager page={info(2, 3, 13, 24, 30)} onPage={onPage} busy />);
  for (const name of ['Prev', 'Next']) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // disabled, a browser would drop the keyboard's focus to <body> (tests/e2e/keyboard.test.ts)
    expect(button).toBeEnabled();
  }
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onPage).toHaveBeenCalledTimes(1);
});
