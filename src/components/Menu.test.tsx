import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './Menu';

function renderMenu() {
  const copy = jest.fn();
  const print = jest.fn();
  const send = jest.fn();
  render(
    <>
      <Menu label="Recipe options" items={[
        { id: 'copy', label: 'Copy link', onSelect: copy },
        { id: 'send', label: 'Send to meal plan', onSelect: send, disabled: true },
        { id: 'print', label: 'Print', onSelect: print },
      ]} />
      <button type="button">elsewhere</button>
    </>,
  );
  return { copy, print, send, user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'Recipe options' }) };
}

test('the button opens the menu and focuses the first item', async () => {
  const { user, trigger } = renderMenu();
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'Recipe options' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
});

test('arrow keys move (wrapping); Enter chooses, closes and returns focus', async () => {
  const { user, trigger, print } = renderMenu();
  await user.click(trigger);
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Print' })).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Print' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
  await user.keyboard('{End}{Enter}');
  expect(print).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('a disabled item is announced as such and does nothing', async () => {
  const { user, trigger, send } = renderMenu();
  await user.click(trigger);
  const item = screen.getByRole('menuitem', { name: 'Send to meal plan' });
  expect(item).toHaveAttribute('aria-disabled', 'true');
  await user.click(item);
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByRole('menu')).toBeInTheDocument();
});

test('Escape closes and returns focus; a click outside closes', async () => {
  const { user, trigger } = renderMenu();
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('ArrowDown on the button opens the menu', async () => {
  const { user, trigger } = renderMenu();
  trigger.focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
});
