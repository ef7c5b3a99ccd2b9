import { act, screen, waitFor, within } from '@testing-library/react';
import type { ShareRequest } from '../../../contract/api';
import { MESSAGES } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { flour, jam, list, listItem, milk, serveLists, sharedList } from '../../../tests/fixtures/shoppingLists';
import { LOAD_FAILED } from '../../components/LoadFailed';

jest.setTimeout(15_000);

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

async function menuItems(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Options for ${name}` }));
  return screen.getAllByRole('menuitem').map((m) => [m.textContent, m.getAttribute('aria-disabled') === 'true' ? 'disabled' : 'enabled']);
}

test('read-only by default: items grouped by category with the fallback names, each with its amount', async () => {
  serveLists({ own: [list({ ingredients: [milk, flour, jam, listItem({ value: 99, id: 99, name: 'eggs', quantity: 6, unit: 'unit', measurement: 'unit', category_id: 42 })] })] });
  renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Weekend', level: 1 })).toBeInTheDocument();
  // category names come with the catalogue options; an unknown category is Misc, custom items Custom
  const dairy = await screen.findByRole('region', { name: 'Dairy & Eggs' });
  expect(headings()).toEqual(['Baking', 'Dairy & Eggs', 'Misc', 'Custom']);
  // a group's rows come in a render after the group (WindowedList)
  await within(dairy).findByText('milk');
  expect(within(dairy).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['milk2 l']);
  expect(within(screen.getByRole('region', { name: 'Baking' })).getByText('plain flour')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Misc' })).getByText('eggs')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Custom' })).getByText('Grandma jam')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByText('4 items')).toBeInTheDocument();
});

test('without the catalogue\'s category names (offline, none cached) the items are under "Items", not all "Misc"', async () => {
  serveLists({ own: [list()] });
  server.use(http.get(api('/form-options/ingredients'), () => HttpResponse.error()));
  renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  const items = await screen.findByRole('region', { name: 'Items' });
  expect(headings()).toEqual(['Items', 'Custom']);
  await within(items).findByText('milk');
  expect(within(items).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['milk2 l', 'plain flour1 kg']);
  expect(within(screen.getByRole('region', { name: 'Custom' })).getByText('Grandma jam')).toBeInTheDocument();
});

test('an empty list says "No Items Found"', async () => {
  serveLists({ own: [list({ ingredients: [] })] });
  renderApp('/user-shopping-lists/5', { signedIn: true });
  expect(await screen.findByText(MESSAGES.noItems)).toBeInTheDocument();
});

describe('SPEC §6: the menu of each role', () => {
  test.each([
    ['the owner', () => serveLists({ own: [list()] }), 5, 'Weekend', [
      ['delete', 'enabled'], ['shop', 'enabled'], ['share', 'enabled'], ['edit', 'enabled'], ['rename', 'enabled'], ['clipboard copy', 'enabled'], ['report prices', 'disabled'],
    ]],
    ['a shared viewer', () => serveLists({ shared: [sharedList(false)] }), 50, 'Party', [
      ['shop', 'enabled'], ['remove', 'enabled'], ['clipboard copy', 'enabled'], ['report prices', 'disabled'],
    ]],
    ['a shared editor', () => serveLists({ shared: [sharedList(true)] }), 50, 'Party', [
      ['shop', 'enabled'], ['edit', 'enabled'], ['rename', 'enabled'], ['remove', 'enabled'], ['clipboard copy', 'enabled'], ['report prices', 'disabled'],
    ]],
  ] as const)('%s', async (_who, serve, id, name, expected) => {
    serve();
    const { user } = renderApp(`/user-shopping-lists/${id}?view=readonly`, { signedIn: true });
    expect(await menuItems(user, name)).toEqual(expected);
  });
});

test('rename takes a name as creating does, and saves it with the items as they are and their version', async () => {
  const calls = serveLists({ own: [list({ version: 4 })] });
  const { user } = renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  await screen.findByRole('heading', { name: 'Weekend', level: 1 });
  await user.click(screen.getByRole('button', { name: 'Options for Weekend' }));
  await user.click(screen.getByRole('menuitem', { name: 'rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename Weekend' });
  const field = within(dialog).getByLabelText('Name');
  const rename = within(dialog).getByRole('button', { name: 'rename' });
  expect(field).toHaveValue('Weekend');
  expect(rename).toHaveAttribute('aria-disabled', 'true');
  await user.clear(field);
  await user.type(field, 'Week <end>');
  expect(within(dialog).getByText(MESSAGES.lettersNumbersSpaces)).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, 'Big shop');
  await user.click(rename);
  expect(await screen.findByRole('heading', { name: 'Big shop', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Rename Weekend' })).not.toBeInTheDocument();
  expect(calls.puts).toEqual([{ id: '5', body: { name: 'Big shop', ingredients: list().ingredients, version: 4 } }]);
});

test('a rename refused because the list changed meanwhile says so, and a second try builds on the list as it is now', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // lists without items: their rows render in transitions of their own, which a test's submit must not meet
  // (jsdom's FormData under jest-fixed-jsdom cannot read a form React hands it then)
  serveLists({ own: [list({ version: 4, ingredients: [] })] });
  const bodies: unknown[] = [];
  server.use(http.put(api('/user-shoppinglists/5'), async ({ request }) => {
    bodies.push(await request.json());
    return bodies.length === 1
      ? HttpResponse.json({ message: 'This list was changed by someone else since you opened it.', current: list({ version: 5, ingredients: [] }) }, { status: 412 })
      : HttpResponse.json({ shopping_list: list({ name: 'Big shop', version: 6, ingredients: [] }) });
  }));
  const { user } = renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  await screen.findByRole('heading', { name: 'Weekend', level: 1 });
  await user.click(screen.getByRole('button', { name: 'Options for Weekend' }));
  await user.click(screen.getByRole('menuitem', { name: 'rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename Weekend' });
  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Name'), 'Big shop');
  await user.click(within(dialog).getByRole('button', { name: 'rename' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This list was changed by someone else since you opened it.');
  await user.click(within(dialog).getByRole('button', { name: 'rename' }));
  expect(await screen.findByRole('heading', { name: 'Big shop', level: 1 })).toBeInTheDocument();
  expect(bodies).toEqual([{ name: 'Big shop', ingredients: [], version: 4 }, { name: 'Big shop', ingredients: [], version: 5 }]);
});

test('there is no rename while shopping: the ticks are kept by the list\'s name', async () => {
  serveLists({ own: [list()] });
  const { user } = renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
  expect((await menuItems(user, 'Weekend')).map(([label]) => label)).not.toContain('rename');
});

test('delete asks first, then deletes the list with "List Deleted." and goes back to the lists', async () => {
  const calls = serveLists({ own: [list()] });
  const { user, router } = renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  await menuItems(user, 'Weekend');
  await user.click(screen.getByRole('menuitem', { name: 'delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Weekend?' });
  expect(within(dialog).getByText('this action cannot be undone')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.listDeleted)).toBeInTheDocument();
  expect(calls.deleted).toEqual(['5']);
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-shopping-lists'));
});

test('remove leaves a shared list: "Remove {name} from shared lists?", then "List Removed." after 200 ms', async () => {
  serveLists({ shared: [sharedList(false)] });
  let body: unknown;
  server.use(http.put(api('/share/remove'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: 'ok' });
  }));
  const { user, router } = renderApp('/user-shopping-lists/50', { signedIn: true });
  await menuItems(user, 'Party');
  await user.click(screen.getByRole('menuitem', { name: 'remove' }));
  const dialog = screen.getByRole('dialog', { name: MESSAGES.confirmRemoveShared('Party', 'lists') });
  expect(within(dialog).getByText('this action cannot be undone')).toBeInTheDocument();
  const started = Date.now();
  await user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.listRemoved)).toBeInTheDocument();
  expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  expect(body).toEqual({ entity_id: 50, entity_type: 'UserShoppinglist' });
  expect(router.state.location.pathname).toBe('/user-shopping-lists');
  expect(router.state.location.hash).toBe('#shared');
});

test('clipboard copy puts the list on the clipboard and says "Copied to Clipboard"', async () => {
  serveLists({ own: [list()] });
  const { user } = renderApp('/user-shopping-lists/5', { signedIn: true });
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await menuItems(user, 'Weekend');
  await user.click(screen.getByRole('menuitem', { name: 'clipboard copy' }));
  expect(await screen.findByText(MESSAGES.copied)).toBeInTheDocument();
  expect(write).toHaveBeenLastCalledWith('Weekend\n- 2 l milk\n- 1 kg plain flour\n- 1 Grandma jam');
});

test('share opens the share dialog for the list; the recipients it answers show at once', async () => {
  serveLists({ own: [list()] });
  const bodies: ShareRequest[] = [];
  server.use(http.put(api('/share'), async ({ request }) => {
    const body = (await request.json()) as ShareRequest;
    bodies.push(body);
    return HttpResponse.json({ message: MESSAGES.shareSuccess, shared_with: body.shared_with });
  }));
  const { user } = renderApp('/user-shopping-lists/5', { signedIn: true });
  await menuItems(user, 'Weekend');
  await user.click(screen.getByRole('menuitem', { name: 'share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Weekend' });
  await user.type(within(dialog).getByLabelText('Email address'), 'friend@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'share' }));
  expect(await within(dialog).findByText(MESSAGES.shareSuccess)).toBeInTheDocument();
  expect(bodies).toEqual([{ shared_with: [{ email: 'friend@example.com', canEdit: false }], unshared_with: [], entity_id: 5, type: 'UserShoppinglist' }]);
  expect(within(dialog).getByRole('checkbox', { name: 'friend@example.com can edit' })).not.toBeChecked();
});

test('shop and edit in the menu lead to shop mode and the editor', async () => {
  serveLists({ own: [list()] });
  const { user, router } = renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  await menuItems(user, 'Weekend');
  await user.click(screen.getByRole('menuitem', { name: 'shop' }));
  expect(await screen.findByRole('button', { name: 'complete shop' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?viewMode=shopmode');
  await menuItems(user, 'Weekend');
  await user.click(screen.getByRole('menuitem', { name: 'edit' }));
  expect(await screen.findByLabelText('Add an item')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-shopping-lists/edit/5');
});

test('a list that is not there, or no longer shared, says so', async () => {
  serveLists({ own: [] });
  renderApp('/user-shopping-lists/77', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
});

describe('a list whose load gets no answer (QA C D1)', () => {
  /** The server gives no answer to anything (so the app holds no copy of the list to show instead) until `up()`. */
  function serveDown() {
    serveLists({ own: [list()] });
    let down = true;
    server.use(http.get(api('/*'), () => (down ? HttpResponse.error() : undefined)));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    return { up: () => { down = false; } };
  }

  afterEach(() => {
    jest.restoreAllMocks();
    // the server is within reach again for the next test (src/api/connection.ts keeps its mark)
    window.dispatchEvent(new Event('online'));
  });

  test('says it could not be loaded, not that it does not exist, and loads on try again', async () => {
    const { up } = serveDown();
    const { user } = renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
    expect(await screen.findByText(LOAD_FAILED.list, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'List not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ Shopping lists' })).toHaveAttribute('href', '/user-shopping-lists');
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByText(LOAD_FAILED.list)).toBeInTheDocument();
    up();
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('heading', { name: 'Weekend', level: 1 })).toBeInTheDocument();
  });

  test('loads by itself once the server answers again', async () => {
    const { up } = serveDown();
    renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
    expect(await screen.findByText(LOAD_FAILED.list, {}, { timeout: 10_000 })).toBeInTheDocument();
    up();
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(await screen.findByRole('heading', { name: 'Weekend', level: 1 })).toBeInTheDocument();
  });

  test('a server error says it could not be loaded too; only a 404 says not found', async () => {
    // a list the app does not hold (with a copy it shows that, useListLoad.test.tsx)
    serveLists({ own: [] });
    server.use(http.get(api('/user-shoppinglists/5'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/user-shopping-lists/5', { signedIn: true });
    expect(await screen.findByText(LOAD_FAILED.list, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'List not found' })).not.toBeInTheDocument();
  });
});
