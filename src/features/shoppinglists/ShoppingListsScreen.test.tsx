import { act, screen, waitFor, within } from '@testing-library/react';
import { SHARED_LISTED_MAX, SHARED_TOTAL_COUNT_HEADERS, SHOPPINGLISTS_LISTED_MAX, TOTAL_COUNT_HEADER } from '../../../contract/api';
import { MESSAGES } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { LEFT_OUT, leftOutText } from '../../components/LeftOutNote';
import { FRESHNESS_TEXT } from '../../components/Freshness';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { offlineStore } from '../../pwa/offlineData';
import { api, brokenUntilFixed, demoUser, http, HttpResponse, server, stalledReads } from '../../../tests/fixtures/server';
import { list, serveLists, sharedList } from '../../../tests/fixtures/shoppingLists';

// the first test loads the lazy screens
jest.setTimeout(15_000);

const enGB = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' }).format(new Date(iso));
const weekend = list();
const weekday = list({ user_shoppinglist_id: 6, name: 'Weekday', ingredients: [], updated_at: '2026-03-08T08:00:00.000Z' });

async function menuItems(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Options for ${name}` }));
  return screen.getAllByRole('menuitem').map((m) => m.textContent);
}

test('my lists: each row shows the updated date (en-GB), name and item count, and opens the list to read', async () => {
  serveLists({ own: [weekend, weekday] });
  const { user, router } = renderApp('/user-shopping-lists', { signedIn: true });
  expect(await screen.findByRole('tab', { name: 'my lists', selected: true })).toBeInTheDocument();
  const rows = await screen.findAllByRole('link', { name: /Week/ });
  expect(rows.map((r) => r.textContent)).toEqual([
    `Weekend3 itemsupdated ${enGB(weekend.updated_at)}`,
    `Weekday0 itemsupdated ${enGB(weekday.updated_at)}`,
  ]);
  await user.click(rows[0]!);
  expect(router.state.location.pathname).toBe('/user-shopping-lists/5');
  expect(router.state.location.search).toBe('?view=readonly');
});

test('with no list of one\'s own it opens on shared with me, where the owner\'s name shows; my lists says Ziltch. (QA newcomer 4)', async () => {
  serveLists({ shared: [sharedList(false)] });
  const { user, router } = renderApp('/user-shopping-lists', { signedIn: true });
  const row = await screen.findByRole('link', { name: /Party/ });
  expect(screen.getByRole('tab', { name: 'shared with me', selected: true })).toBeInTheDocument();
  expect(row).toHaveTextContent('shared by Alice');
  expect(row).toHaveAttribute('href', '/user-shopping-lists/50?view=readonly');
  await user.click(screen.getByRole('tab', { name: 'my lists' }));
  expect(router.state.location.hash).toBe('#mylists');
  expect(await screen.findByText(MESSAGES.ziltch)).toBeVisible();
});

test('with lists of one\'s own it opens on my lists, whatever is shared', async () => {
  serveLists({ own: [weekend], shared: [sharedList(false)] });
  renderApp('/user-shopping-lists', { signedIn: true });
  expect(await screen.findByRole('link', { name: /Weekend/ })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'my lists', selected: true })).toBeInTheDocument();
});

test('past the server\'s cap my lists says how many older lists are not shown, above the rows', async () => {
  serveLists({ own: [weekend, weekday] });
  // the server's answer holds the most recently changed lists and says how many there are in all
  server.use(http.get(api('/user-shoppinglists'), () => HttpResponse.json([weekend, weekday], { headers: { [TOTAL_COUNT_HEADER]: '9' } })));
  renderApp('/user-shopping-lists', { signedIn: true });
  const note = await screen.findByText(leftOutText(7, LEFT_OUT.lists));
  expect(note).toHaveTextContent(`Only your ${SHOPPINGLISTS_LISTED_MAX} most recently changed lists are listed. 7 older lists are not shown.`);
  expect(note.compareDocumentPosition(screen.getByRole('link', { name: /Weekend/ }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(leftOutText(1, LEFT_OUT.lists)).toMatch(/ 1 older list is not shown\.$/);
});

test('with every list in the answer nothing is said of older lists', async () => {
  serveLists({ own: [weekend, weekday] });
  server.use(http.get(api('/user-shoppinglists'), () => HttpResponse.json([weekend, weekday], { headers: { [TOTAL_COUNT_HEADER]: '2' } })));
  renderApp('/user-shopping-lists', { signedIn: true });
  expect(await screen.findByRole('link', { name: /Weekend/ })).toBeInTheDocument();
  expect(screen.queryByText(/not shown/)).not.toBeInTheDocument();
});

test('past the server\'s cap shared with me says how many older lists shared with the user are not shown', async () => {
  const party = sharedList(false);
  serveLists({ own: [weekend], shared: [party] });
  // the answer holds the latest of each type and says how many of each are shared in all: 3 lists, 40 plans
  server.use(http.get(api('/share'), () => HttpResponse.json([party], {
    headers: { [SHARED_TOTAL_COUNT_HEADERS.UserShoppinglist]: '3', [SHARED_TOTAL_COUNT_HEADERS.UserMealplan]: '40' },
  })));
  const { user } = renderApp('/user-shopping-lists#shared', { signedIn: true });
  const note = await screen.findByText(leftOutText(2, LEFT_OUT.sharedLists));
  expect(note).toHaveTextContent(`Only the ${SHARED_LISTED_MAX} most recently changed lists shared with you are listed. 2 older lists are not shown.`);
  expect(note.compareDocumentPosition(screen.getByRole('link', { name: /Party/ }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  // the own lists' tab says nothing of them
  await user.click(screen.getByRole('tab', { name: 'my lists' }));
  expect(await screen.findByRole('link', { name: /Weekend/ })).toBeVisible();
  expect(note).not.toBeVisible();
  expect(screen.getAllByText(/not shown/)).toEqual([note]);
});

test('shared with me empty: "zip."', async () => {
  serveLists({ own: [weekend] });
  renderApp('/user-shopping-lists#shared', { signedIn: true });
  expect(await screen.findByText(MESSAGES.zip)).toBeInTheDocument();
});

describe('the options menu of a row', () => {
  test('start shop opens shop mode; edit opens the editor', async () => {
    serveLists({ own: [weekend] });
    const { user, router } = renderApp('/user-shopping-lists', { signedIn: true });
    expect(await menuItems(user, 'Weekend')).toEqual(['start shop', 'edit']);
    await user.click(screen.getByRole('menuitem', { name: 'start shop' }));
    expect(router.state.location.pathname).toBe('/user-shopping-lists/5');
    expect(router.state.location.search).toBe('?viewMode=shopmode');
  });

  test.each([
    ['a shared viewer', false, ['start shop']],
    ['a shared editor', true, ['start shop', 'edit']],
  ])('%s', async (_who, canEdit, expected) => {
    serveLists({ shared: [sharedList(canEdit)] });
    const { user } = renderApp('/user-shopping-lists#shared', { signedIn: true });
    expect(await menuItems(user, 'Party')).toEqual(expected);
  });

  test('edit goes to the edit screen', async () => {
    serveLists({ own: [weekend] });
    const { user, router } = renderApp('/user-shopping-lists', { signedIn: true });
    await menuItems(user, 'Weekend');
    await user.click(screen.getByRole('menuitem', { name: 'edit' }));
    expect(router.state.location.pathname).toBe('/user-shopping-lists/edit/5');
  });
});

describe('SPEC §5: creating a list', () => {
  test('the name allows letters, numbers and spaces; create is disabled when empty; then the edit screen opens', async () => {
    serveLists({ own: [] });
    let body: unknown;
    server.use(http.post(api('/user-shoppinglists'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ user_shoppinglist_id: 12, name: 'Friday Shop 2', user_shoppinglist_ingredients: [] }, { status: 201 });
    }));
    const created = list({ user_shoppinglist_id: 12, name: 'Friday Shop 2', ingredients: [] });
    server.use(http.get(api('/user-shoppinglists/12'), () => HttpResponse.json({ shopping_list: created })));
    const { user, router } = renderApp('/user-shopping-lists', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a Shopping List' });
    const create = within(dialog).getByRole('button', { name: 'create' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    const name = within(dialog).getByLabelText('Name');
    await user.type(name, '   ');
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await user.clear(name);
    await user.type(name, 'Friday Shop!');
    expect(within(dialog).getByText(MESSAGES.lettersNumbersSpaces)).toBeInTheDocument();
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await user.clear(name);
    await user.type(name, 'Friday Shop 2');
    expect(within(dialog).queryByText(MESSAGES.lettersNumbersSpaces)).not.toBeInTheDocument();
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'Friday Shop 2', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-shopping-lists/edit/12');
    expect(body).toEqual({ name: 'Friday Shop 2', ingredients: [] });
    expect(screen.getByLabelText('Add an item')).toBeInTheDocument();
  });

  test('create is disabled while the call is under way (aria-disabled: Enter on it keeps the focus in the dialog), and a failure says so and lets the user try again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveLists({ own: [] });
    let answer!: () => void;
    server.use(http.post(api('/user-shoppinglists'), async () => {
      await new Promise<void>((resolve) => { answer = resolve; });
      return HttpResponse.json({ message: 'The name is refused.' }, { status: 400 });
    }));
    const { user } = renderApp('/user-shopping-lists', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a Shopping List' });
    await user.type(within(dialog).getByLabelText('Name'), 'Market');
    const create = within(dialog).getByRole('button', { name: 'create' });
    await user.tab();
    await user.tab();
    expect(create).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    expect(create).not.toBeDisabled();
    expect(create).toHaveFocus();
    answer();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The name is refused.');
    expect(create).toHaveAttribute('aria-disabled', 'false');
    expect(create).toHaveFocus();
    warn.mockRestore();
  });

  test('/user-shopping-lists/create is the same flow, titled "Create a Shopping List"', async () => {
    serveLists({ own: [] });
    server.use(
      http.post(api('/user-shoppinglists'), () => HttpResponse.json({ user_shoppinglist_id: 13, name: 'Market', user_shoppinglist_ingredients: [] }, { status: 201 })),
      http.get(api('/user-shoppinglists/13'), () => HttpResponse.json({ shopping_list: list({ user_shoppinglist_id: 13, name: 'Market', ingredients: [] }) })),
    );
    const { user, router } = renderApp('/user-shopping-lists/create', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Create a Shopping List', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Market');
    await user.click(screen.getByRole('button', { name: 'create' }));
    expect(await screen.findByRole('heading', { name: 'Market', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-shopping-lists/edit/13');
  });
});

test('the dashboard card "my lists" links each list to read, and manage to the lists', async () => {
  serveLists({ own: [weekend, weekday] });
  renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'my lists' });
  expect(await within(card).findByRole('link', { name: 'Weekend' })).toHaveAttribute('href', '/user-shopping-lists/5?view=readonly');
  expect(within(card).getByRole('link', { name: 'Weekday' })).toHaveAttribute('href', '/user-shopping-lists/6?view=readonly');
  expect(within(card).getByRole('link', { name: 'manage' })).toHaveAttribute('href', '/user-shopping-lists');
});

test('with no list of one\'s own the card shows those shared with the user, not "No shopping lists yet." (QA newcomer 4)', async () => {
  serveLists({ shared: [sharedList(true, { name: 'Weekly shop', owner_name: 'jo_cooks' })] });
  const { user, router } = renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'my lists' });
  const row = await within(card).findByRole('link', { name: 'Weekly shop' });
  expect(row).toHaveAttribute('href', '/user-shopping-lists/50?view=readonly');
  expect(row.parentElement).toHaveTextContent('Weekly shop · shared by jo_cooks · 3 items');
  expect(within(card).getByRole('heading', { name: 'shared with me' })).toBeInTheDocument();
  expect(within(card).queryByText('No shopping lists yet.')).not.toBeInTheDocument();
  // manage opens the lists on what is shared
  await user.click(within(card).getByRole('link', { name: 'manage' }));
  expect(await screen.findByRole('tab', { name: 'shared with me', selected: true })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-shopping-lists');
});

test('the card says "No shopping lists yet." only once nothing is shared either', async () => {
  serveLists();
  renderApp('/user-dashboard', { signedIn: true });
  const card = await screen.findByRole('region', { name: 'my lists' });
  expect(await within(card).findByText('No shopping lists yet.')).toBeInTheDocument();
});

test('a load that fails says so with try again, not that there are no lists', async () => {
  serveLists({ own: [weekend] });
  const outage = brokenUntilFixed();
  server.use(http.get(api('/user-shoppinglists'), outage.answer()));
  const { user } = renderApp('/user-shopping-lists', { signedIn: true });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(LOAD_FAILED.lists);
  outage.fix();
  await user.click(within(alert).getByRole('button', { name: 'try again' }));
  expect(await screen.findByRole('link', { name: /Weekend/ })).toBeInTheDocument();
});

test('a start on a stalled connection shows the lists this device keeps at once, "Updating…" while read, and a failed read leaves them, saying so', async () => {
  await offlineStore.save({ userId: demoUser.id, savedAt: Date.now(), shoppinglists: [weekend, weekday], user_stores: [], shared_with_me: [sharedList(false)], mealplans: [] });
  const connection = stalledReads('/user-shoppinglists', '/share');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderApp('/user-shopping-lists', { signedIn: true });
  expect(await screen.findByRole('link', { name: /Weekday/ })).toBeInTheDocument();
  expect(within(screen.getByRole('tabpanel')).queryByText('Loading lists')).not.toBeInTheDocument();
  expect(await screen.findByText(FRESHNESS_TEXT.updating)).toHaveAttribute('role', 'status');
  act(() => connection.fail());
  const note = await screen.findByText(FRESHNESS_TEXT.notUpdated, { exact: false });
  expect(within(note).getByRole('button', { name: 'try again' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Weekend/ })).toBeInTheDocument();
  expect(screen.queryByText(LOAD_FAILED.lists)).not.toBeInTheDocument();
  warn.mockRestore();
  await offlineStore.clear();
});
