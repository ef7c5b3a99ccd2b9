import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { FilterItem, IngredientOption } from '../../contract/entities';
import { FilterDialog, type FilterDialogProps } from './FilterDialog';

const option = (value: number, name: string): IngredientOption => ({
  value, name, category_id: 1, category_name: 'Pantry staples', image: null, default_unit: 'unit', default_quantity: 1, estimated_expiry_days: 7,
});
const ingredients = [option(1, 'Garlic'), option(2, 'wild garlic'), option(3, 'onion'), option(4, 'garam masala')];
const categories = [{ value: 10, name: 'Soups' }, { value: 11, name: 'Mains' }];

function renderDialog(props: Partial<FilterDialogProps> = {}) {
  const onApply = jest.fn();
  const onCancel = jest.fn();
  const all: FilterDialogProps = { open: true, filters: [], saved: false, ingredients, categories, onApply, onCancel, ...props };
  const view = render(<MemoryRouter><FilterDialog {...all} /></MemoryRouter>);
  return { ...view, onApply, onCancel, user: userEvent.setup(), dialog: within(screen.getByRole('dialog')) };
}

test('titled "apply filters", with include/exclude, the three tabs, Save, cancel and apply', () => {
  const { dialog } = renderDialog();
  expect(screen.getByRole('dialog', { name: 'apply filters' })).toBeInTheDocument();
  expect(dialog.getByRole('radio', { name: 'include' })).toBeChecked();
  expect(dialog.getByRole('radio', { name: 'exclude' })).not.toBeChecked();
  expect(dialog.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ingredients', 'categories', 'preferences']);
  expect(dialog.getByRole('checkbox', { name: /^Save/ })).not.toBeChecked();
  expect(dialog.getByRole('button', { name: 'cancel' })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'apply' })).toBeInTheDocument();
});

test('in preferences mode it is titled "set preferences"', () => {
  renderDialog({ mode: 'preferences' });
  expect(screen.getByRole('dialog', { name: 'set preferences' })).toBeInTheDocument();
});

test('preferences are the five dietary tags with human labels', async () => {
  const { dialog, user } = renderDialog();
  await user.click(dialog.getByRole('tab', { name: 'preferences' }));
  const panel = within(dialog.getByRole('tabpanel'));
  expect(panel.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent))
    .toEqual(['vegetarian', 'vegan', 'dairy free', 'gluten free', 'sugar free']);
});

test('ingredient search starts at 3 characters and matches any case inside the name', async () => {
  const { dialog, user } = renderDialog();
  const search = dialog.getByRole('searchbox', { name: 'Search ingredients' });
  await user.type(search, 'ga');
  expect(dialog.queryAllByRole('checkbox', { name: /garlic/i })).toHaveLength(0);
  expect(dialog.getByText('Type at least 3 letters.')).toBeInTheDocument();
  await user.type(search, 'R');
  expect(dialog.getAllByRole('checkbox').filter((c) => c.closest('.tabs__panel')).map((c) => c.closest('label')?.textContent))
    .toEqual(['Garlic', 'garam masala', 'wild garlic']);
  await user.clear(search);
  await user.type(search, 'zzz');
  expect(dialog.getByText('No Options Found ...')).toBeInTheDocument();
});

test('chosen filters show as chips marked include or exclude, and can be removed', async () => {
  const { dialog, user, onApply } = renderDialog();
  await user.type(dialog.getByRole('searchbox', { name: 'Search ingredients' }), 'onion');
  await user.click(dialog.getByRole('checkbox', { name: /onion/ }));
  await user.click(dialog.getByRole('radio', { name: 'exclude' }));
  await user.click(dialog.getByRole('tab', { name: 'categories' }));
  await user.click(dialog.getByRole('checkbox', { name: 'Soups' }));
  await user.click(dialog.getByRole('tab', { name: 'preferences' }));
  await user.click(dialog.getByRole('checkbox', { name: 'gluten free' }));

  const chips = within(dialog.getByRole('list', { name: 'Chosen filters' }));
  expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['includeonion', 'excludeSoups', 'excludegluten free']);
  await user.click(chips.getByRole('button', { name: 'Remove exclude Soups' }));
  await user.click(dialog.getByRole('button', { name: 'apply' }));

  const expected: FilterItem[] = [
    { value: 3, name: 'onion', type: 'ingredient', includeExclude: 'include' },
    { value: 'gluten_free', name: 'gluten free', type: 'preference', includeExclude: 'exclude' },
  ];
  expect(onApply).toHaveBeenCalledWith(expected, false);
});

test('clear all removes every chip and hands the keyboard\'s focus to the dialog\'s first field, not to the page', async () => {
  const current: FilterItem[] = [
    { value: 11, name: 'Mains', type: 'category', includeExclude: 'include' },
    { value: 'vegan', name: 'vegan', type: 'preference', includeExclude: 'exclude' },
  ];
  const { dialog, user } = renderDialog({ filters: current });
  await user.click(dialog.getByRole('radio', { name: 'exclude' }));
  dialog.getByRole('button', { name: 'clear all' }).focus();
  await user.keyboard('{Enter}');
  expect(dialog.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
  expect(dialog.getByText('No filters chosen.')).toBeInTheDocument();
  await waitFor(() => expect(dialog.getByRole('radio', { name: 'exclude' })).toHaveFocus());
});

test('starts from the current filters and Save; cancel changes nothing', async () => {
  const current: FilterItem[] = [{ value: 11, name: 'Mains', type: 'category', includeExclude: 'include' }];
  const { dialog, user, onApply, onCancel } = renderDialog({ filters: current, saved: true });
  expect(dialog.getByRole('checkbox', { name: /^Save/ })).toBeChecked();
  await user.click(dialog.getByRole('tab', { name: 'categories' }));
  expect(dialog.getByRole('checkbox', { name: /Mains/ })).toBeChecked();
  await user.click(dialog.getByRole('checkbox', { name: /Mains/ }));
  await user.click(dialog.getByRole('button', { name: 'cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onApply).not.toHaveBeenCalled();
});

test('apply sends the Save choice', async () => {
  const { dialog, user, onApply } = renderDialog();
  await user.click(dialog.getByRole('checkbox', { name: /^Save/ }));
  await user.click(dialog.getByRole('button', { name: 'apply' }));
  expect(onApply).toHaveBeenCalledWith([], true);
});

test('while the options load, a spinner shows in their tabs', () => {
  const { dialog } = renderDialog({ loading: true });
  expect(dialog.getByRole('status')).toHaveTextContent('Loading ingredients');
});
