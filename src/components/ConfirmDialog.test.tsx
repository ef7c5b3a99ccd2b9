import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../contract/rules';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(<ConfirmDialog open title={MESSAGES.confirmDelete('Sunday Roast')} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { ...view, onConfirm, onCancel, user: userEvent.setup() };
}

test('shows the title, its text in lower case, and cancel and confirm', () => {
  renderConfirm();
  const dialog = screen.getByRole('dialog', { name: 'Delete Sunday Roast?' });
  expect(within(dialog).getByText('this action cannot be undone')).toBeInTheDocument();
  expect(within(dialog).queryByText(MESSAGES.cannotBeUndone)).not.toBeInTheDocument();
  expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['cancel', 'confirm']);
});

test('a given text is lower-cased too', () => {
  renderConfirm({ text: 'Remove ALL Items From The List' });
  expect(screen.getByText('remove all items from the list')).toBeInTheDocument();
});

test('confirm calls onConfirm only', async () => {
  const { user, onConfirm, onCancel } = renderConfirm();
  await user.click(screen.getByRole('button', { name: 'confirm' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onCancel).not.toHaveBeenCalled();
});

test('cancel calls onCancel only', async () => {
  const { user, onConfirm, onCancel } = renderConfirm();
  await user.click(screen.getByRole('button', { name: 'cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('while busy, confirm cannot be pressed again', async () => {
  const { user, onConfirm } = renderConfirm({ busy: true });
  const confirm = screen.getByRole('button', { name: 'confirm' });
  expect(confirm).toBeDisabled();
  await user.click(confirm);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('closed, it shows nothing; opened, it shows', () => {
  const { rerender, onConfirm, onCancel } = renderConfirm({ open: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'confirm' })).not.toBeInTheDocument();
  rerender(<ConfirmDialog open title="Delete Sunday Roast?" onConfirm={onConfirm} onCancel={onCancel} />);
  expect(screen.getByRole('dialog', { name: 'Delete Sunday Roast?' })).toBeInTheDocument();
});

test('when the confirmed action removes the control that opened it, the focus goes to the screen, not the page body', async () => {
  function Row() {
    const [asking, setAsking] = useState(false);
    const [gone, setGone] = useState(false);
    return (
      <main tabIndex={-1}>
        {!gone && <button type="button" onClick={() => setAsking(true)}>delete row</button>}
        <ConfirmDialog open={asking} title={MESSAGES.confirmDelete('row')} onConfirm={() => { setGone(true); setAsking(false); }} onCancel={() => setAsking(false)} />
      </main>
    );
  }
  render(<Row />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'delete row' }));
  await user.click(screen.getByRole('button', { name: 'confirm' }));
  expect(screen.queryByRole('button', { name: 'delete row' })).toBeNull();
  expect(screen.getByRole('main')).toHaveFocus();
});
