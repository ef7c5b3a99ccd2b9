import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { focusAfterRemoval } from './focusAfterRemoval';

function Rows({ names, search = true }: { names: string[]; search?: boolean }) {
  const [rows, setRows] = useState(names);
  return (
    <main tabIndex={-1}>
      {search && <form role="search" aria-label="Add items"><input aria-label="Add an item" /></form>}
      <ul>
        {rows.map((name) => (
          <li key={name}>
            {name}
            <button type="button" aria-label={`Remove ${name}`} data-row-remove
              onClick={(e) => { focusAfterRemoval(e.currentTarget); setRows((r) => r.filter((n) => n !== name)); }}>x</button>
          </li>
        ))}
      </ul>
    </main>
  );
}

async function removeByKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  // Enter on the focused button, as a keyboard user does
  screen.getByRole('button', { name: `Remove ${name}` }).focus();
  await user.keyboard('{Enter}');
  await new Promise((resolve) => { setTimeout(resolve, 10); });
}

test('the focus moves to the next row\'s remove button, then to the previous one at the end', async () => {
  const user = userEvent.setup();
  render(<Rows names={['milk', 'flour', 'eggs']} />);
  await removeByKeyboard(user, 'milk');
  expect(screen.queryByText('milk')).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove flour' })).toHaveFocus();
  await removeByKeyboard(user, 'eggs');
  expect(screen.getByRole('button', { name: 'Remove flour' })).toHaveFocus();
});

test('the last row removed: the focus goes to the search field, or to main without one', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Rows names={['milk']} />);
  await removeByKeyboard(user, 'milk');
  expect(screen.getByLabelText('Add an item')).toHaveFocus();
  unmount();
  render(<Rows names={['milk']} search={false} />);
  await removeByKeyboard(user, 'milk');
  expect(screen.getByRole('main')).toHaveFocus();
});
