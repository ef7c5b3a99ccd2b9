import { act, screen, waitFor, within } from '@testing-library/react';
import { SHARED_LISTED_MAX, SHARED_TOTAL_COUNT_HEADERS, STORES_MAX } from '../../../contract/api';
import type { FoodStore, SharedWithMe } from '../../../contract/entities';
import { MESSAGES, NAME_MAX, STORE_DESCRIPTION_MAX } from '../../../contract/rules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { OFFLINE_MESSAGE } from '../../api/http';
import { FRESHNESS_TEXT } from '../../components/Freshness';
import { LEFT_OUT, leftOutText } from '../../components/LeftOutNote';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { offlineStore } from '../../pwa/offlineData';
import { api, brokenUntilFixed, demoUser, http, HttpResponse, server, stalledReads } from '../../../tests/fixtures/server';
import { item, options, sharedStore, store } from '../../../tests/fixtures/stores';
import { confirmRemoveStore } from './useStoreActions';

function serve(own: FoodStore[], shared: SharedWithMe[] = []) {
  server.use(
    http.get(api('/stores'), () => HttpResponse.json(own)),
    http.get(api('/share'), () => HttpResponse.json(shared)),
  );
}

const pantry = store({ description: 'Kitchen cupboard', items: [item(), item({ id: 3, value: 3, name: 'flour' })] });
const fridge = store({ id: 11, name: 'Fridge', default: false, items: [item()] });

async function menuItems(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Options for ${name}` }));
  const menu = screen.getByRole('menu', { name: `Options for ${name}` });
  return within(menu).getAllByRole('menuitem').map((m) => m.textContent);
}

test('my stores is the default tab: name, description, item count and the default marker', async () => {
  serve([pantry, fridge], [sharedStore(false)]);
  const { router } = renderApp('/user-stores', { signedIn: true });
  expect(await screen.findByRole('tab', { name: 'my stores' })).toHaveAttribute('aria-selected', 'true');
  const row = (await screen.findByRole('link', { name: /Pantry/ }));
  expect(row).toHaveTextContent('Pantry');
  expect(row).toHaveTextContent('default');
  expect(row).toHaveTextContent('Kitchen cupboard');
  expect(row).toHaveTextContent('2 items');
  expect(row).toHaveAttribute('href', '/user-stores/10?view=readonly');
  expect(screen.getByRole('link', { name: /Fridge/ })).not.toHaveTextContent('default');
  expect(router.state.location.hash).toBe('');
});

test('shared with me shows the owner of each shared store, and follows #shared', async () => {
  serve([pantry], [sharedStore(false, { items: [item()] })]);
  const { user, router } = renderApp('/user-stores', { signedIn: true });
  await user.click(await screen.findByRole('tab', { name: 'shared with me' }));
  expect(router.state.location.hash).toBe('#shared');
  const row = await screen.findByRole('link', { name: /Shed/ });
  expect(row).toHaveTextContent('1 item · shared by Alice');
});

test('past the server\'s cap shared with me says how many older stores shared with the user are not shown, above the rows', async () => {
  const shed = sharedStore(false);
  serve([pantry], [shed]);
  // the answer holds the latest of each type and says how many of each are shared in all
  server.use(http.get(api('/share'), () => HttpResponse.json([shed], { headers: { [SHARED_TOTAL_COUNT_HEADERS.UserFoodStore]: '5' } })));
  const { user } = renderApp('/user-stores#shared', { signedIn: true });
  const note = await screen.findByText(leftOutText(4, LEFT_OUT.sharedStores));
  expect(note).toHaveTextContent(`Only the ${SHARED_LISTED_MAX} most recently changed stores shared with you are listed. 4 older stores are not shown.`);
  expect(note.compareDocumentPosition(screen.getByRole('link', { name: /Shed/ }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(leftOutText(1, LEFT_OUT.sharedStores)).toMatch(/ 1 older store is not shown\.$/);
  // one's own are all listed
  await user.click(screen.getByRole('tab', { name: 'my stores' }));
  expect(await screen.findByRole('link', { name: /Pantry/ })).toBeVisible();
  expect(screen.getAllByText(/not shown/)).toEqual([note]);
  expect(note).not.toBeVisible();
});

test('both tabs list the stores in English alphabetical order, not the server\'s byte order or the order they were shared in (QA intl D3)', async () => {
  const names = ['Lublin', 'Pantry', 'Zucchini box', 'apfel', 'eau froide', 'Ärmel', 'Été', 'Łódź'];
  const theirs = ['Zucchini box', 'Été', 'eau froide', 'apfel'];
  serve(
    names.map((name, i) => store({ id: 30 + i, name, default: name === 'Pantry' })),
    theirs.map((name, i) => sharedStore(false, { id: 40 + i, name })),
  );
  const { user } = renderApp('/user-stores', { signedIn: true });
  const rows = async () => {
    await screen.findAllByRole('button', { name: /^Options for / });
    return within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /^Options for / }).map((b) => b.getAttribute('aria-label')!.slice('Options for '.length));
  };
  expect(await rows()).toEqual(['apfel', 'Ärmel', 'eau froide', 'Été', 'Łódź', 'Lublin', 'Pantry', 'Zucchini box']);
  await user.click(screen.getByRole('tab', { name: 'shared with me' }));
  await waitFor(async () => expect(await rows()).toEqual(['apfel', 'eau froide', 'Été', 'Zucchini box']));
});

test('with no store of one\'s own (a shared one made default, the own one deleted) it opens on shared with me', async () => {
  serve([], [sharedStore(true, { items: [item()] })]);
  renderApp('/user-stores', { signedIn: true });
  expect(await screen.findByRole('link', { name: /Shed/ })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'shared with me', selected: true })).toBeInTheDocument();
});

test('empty states: nope without stores, nada without shared stores', async () => {
  serve([], []);
  const { user } = renderApp('/user-stores#mystores', { signedIn: true });
  expect(await screen.findByText(MESSAGES.nope)).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'shared with me' }));
  expect(await screen.findByText(MESSAGES.nada)).toBeInTheDocument();
});

test('an address not confirmed: the empty shared tab says why nothing has come, with the way to confirm it', async () => {
  serve([pantry], []);
  server.use(http.get(api('/account'), () => HttpResponse.json({ id: 1, name: 'Demo Cook', email: 'demo@larder.local', email_verified: false, expiry_digest: false })));
  const { user } = renderApp('/user-stores', { signedIn: true });
  await user.click(await screen.findByRole('tab', { name: 'shared with me' }));
  const panel = screen.getByRole('tabpanel', { name: 'shared with me' });
  expect(await within(panel).findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  expect(within(panel).queryByText('Nobody has shared a store with you yet.')).not.toBeInTheDocument();
});

describe('the create dialog', () => {
  test('the name is required, and name and description take letters, numbers and spaces only', async () => {
    serve([pantry]);
    const { user } = renderApp('/user-stores', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a store' });
    const create = within(dialog).getByRole('button', { name: 'create' });
    expect(create).toHaveAttribute('aria-disabled', 'true');

    const name = within(dialog).getByLabelText('Name');
    await user.type(name, 'Fridge!');
    expect(within(dialog).getByText(MESSAGES.lettersNumbersSpaces)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await user.clear(name);
    expect(within(dialog).getByText(MESSAGES.nameRequired)).toBeInTheDocument();

    await user.type(name, 'Fridge');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'top <shelf>');
    expect(within(dialog).getByText(MESSAGES.lettersNumbersSpaces)).toBeInTheDocument();
    expect(create).toHaveAttribute('aria-disabled', 'true');
  });

  test('a valid store is created and opens for editing', async () => {
    const own = [pantry];
    serve(own);
    let body: unknown;
    server.use(http.post(api('/stores'), async ({ request }) => {
      body = await request.json();
      own.push(store({ id: 12, name: 'Garage Freezer', description: 'Chest freezer', default: false }));
      return HttpResponse.json(own.at(-1), { status: 201 });
    }), http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })));
    const { user, router } = renderApp('/user-stores', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a store' });
    await user.type(within(dialog).getByLabelText('Name'), 'Garage Freezer');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Chest freezer');
    await user.click(within(dialog).getByRole('button', { name: 'create' }));

    expect(await screen.findByRole('heading', { name: 'Garage Freezer', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-stores/12');
    expect(body).toEqual({ name: 'Garage Freezer', description: 'Chest freezer' });
    expect(screen.getByLabelText('Add an item')).toBeInTheDocument();
  });

  test('a create sent again after its answer was lost goes with the same key: the store made the first time opens', async () => {
    const own = [pantry];
    serve(own);
    const keys: (string | null)[] = [];
    server.use(http.post(api('/stores'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (keys.length === 1) return HttpResponse.error();
      own.push(store({ id: 12, name: 'Garage', default: false }));
      return HttpResponse.json(own.at(-1), { status: 201 });
    }), http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, router } = renderApp('/user-stores', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a store' });
    await user.type(within(dialog).getByLabelText('Name'), 'Garage');
    await user.click(within(dialog).getByRole('button', { name: 'create' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-stores/12'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys[1]).toBe(keys[0]);
    warn.mockRestore();
  });

  test('Enter on create keeps the focus on it, in the dialog: aria-disabled while the call is under way, not disabled', async () => {
    serve([pantry]);
    let answer!: () => void;
    server.use(http.post(api('/stores'), async () => {
      await new Promise<void>((resolve) => { answer = resolve; });
      return HttpResponse.json({ message: 'no' }, { status: 500 });
    }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderApp('/user-stores', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a store' });
    await user.type(within(dialog).getByLabelText('Name'), 'Garage');
    const create = within(dialog).getByRole('button', { name: 'create' });
    create.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    expect(create).not.toBeDisabled();
    expect(create).toHaveFocus();
    answer();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.storeActionError);
    expect(create).toHaveAttribute('aria-disabled', 'false');
    expect(create).toHaveFocus();
    warn.mockRestore();
  });

  test('name and description past the server\'s limits are kept and said; a refused create shows the spec message, not the server\'s text', async () => {
    serve([pantry]);
    server.use(http.post(api('/stores'), () => HttpResponse.json(
      { message: 'Validation failed', errors: { name: ['Too big: expected string to have <=200 characters'] } }, { status: 400 },
    )));
    const { user } = renderApp('/user-stores', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a store' });
    const name = within(dialog).getByLabelText('Name');
    const description = within(dialog).getByLabelText('Description (optional)');
    const create = within(dialog).getByRole('button', { name: 'create' });
    // a paste past a bound is kept whole and said, not cut short without a word; create waits until it fits
    await user.click(name);
    await user.paste('a'.repeat(NAME_MAX + 120));
    expect(name).toHaveValue('a'.repeat(NAME_MAX + 120));
    expect(within(dialog).getByText(MESSAGES.nameTooLong)).toBeInTheDocument();
    await user.click(description);
    await user.paste('b'.repeat(STORE_DESCRIPTION_MAX + 1));
    expect(description).toHaveValue('b'.repeat(STORE_DESCRIPTION_MAX + 1));
    expect(within(dialog).getByText(MESSAGES.descriptionTooLong)).toBeInTheDocument();
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await user.clear(name);
    await user.click(name);
    await user.paste('a'.repeat(NAME_MAX));
    await user.type(description, '{Backspace}');
    expect(create).toHaveAttribute('aria-disabled', 'false');

    await user.click(create);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.storeActionError);
    expect(within(dialog).queryByText(/Too big/)).not.toBeInTheDocument();
  });

  test('a create refused as one store too many says why, and the dialog stays with what was typed', async () => {
    serve([pantry]);
    server.use(http.post(api('/stores'), () => HttpResponse.json({ message: SERVER_MESSAGES.storesFull }, { status: 409 })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderApp('/user-stores', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a store' });
    await user.type(within(dialog).getByLabelText('Name'), 'Garage');
    await user.click(within(dialog).getByRole('button', { name: 'create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`You can have up to ${STORES_MAX} stores. Delete one you no longer use to create another.`);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Garage');
    warn.mockRestore();
  });
});

describe('SPEC §6: the options menu of each row', () => {
  test.each([
    ['the owner of the default store', [pantry], [], 'Pantry', ['view', 'edit', 'rename', 'share']],
    ['the owner of another store', [pantry, fridge], [], 'Fridge', ['view', 'edit', 'set default', 'rename', 'share', 'delete']],
    ['a shared viewer', [pantry], [sharedStore(false)], 'Shed', ['view', 'remove']],
    ['a shared editor', [pantry], [sharedStore(true)], 'Shed', ['view', 'edit', 'set default', 'rename', 'remove']],
  ] as const)('%s', async (_who, own, shared, name, expected) => {
    serve([...own], [...shared]);
    const { user } = renderApp(shared.length ? '/user-stores#shared' : '/user-stores', { signedIn: true });
    expect(await menuItems(user, name)).toEqual(expected);
  });
});

test('delete asks first, then deletes the store with "Store Deleted."', async () => {
  serve([pantry, fridge]);
  let deleted = '';
  server.use(http.delete(api('/stores/:id'), ({ params }) => {
    deleted = String(params.id);
    return HttpResponse.json({ message: MESSAGES.storeDeleted });
  }));
  const { user } = renderApp('/user-stores', { signedIn: true });
  await menuItems(user, 'Fridge');
  await user.click(screen.getByRole('menuitem', { name: 'delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Fridge?' });
  expect(within(dialog).getByText('this action cannot be undone')).toBeInTheDocument();
  // a store nobody else has says nothing more; one shared says who loses it (below)
  await user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.storeDeleted)).toBeInTheDocument();
  expect(deleted).toBe('11');
  expect(screen.queryByRole('link', { name: /Fridge/ })).not.toBeInTheDocument();
});

test('deleting a store its owner shares says who else loses it', async () => {
  serve([pantry, { ...fridge, shared_with: [{ email: 'flatmate@example.com', canEdit: true }, { email: 'neighbour@example.com', canEdit: false }] }]);
  const { user } = renderApp('/user-stores', { signedIn: true });
  await menuItems(user, 'Fridge');
  await user.click(screen.getByRole('menuitem', { name: 'delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Fridge?' });
  expect(within(dialog).getByText('this action cannot be undone. it is shared with 2 people, who will lose it too.')).toBeInTheDocument();
});

test('set default on an owned store moves the default marker', async () => {
  serve([pantry, fridge]);
  server.use(http.get(api('/stores/:id/default'), () => HttpResponse.json({ message: 'x', store: { ...fridge, default: true } })));
  const { user } = renderApp('/user-stores', { signedIn: true });
  await menuItems(user, 'Fridge');
  await user.click(screen.getByRole('menuitem', { name: 'set default' }));
  expect(await screen.findByText(MESSAGES.setToDefault('Fridge'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Fridge/ })).toHaveTextContent('default');
  expect(screen.getByRole('link', { name: /Pantry/ })).not.toHaveTextContent('default');
});

test('a shared editor sets the shared store as default through /share/default', async () => {
  serve([pantry], [sharedStore(true)]);
  let body: unknown;
  server.use(http.put(api('/share/default'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: 'x' });
  }));
  const { user } = renderApp('/user-stores#shared', { signedIn: true });
  await menuItems(user, 'Shed');
  await user.click(screen.getByRole('menuitem', { name: 'set default' }));
  expect(await screen.findByText(MESSAGES.setToDefault('Shed'))).toBeInTheDocument();
  expect(body).toEqual({ entity_id: 20, entity_type: 'UserFoodStore' });
  expect(screen.getByRole('link', { name: /Shed/ })).toHaveTextContent('default');
});

test('a failed action shows the spec message', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve([pantry, fridge]);
  server.use(http.get(api('/stores/:id/default'), () => HttpResponse.json({ message: 'no' }, { status: 500 })));
  const { user } = renderApp('/user-stores', { signedIn: true });
  await menuItems(user, 'Fridge');
  await user.click(screen.getByRole('menuitem', { name: 'set default' }));
  expect(await screen.findByText(MESSAGES.storeActionError)).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('stores: set default failed', expect.objectContaining({ status: 500 }));
  warn.mockRestore();
});

test('remove leaves a shared store with "{name} removed."', async () => {
  serve([pantry], [sharedStore(false)]);
  let body: unknown;
  server.use(http.put(api('/share/remove'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: MESSAGES.removedNamed('Shed') });
  }));
  const { user } = renderApp('/user-stores#shared', { signedIn: true });
  await menuItems(user, 'Shed');
  await user.click(screen.getByRole('menuitem', { name: 'remove' }));
  await user.click(within(screen.getByRole('dialog', { name: confirmRemoveStore('Shed') })).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.removedNamed('Shed'))).toBeInTheDocument();
  expect(body).toEqual({ entity_id: 20, entity_type: 'UserFoodStore' });
  await waitFor(() => expect(screen.queryByRole('link', { name: /Shed/ })).not.toBeInTheDocument());
  expect(screen.getByText(MESSAGES.nada)).toBeInTheDocument();
});

test('a load that fails says so with try again, not that there are no stores', async () => {
  const outage = brokenUntilFixed();
  server.use(
    http.get(api('/stores'), outage.answer(() => HttpResponse.json([pantry]))),
    http.get(api('/share'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  );
  const { user } = renderApp('/user-stores', { signedIn: true });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(LOAD_FAILED.stores);
  expect(within(screen.getByRole('tabpanel')).queryByText(MESSAGES.nope)).not.toBeInTheDocument();
  outage.fix();
  await user.click(within(alert).getByRole('button', { name: 'try again' }));
  expect(await screen.findByRole('link', { name: /Pantry/ })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'shared with me' }));
  expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED.shared);
});

test('rename saves the new name with the items as they are and their version; a refusal is said in the dialog, and a second try builds on the store as it is now', async () => {
  serve([pantry, { ...fridge, version: 7 }]);
  const bodies: unknown[] = [];
  let refuse = true;
  server.use(http.put(api('/stores/11'), async ({ request }) => {
    const body = (await request.json()) as { name: string };
    bodies.push(body);
    if (refuse) return HttpResponse.json({ message: 'This store was changed by someone else since you opened it.', current: { ...fridge, version: 8 } }, { status: 412 });
    return HttpResponse.json({ ...fridge, name: body.name, version: 8 });
  }));
  const { user } = renderApp('/user-stores', { signedIn: true });
  await menuItems(user, 'Fridge');
  await user.click(screen.getByRole('menuitem', { name: 'rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename Fridge' });
  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Name'), 'Big fridge');
  await user.click(within(dialog).getByRole('button', { name: 'rename' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This store was changed by someone else since you opened it.');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Big fridge');

  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'rename' }));
  expect(await screen.findByRole('link', { name: /Big fridge/ })).toBeInTheDocument();
  expect(bodies).toEqual([{ name: 'Big fridge', items: fridge.items, version: 7 }, { name: 'Big fridge', items: fridge.items, version: 8 }]);
});

test('creating a store without an answer says the spec\'s failure and that the connection is the cause (QA C D11)', async () => {
  serve([]);
  server.use(http.post(api('/stores'), () => HttpResponse.error()));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderApp('/user-stores', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Create' }));
  const dialog = screen.getByRole('dialog', { name: 'Create a store' });
  await user.type(within(dialog).getByLabelText('Name'), 'Garage');
  await user.click(within(dialog).getByRole('button', { name: 'create' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${MESSAGES.storeActionError} ${OFFLINE_MESSAGE}`);
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Garage');
  // the server is within reach again for the next test (src/api/connection.ts keeps its mark)
  window.dispatchEvent(new Event('online'));
  warn.mockRestore();
});

describe('a start on a stalled connection (QA slow: 30 s of spinner for the stores the device holds)', () => {
  afterEach(() => offlineStore.clear());

  test('the stores and a store this device keeps show at once, "Updating…" while read, and a failed read leaves them, saying so', async () => {
    await offlineStore.save({ userId: demoUser.id, savedAt: Date.now(), shoppinglists: [], user_stores: [pantry, fridge], shared_with_me: [], mealplans: [] });
    server.use(http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })));
    const connection = stalledReads('/stores', '/share');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, router } = renderApp('/user-stores', { signedIn: true });
    expect(await screen.findByRole('link', { name: /Fridge/ })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByText('Loading stores')).not.toBeInTheDocument();
    expect(await screen.findByText(FRESHNESS_TEXT.updating)).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('link', { name: /Pantry/ }));
    expect(router.state.location.pathname).toBe('/user-stores/10');
    expect(await screen.findByRole('heading', { name: 'Pantry', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(FRESHNESS_TEXT.updating)).toBeInTheDocument();

    act(() => connection.fail());
    const note = await screen.findByText(FRESHNESS_TEXT.notUpdated, { exact: false });
    expect(within(note).getByRole('button', { name: 'try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pantry', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED.store)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  test('with no copy the spinner stays', async () => {
    server.use(http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })));
    const connection = stalledReads('/stores', '/share');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/user-stores/10', { signedIn: true });
    expect(await screen.findByText('Loading store')).toBeInTheDocument();
    await new Promise((resolve) => { setTimeout(resolve, 300); });
    expect(screen.queryByRole('heading', { name: 'Pantry', level: 1 })).not.toBeInTheDocument();
    act(() => connection.fail());
    await waitFor(() => expect(screen.queryByText('Loading store')).not.toBeInTheDocument());
    warn.mockRestore();
  });
});
