// QA household 5: a member of a shared list, store or plan is told on its page whose it is and whether they may
// change it, beside 'shared by', not only by the buttons that are missing.
import { screen } from '@testing-library/react';
import { renderApp } from '../../tests/fixtures/renderApp';
import { sharedPlan, servePlans } from '../../tests/fixtures/mealplans';
import { list, serveLists, sharedList } from '../../tests/fixtures/shoppingLists';
import { sharedStore } from '../../tests/fixtures/stores';

jest.setTimeout(20_000);

const pages = [
  { what: 'a list', path: '/user-shopping-lists/50?view=readonly', name: 'Party', serve: (canEdit: boolean) => serveLists({ shared: [sharedList(canEdit)] }) },
  { what: 'a store', path: '/user-stores/20', name: 'Shed', serve: (canEdit: boolean) => serveLists({ shared: [sharedStore(canEdit)] }) },
  { what: 'a meal plan', path: '/user-meal-plans/70', name: 'Family dinners', serve: (canEdit: boolean) => servePlans({ shared: [sharedPlan(canEdit)] }) },
];

describe.each(pages)('$what shared with the user', ({ path, name, serve }) => {
  test.each([
    ['with the view right only', false, 'view only'],
    ['with the edit right', true, 'you can edit'],
  ])('%s says so in its header', async (_how, canEdit, said) => {
    serve(canEdit);
    renderApp(path, { signedIn: true });
    const heading = await screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });
    const header = heading.closest('header')!;
    expect(header).toHaveTextContent(`Alice · ${said}`);
  });
});

test('the user\'s own says nothing of the kind', async () => {
  serveLists({ own: [list({ name: 'Party', shared_with: [{ email: 'friend@example.com', canEdit: false }] })] });
  renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  const header = (await screen.findByRole('heading', { name: 'Party', level: 1 }, { timeout: 15_000 })).closest('header')!;
  expect(header).not.toHaveTextContent('view only');
  expect(header).not.toHaveTextContent('you can edit');
  expect(header).not.toHaveTextContent('shared by');
});
