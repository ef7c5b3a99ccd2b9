import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { flour, list, milk, serveLists } from '../../../tests/fixtures/shoppingLists';

jest.setTimeout(15_000);

test('a row removed by keyboard is said in the search\'s status, where an item added is, and the focus goes on', async () => {
  serveLists({ own: [list({ ingredients: [milk, flour] })] });
  const { user } = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  const status = within(await screen.findByRole('search', { name: 'Add items' })).getByRole('status');
  const remove = await screen.findByRole('button', { name: 'Remove milk' });
  act(() => remove.focus());
  await user.keyboard('{Enter}');
  expect(status).toHaveTextContent('milk removed');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove plain flour' })).toHaveFocus());
  await user.type(screen.getByLabelText('Add an item'), 'milk{Enter}');
  expect(status).toHaveTextContent('milk added');
  await user.click(screen.getByRole('button', { name: 'Remove plain flour' }));
  expect(status).toHaveTextContent('plain flour removed');
});
