import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

const info = (current: number, last: number, from: number, to: number, total: number) => ({ current_page: current, last_page: last, from, to, total });

test('one page: no pager at all', () => {
  const { container } = render(<Pager page={info(1, 1, 1, 5, 5)} onPage={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

test('the first of three pages: Prev is disabled, Next goes to page 2', async () => {
  const onPage = jest.fn();
  render(<Pager page={info(1, 3, 1, 12, 30)} onPage={onPage} />);
  expect(screen.getByText('Showing 1 to 12 of 30 Entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('the last page: Next is disabled, Prev goes back', async () => {
  const onPage = jest.fn();
  render(<Pager page={info(3, 3, 25, 30, 30)} onPage={onPage} />);
  expect(screen.getByText('Showing 25 to 30 of 30 Entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Prev' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('while busy both buttons wait', () => {
  render(<Pager page={info(2, 3, 13, 24, 30)} onPage={jest.fn()} busy />);
  expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});
