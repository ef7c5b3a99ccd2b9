import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

/** A dialog that opens a second one from inside it. */
function Nested({ onOuterClose }: { onOuterClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <Dialog open title="outer" onClose={onOuterClose}>
      <button type="button" onClick={() => setInner(true)}>ask</button>
      <Dialog open={inner} title="inner" onClose={() => setInner(false)}>
        <button type="button" onClick={() => setInner(false)}>never mind</button>
      </Dialog>
    </Dialog>
  );
}

test('a dialog inside another closes on its own: the outer one hears neither its close nor its Escape', async () => {
  const user = userEvent.setup();
  const onOuterClose = jest.fn();
  render(<Nested onOuterClose={onOuterClose} />);

  await user.click(screen.getByRole('button', { name: 'ask' }));
  expect(screen.getByRole('dialog', { name: 'inner' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'never mind' }));
  expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument();

  // Escape: the browser fires cancel at the top dialog only
  await user.click(screen.getByRole('button', { name: 'ask' }));
  const inner = screen.getByRole('dialog', { name: 'inner' });
  inner.dispatchEvent(new Event('cancel', { cancelable: true }));
  expect(await screen.findByRole('dialog', { name: 'outer' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument();
  expect(onOuterClose).not.toHaveBeenCalled();

  // the outer dialog's own Escape still closes it
  screen.getByRole('dialog', { name: 'outer' }).dispatchEvent(new Event('cancel', { cancelable: true }));
  expect(onOuterClose).toHaveBeenCalledTimes(1);
});

/** A screen whose dialog is taken out of the page while open, as the onboarding tour is by its Close. */
function Dropped() {
  const [shown, setShown] = useState(true);
  return (
    <main tabIndex={-1}>
      <h1>dashboard</h1>
      {shown && (
        <Dialog open title="tour" onClose={() => setShown(false)}>
          <button type="button" onClick={() => setShown(false)}>Close</button>
        </Dialog>
      )}
    </main>
  );
}

test('a dialog taken out of the page while open leaves the focus on the screen, not on the page body', async () => {
  const user = userEvent.setup();
  render(<Dropped />);
  const close = screen.getByRole('button', { name: 'Close' });
  close.focus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog', { name: 'tour' })).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveFocus();
});

test('a dialog whose content comes after it opens (opensOnTitle) opens with the focus on its title, not on its close', async () => {
  const user = userEvent.setup();
  function Summary() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <button type="button" onClick={() => setOpen(true)}>check ingredients</button>
        <Dialog open={open} title="Ingredient Summary" onClose={() => setOpen(false)} opensOnTitle actions={<button type="button">close</button>}>
          <p>Checking ingredients</p>
        </Dialog>
      </main>
    );
  }
  render(<Summary />);
  await user.click(screen.getByRole('button', { name: 'check ingredients' }));
  expect(screen.getByRole('heading', { name: 'Ingredient Summary' })).toHaveFocus();
});
