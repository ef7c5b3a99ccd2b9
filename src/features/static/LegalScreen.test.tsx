import { screen } from '@testing-library/react';
import { MIN_USER_AGE, TERMS_LAST_UPDATED } from '../../../contract/constants';
import { renderApp } from '../../../tests/fixtures/renderApp';

jest.setTimeout(15_000);

test('/legal opens on the terms, with the minimum age and the date they were last updated', async () => {
  renderApp('/legal');
  const terms = await screen.findByRole('tabpanel', { name: 'Terms' });
  expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
  expect(terms).toHaveTextContent(`Last updated ${TERMS_LAST_UPDATED}`);
  expect(terms).toHaveTextContent(`at least ${MIN_USER_AGE} years old`);
  // as the app does it: the account is deleted in Preferences, not on request
  expect(terms).toHaveTextContent('delete your account at any time in Preferences');
});

test.each([
  ['#privacy', 'Privacy', 'tutorial_enabled'],
  // every mail the app sends, not 'only' three of them
  ['#privacy', 'Privacy', 'when someone shares a list, plan or store with your address'],
  ['#allergen', 'Allergens', 'Sulphur dioxide and sulphites'],
])('%s opens its tab', async (hash, label, text) => {
  renderApp(`/legal${hash}`);
  const panel = await screen.findByRole('tabpanel', { name: label });
  expect(panel).toHaveTextContent(text);
  expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
});

test('choosing a tab puts it in the address', async () => {
  const { user, router } = renderApp('/legal');
  await user.click(await screen.findByRole('tab', { name: 'Allergens' }));
  expect(router.state.location.hash).toBe('#allergen');
  expect(screen.getByRole('tabpanel', { name: 'Allergens' })).toHaveTextContent('may be wrong');
});

test('/about credits the open data', async () => {
  renderApp('/about');
  expect(await screen.findByRole('heading', { name: 'About Larder' })).toBeInTheDocument();
  expect(screen.getByText(/USDA FoodKeeper/).closest('li')).toHaveTextContent('public domain');
  expect(screen.getByRole('link', { name: 'Open Database License (ODbL)' })).toBeInTheDocument();
});
