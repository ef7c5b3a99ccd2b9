// Issues 9 and 11 on the list editor: saves carry the version they build on; someone else's change in between
// is shown as a conflict to merge or replace; offline or signed-out edits wait in the outbox, shown as pending.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ShoppingList, ShoppingListItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { PROBE_MS } from '../../api/connection';
import { CONFLICT_TEXT } from '../../components/ConflictDialog';
import { goneText, pendingText } from '../../pwa/PendingEdits';
import { outbox } from '../../pwa/outbox';
import { connectOutbox } from '../../pwa/outboxSync';
import { SYNC_TEXT } from '../../pwa/syncText';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { flour, list, milk, serveLists } from '../../../tests/fixtures/shoppingLists';
import { awayAndBack } from '../../../tests/fixtures/visibility';
import { selectListTargets } from '../../store/userShoppingLists';
import { fetchShoppingList } from '../../store/currentShoppinglistSlice';

jest.setTimeout(15_000);

interface Put { version?: number; ingredients: ShoppingListItem[] }
const theirs = list({ version: 4, ingredients: [{ ...flour, quantity: 2 }] });
let disconnect: (() => void) | null = null;

function serve({ status, served = list({ version: 3, ingredients: [flour] }) }: { status?: number; served?: ShoppingList } = {}) {
  serveLists({ own: [served] });
  const puts: Put[] = [];
  server.use(http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
    const body = (await request.json()) as Put;
    puts.push(body);
    if (status) return HttpResponse.json({ message: 'no' }, { status });
    if (body.version !== theirs.version) return HttpResponse.json({ message: SERVER_MESSAGES.staleList, current: theirs }, { status: 412 });
    return HttpResponse.json({ shopping_list: list({ version: theirs.version! + 1, ingredients: body.ingredients }) });
  }));
  return puts;
}

function open() {
  const view = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  disconnect = connectOutbox(view.store);
  return view;
}

async function addMilk(user: ReturnType<typeof open>['user']) {
  await user.type(await screen.findByLabelText('Add an item'), 'milk');
  await user.click(within(await screen.findByRole('list', { name: 'Matching ingredients' })).getAllByRole('button')[0]!);
}

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
const names = (items: ShoppingListItem[]) => items.map((i) => `${i.name} x${i.quantity}`);

afterEach(async () => {
  disconnect?.();
  setOnline(true);
  for (const entry of outbox.entries()) await outbox.remove(entry.key);
  for (const gone of outbox.gone()) outbox.dismissGone(gone.key);
});

test('a save someone else got in before: the conflict is shown, and merging sends my edit onto theirs with their version', async () => {
  const puts = serve();
  const { user } = open();
  await addMilk(user);
  const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('list') });
  expect(puts).toEqual([expect.objectContaining({ version: 3 })]);
  // my edit is still on screen while I choose
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2');
  await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.merge }));
  await waitFor(() => expect(puts).toHaveLength(2));
  expect(puts[1]!.version).toBe(4);
  expect(names(puts[1]!.ingredients)).toEqual(['plain flour x2', 'milk x2']);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(screen.getByLabelText('Quantity of plain flour')).toHaveValue('2');
  expect(outbox.entries()).toEqual([]);
});

/** A server whose list others change too (`change`): GET answers it as it is, a PUT on another version is a 412. */
function serveChanging(start: ShoppingList) {
  let current = start;
  serveLists({ own: [start] });
  const puts: Put[] = [];
  let gets = 0;
  server.use(
    http.get(api('/user-shoppinglists/:id'), () => {
      gets += 1;
      return HttpResponse.json({ shopping_list: current });
    }),
    http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
      const body = (await request.json()) as Put;
      puts.push(body);
      if (body.version !== current.version) return HttpResponse.json({ message: SERVER_MESSAGES.staleList, current }, { status: 412 });
      current = { ...current, version: current.version! + 1, ingredients: body.ingredients };
      return HttpResponse.json({ shopping_list: current });
    }),
  );
  return {
    puts,
    gets: () => gets,
    change: (ingredients: ShoppingListItem[]) => { current = { ...current, version: current.version! + 1, ingredients }; },
  };
}


const eggs = { ...flour, value: 6, id: 6, name: 'eggs', quantity: 6, unit: 'unit' as const, default_unit: 'unit' as const, measurement: 'unit' as const };

test('"Merge my changes" reads the list first: a change made since the conflict is merged too, with one press and one save', async () => {
  const server412 = serveChanging(list({ version: 3, ingredients: [flour] }));
  const { user } = open();
  await screen.findByLabelText('Quantity of plain flour');
  server412.change([{ ...flour, quantity: 2 }]);
  await addMilk(user);
  const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('list') });
  // the partner changes the list again while the dialog is open
  server412.change([{ ...flour, quantity: 2 }, eggs]);
  await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.merge }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(server412.puts.map((p) => p.version)).toEqual([3, 5]);
  expect(names(server412.puts[1]!.ingredients)).toEqual(['plain flour x2', 'eggs x6', 'milk x2']);
  expect(screen.queryByRole('dialog', { name: CONFLICT_TEXT.title('list') })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Quantity of eggs')).toHaveValue('6');
  expect(outbox.entries()).toEqual([]);
});

test('the editor is read again when the app comes back into view, never over an edit waiting to be saved', async () => {
  const remote = serveChanging(list({ version: 3, ingredients: [flour] }));
  const { user, store } = open();
  await screen.findByLabelText('Quantity of plain flour');
  // offline, my edit waits in the outbox: coming back reads nothing, and a newer copy the app reads anyway is not taken
  setOnline(false);
  await addMilk(user);
  expect(await screen.findByText(SYNC_TEXT.pendingOffline)).toBeInTheDocument();
  const reads = remote.gets();
  awayAndBack();
  await new Promise((resolve) => { setTimeout(resolve, 100); });
  expect(remote.gets()).toBe(reads);
  act(() => { store.dispatch(fetchShoppingList.fulfilled(list({ version: 9, ingredients: [{ ...flour, quantity: 7 }] }), 'elsewhere', 5)); });
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2');
  expect(screen.getByLabelText('Quantity of plain flour')).toHaveValue('1');
  // back online it is saved; then a partner adds eggs, which the next return to the app shows
  setOnline(true);
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(remote.puts.map((p) => p.version)).toEqual([3]);
  remote.change([flour, milk, eggs]);
  awayAndBack();
  expect(await screen.findByLabelText('Quantity of eggs')).toHaveValue('6');
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2');
  // taking it sends nothing
  await new Promise((resolve) => { setTimeout(resolve, 700); });
  expect(remote.puts).toHaveLength(1);
});

test('taking their version replaces my edit on screen and sends nothing more', async () => {
  const puts = serve();
  const { user } = open();
  await addMilk(user);
  const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('list') });
  await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.takeTheirs }));
  await waitFor(() => expect(screen.queryByLabelText('Quantity of milk')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Quantity of plain flour')).toHaveValue('2');
  expect(puts).toHaveLength(1);
  expect(outbox.entries()).toEqual([]);
});

test('deciding later keeps my edit, marked as not saved, with a way back to the choice', async () => {
  serve();
  const { user } = open();
  await addMilk(user);
  const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('list') });
  await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.later }));
  expect(await screen.findByText(SYNC_TEXT.conflict('list'))).toBeInTheDocument();
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2');
  // the top bar says so wherever the user goes, and leads back here
  expect(screen.getByRole('link', { name: 'Not saved: Weekend' })).toHaveAttribute('href', '/user-shopping-lists/edit/5');
  await user.click(screen.getByRole('button', { name: SYNC_TEXT.resolve }));
  expect(await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('list') })).toBeInTheDocument();
});

test('offline, an edit is pending and not sent; back online it is sent once, with its version', async () => {
  const puts = serve({ served: theirs });
  const { user } = open();
  await screen.findByLabelText('Quantity of plain flour');
  setOnline(false);
  await addMilk(user);
  expect(await screen.findByText(SYNC_TEXT.pendingOffline)).toBeInTheDocument();
  expect(screen.getByText(pendingText(1))).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(puts).toHaveLength(0);
  setOnline(true);
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(screen.queryByText(pendingText(1))).not.toBeInTheDocument();
  expect(puts).toEqual([{ version: 4, ingredients: [expect.objectContaining({ name: 'plain flour' }), expect.objectContaining({ name: 'milk' })] }]);
});

test('online, but the server gives no answer: the edit waits as if offline, and is sent once the server answers again', async () => {
  const puts = serve({ served: theirs });
  let answering = false;
  server.use(
    http.put(api('/user-shoppinglists/:id'), () => (answering ? undefined : HttpResponse.error())),
    http.get(api('/health'), () => (answering ? HttpResponse.json({ status: 'ok', version: 'test' }) : HttpResponse.error())),
  );
  const { user } = open();
  await screen.findByLabelText('Quantity of plain flour');
  await addMilk(user);
  // the browser still says it is online
  expect(await screen.findByText(SYNC_TEXT.pendingOffline)).toBeInTheDocument();
  expect(screen.getByText('Offline')).toHaveAttribute('role', 'status');
  expect(puts).toHaveLength(0);
  // the server is asked after every PROBE_MS; once it answers, the edit goes
  answering = true;
  expect(await screen.findByText('Saved', {}, { timeout: PROBE_MS + 2000 })).toBeInTheDocument();
  expect(puts).toEqual([{ version: 4, ingredients: [expect.objectContaining({ name: 'plain flour' }), expect.objectContaining({ name: 'milk' })] }]);
  expect(screen.queryByText('Offline')).not.toBeInTheDocument();
});

test('a 401 while saving ends the session but keeps the edit in the outbox for after sign-in', async () => {
  serve({ status: 401 });
  const { user, router } = open();
  await addMilk(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await waitFor(() => expect(outbox.get('list:5')?.items.map((i) => i.name)).toEqual(['plain flour', 'milk']));
  expect(outbox.get('list:5')).toMatchObject({ baseVersion: 3, userId: list().user_id });
});

test('a busy server (503) keeps the edit in the outbox, shown as pending, and it is sent once the server answers', async () => {
  const puts = serve({ status: 503 });
  const { user } = open();
  await addMilk(user);
  expect(await screen.findByText(pendingText(1))).toBeInTheDocument();
  expect(outbox.get('list:5')?.items.map((i) => i.name)).toEqual(['plain flour', 'milk']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const sent: Put[] = [];
  server.use(http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
    const body = (await request.json()) as Put;
    sent.push(body);
    return HttpResponse.json({ shopping_list: list({ version: body.version! + 1, ingredients: body.ingredients }) });
  }));
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(outbox.get('list:5')).toBeUndefined();
  expect(puts).toEqual([expect.objectContaining({ version: 3 })]);
  expect(sent).toEqual([{ version: 3, ingredients: [expect.objectContaining({ name: 'plain flour' }), expect.objectContaining({ name: 'milk' })] }]);
});

test('a list answer carries its version, which the next save sends', async () => {
  const puts: Put[] = [];
  serveLists({ own: [list({ version: 4, ingredients: [] })] });
  server.use(http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
    const body = (await request.json()) as Put;
    puts.push(body);
    return HttpResponse.json({ shopping_list: list({ version: body.version! + 1, ingredients: body.ingredients }) satisfies ShoppingList });
  }));
  const { user } = open();
  await addMilk(user);
  await waitFor(() => expect(puts).toHaveLength(1));
  await user.clear(screen.getByLabelText('Quantity of milk'));
  await user.type(screen.getByLabelText('Quantity of milk'), '5');
  await waitFor(() => expect(puts.at(-1)?.ingredients[0]?.quantity).toBe(5));
  expect(puts.map((p) => p.version)).toEqual(puts.map((_, i) => 4 + i));
});

/** The PUT as a server whose session ended: 401 without the token `token`, else saved on the version sent. */
function serveSession(token: string | null) {
  let served = list({ version: 3, ingredients: [flour] });
  serveLists({ own: [served] });
  const puts: { authorization: string | null; body: Put }[] = [];
  server.use(
    http.get(api('/user-shoppinglists'), () => HttpResponse.json([served])),
    http.get(api('/user-shoppinglists/:id'), () => HttpResponse.json({ shopping_list: served })),
    http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
      const authorization = request.headers.get('authorization');
      const body = (await request.json()) as Put;
      puts.push({ authorization, body });
      if (token === null || authorization !== `Bearer ${token}`) return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      served = list({ version: body.version! + 1, ingredients: body.ingredients });
      return HttpResponse.json({ shopping_list: served });
    }),
  );
  return puts;
}

test('a logout in another tab ends the session here too, and keeps the edit not sent yet in the outbox', async () => {
  serveSession(null);
  const { user, router, store } = open();
  await addMilk(user);
  // before the autosave's half second: the other tab's logout removes the token both tabs share
  window.localStorage.removeItem('token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: '"test-token-0123456789abcdef"', newValue: null }));
  expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().auth.isLoggedIn).toBe(false);
  await waitFor(() => expect(outbox.get('list:5')?.items.map((i) => i.name)).toEqual(['plain flour', 'milk']));
  expect(outbox.get('list:5')).toMatchObject({ baseVersion: 3, userId: list().user_id });
});

test('after signing in again, the edit kept on a 401 is sent at once, with the new token', async () => {
  const puts = serveSession('a-fresh-token-0123456789');
  server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'a-fresh-token-0123456789', user: { id: list().user_id, name: 'Demo Cook', email: 'demo@larder.local' } })));
  const { user, router } = open();
  await addMilk(user);
  expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  await waitFor(() => expect(outbox.get('list:5')).toBeDefined());

  await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'larder-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-shopping-lists/edit/5'));
  // sent by the sign-in's replay, not 30 s later by the retry
  await waitFor(() => expect(outbox.get('list:5')).toBeUndefined());
  expect(puts.slice(1).map((p) => p.authorization)).toEqual(['Bearer a-fresh-token-0123456789']);
  expect(names(puts.at(-1)!.body.ingredients)).toEqual(['plain flour x1', 'milk x2']);
  expect(await screen.findByLabelText('Quantity of milk')).toHaveValue('2');
  expect(screen.queryByText(SYNC_TEXT.pendingOnline)).not.toBeInTheDocument();
});

test('a save refused for good (400) says why, with try again; discarding goes back to the saved items, not to "Saved"', async () => {
  const [status, message] = [400, 'The list is not valid.'];
  serveLists({ own: [list({ version: 3, ingredients: [flour] })] });
  const puts: Put[] = [];
  // the first save is taken; every later one is refused
  server.use(http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
    const body = (await request.json()) as Put;
    puts.push(body);
    if (puts.length > 1) return HttpResponse.json({ message }, { status });
    return HttpResponse.json({ shopping_list: list({ version: 4, ingredients: body.ingredients }) });
  }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = open();
  await addMilk(user);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Quantity of milk'));
  await user.type(screen.getByLabelText('Quantity of milk'), '5');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(SYNC_TEXT.refused(message));
  expect(screen.queryByText('Saving failed. Your changes are kept on this screen.')).not.toBeInTheDocument();
  // still my edit on screen; trying again asks the server again
  expect(screen.getByLabelText('Quantity of milk')).toHaveValue('5');
  await user.click(within(notice).getByRole('button', { name: SYNC_TEXT.retry }));
  await waitFor(() => expect(puts).toHaveLength(3));
  await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: SYNC_TEXT.discard }));
  await waitFor(() => expect(screen.getByLabelText('Quantity of milk')).toHaveValue('2'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // my last change was not saved: the status does not say 'Saved'
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(puts).toHaveLength(3);
  warn.mockRestore();
});

/**
 * 'Carl list' (50), shared with the demo user by Carl, who takes the edit right away when `right.canEdit` turns
 * false: from then on the server's copies say so, and a PUT is refused with 403, as server/services/access.ts does.
 */
function serveCarlList() {
  const right = { canEdit: true };
  const carlList = (): ShoppingList => list({
    user_shoppinglist_id: 50, name: 'Carl list', user_id: 2, owner_name: 'Carl', version: 3, ingredients: [flour],
    shared_with: [{ email: demoUser.email, canEdit: right.canEdit }],
  });
  let served = carlList();
  serveLists({ own: [list({ ingredients: [flour] })] });
  const puts: Put[] = [];
  const shareReads: boolean[] = [];
  server.use(
    http.get(api('/share'), () => {
      shareReads.push(right.canEdit);
      return HttpResponse.json([{ type: 'UserShoppinglist', ...served, shared_with: [{ email: demoUser.email, canEdit: right.canEdit }] }]);
    }),
    http.get(api('/user-shoppinglists/:id'), ({ params }) => (String(params.id) === '50'
      ? HttpResponse.json({ shopping_list: { ...served, shared_with: [{ email: demoUser.email, canEdit: right.canEdit }] } })
      : HttpResponse.json({ shopping_list: list({ ingredients: [flour] }) }))),
    http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
      const body = (await request.json()) as Put;
      puts.push(body);
      if (!right.canEdit) return HttpResponse.json({ message: VIEW_ONLY }, { status: 403 });
      served = { ...served, version: served.version! + 1, ingredients: body.ingredients };
      return HttpResponse.json({ shopping_list: served });
    }),
  );
  return { right, puts, shareReads };
}

const VIEW_ONLY = 'You can view this, but not change it.';

async function addOnion(user: ReturnType<typeof open>['user']) {
  await user.type(await screen.findByLabelText('Add an item'), 'onion');
  await user.click(await screen.findByRole('button', { name: 'Add “onion” as a custom item' }));
}

test('the edit right taken away while editing: the editor gives way to the read-only notice, says why and what was not saved, and offers no try again', async () => {
  const { right, puts, shareReads } = serveCarlList();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const view = renderApp('/user-shopping-lists/edit/50', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await addMilk(view.user);
  expect(await screen.findByText('Saved')).toBeInTheDocument();

  right.canEdit = false;
  await addOnion(view.user);
  // what opening the editor without the right shows, with why and what was not saved
  expect(await screen.findByText('This list is shared with you to read only.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View the list' })).toHaveAttribute('href', '/user-shopping-lists/50?view=readonly');
  expect(screen.queryByLabelText('Add an item')).not.toBeInTheDocument();
  const notice = (await screen.findByText(SYNC_TEXT.refused(VIEW_ONLY))).closest('[role=alert]') as HTMLElement;
  expect(within(notice).getByText(SYNC_TEXT.notSaved)).toBeInTheDocument();
  expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([SYNC_TEXT.added('onion', '1')]);
  expect(within(notice).queryByRole('button', { name: SYNC_TEXT.retry })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SYNC_TEXT.retry })).not.toBeInTheDocument();
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();

  // every screen knows: the shared list is read only in the app, and what is shared was read again
  const shared = () => view.store.getState().user_data.shared_with_me.find((s) => s.type === 'UserShoppinglist' && s.user_shoppinglist_id === 50);
  expect(shared()?.shared_with).toEqual([{ email: demoUser.email, canEdit: false }]);
  expect(selectListTargets(view.store.getState()).map((l) => l.name)).toEqual(['Weekend']);
  await waitFor(() => expect(shareReads.at(-1)).toBe(false));

  // no try is made again, by the replay or on leaving
  await new Promise((resolve) => setTimeout(resolve, 700));
  window.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(puts.map((p) => p.ingredients.map((i) => i.name))).toEqual([['plain flour', 'milk'], ['plain flour', 'milk', 'onion']]);
  expect(outbox.get('list:50')).toMatchObject({ readOnly: true, error: VIEW_ONLY });

  // let go: the notice and the top bar's 'Not saved' go, and nothing says 'Saved'
  expect(screen.getByRole('link', { name: 'Not saved: Carl list' })).toBeInTheDocument();
  await view.user.click(within(notice).getByRole('button', { name: SYNC_TEXT.discard }));
  await waitFor(() => expect(screen.queryByText(SYNC_TEXT.refused(VIEW_ONLY))).not.toBeInTheDocument());
  expect(document.activeElement).toBe(document.getElementById('main'));
  expect(screen.queryByRole('link', { name: /^Not saved/ })).not.toBeInTheDocument();
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(screen.getByText('This list is shared with you to read only.')).toBeInTheDocument();
  expect(outbox.entries()).toEqual([]);
  view.unmount();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(puts).toHaveLength(2);
  expect(window.localStorage.getItem('outbox_leaving')).toBeNull();
  warn.mockRestore();
});

test('changes refused while the edit right was away, once it is back: the editor says so, with try again, which sends them', async () => {
  const puts = serve();
  // refused as a viewer's, kept in the outbox; the list is editable again (the default list's owner is the user)
  await outbox.refuse({ kind: 'list', id: 5, userId: list().user_id, name: 'Weekend', baseVersion: 3, base: [flour], items: [flour, milk] }, 'You can view this, but not change it.');
  const { user } = open();
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(SYNC_TEXT.refused(SYNC_TEXT.rightBack));
  expect(puts).toEqual([]);
  await user.click(within(notice).getByRole('button', { name: SYNC_TEXT.retry }));
  await waitFor(() => expect(puts.map((p) => p.ingredients.map((i) => i.name))).toEqual([['plain flour', 'milk']]));
});

test('changes refused because the edit right was taken away: the top bar leads back to them from anywhere, until they are let go', async () => {
  const { right } = serveCarlList();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const view = renderApp('/user-shopping-lists/edit/50', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await screen.findByLabelText('Quantity of plain flour');
  right.canEdit = false;
  await view.user.clear(screen.getByLabelText('Quantity of plain flour'));
  await view.user.type(screen.getByLabelText('Quantity of plain flour'), '3');
  expect(await screen.findByText(SYNC_TEXT.refused(VIEW_ONLY))).toBeInTheDocument();

  await view.router.navigate('/user-shopping-lists');
  await view.user.click(await screen.findByRole('link', { name: 'Not saved: Carl list' }));
  expect(await screen.findByText('This list is shared with you to read only.')).toBeInTheDocument();
  const notice = (await screen.findByText(SYNC_TEXT.refused(VIEW_ONLY))).closest('[role=alert]') as HTMLElement;
  expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([SYNC_TEXT.changed('plain flour', '3 kg')]);
  await view.user.click(within(notice).getByRole('button', { name: SYNC_TEXT.discard }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Not saved: Carl list' })).not.toBeInTheDocument());
  expect(outbox.entries()).toEqual([]);
  warn.mockRestore();
});

/** The list API of a list deleted meanwhile: GET and PUT answer 404, as the server does. */
function serveDeleted() {
  serveLists({ own: [] });
  const puts: Put[] = [];
  server.use(
    http.get(api('/user-shoppinglists/:id'), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
      puts.push((await request.json()) as Put);
      return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return puts;
}

test('a save answered 404 (the list was deleted elsewhere) says so, and keeps nothing: not in the outbox, not on leaving', async () => {
  serveLists({ own: [list({ version: 3, ingredients: [flour] })] });
  const puts: Put[] = [];
  server.use(http.put(api('/user-shoppinglists/:id'), async ({ request }) => {
    puts.push((await request.json()) as Put);
    return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, unmount } = open();
  await addMilk(user);
  expect(await screen.findByText(SYNC_TEXT.gone('list'))).toHaveAttribute('role', 'alert');
  // nothing to try again or discard
  expect(screen.queryByRole('button', { name: SYNC_TEXT.retry })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: SYNC_TEXT.discard })).not.toBeInTheDocument();
  expect(outbox.get('list:5')).toBeUndefined();
  // the top bar says so once, not as a link back to a list that is gone, until the user lets it go
  const badge = screen.getByText(goneText('Weekend')).closest('[role=alert]') as HTMLElement;
  expect(badge).toHaveAttribute('title', MESSAGES.editsGone('list', 'Weekend'));
  expect(screen.queryByRole('link', { name: /^Not saved/ })).not.toBeInTheDocument();
  await user.click(within(badge).getByRole('button', { name: 'OK' }));
  expect(screen.queryByText(goneText('Weekend'))).not.toBeInTheDocument();
  // the focus goes on to the screen, not to the page's start
  expect(document.activeElement).toBe(document.getElementById('main'));
  expect(screen.getByText(SYNC_TEXT.gone('list'))).toBeInTheDocument();

  // leaving neither sends it again nor keeps it for the next start
  unmount();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(puts).toHaveLength(1);
  expect(window.localStorage.getItem('outbox_leaving')).toBeNull();
  expect(outbox.entries()).toEqual([]);
  warn.mockRestore();
});

test('an edit waiting in the outbox for a list deleted meanwhile (or unshared) is dropped when its replay is answered 404, and the user told', async () => {
  const puts = serveDeleted();
  await outbox.queue({ kind: 'list', id: 5, userId: list().user_id, name: 'Doomed Two', baseVersion: 3, base: [flour], items: [flour, { ...flour, id: 9, value: 9, name: 'onion' }] });
  const view = renderApp('/user-shopping-lists', { signedIn: true });
  disconnect = connectOutbox(view.store);
  expect((await screen.findByText(goneText('Doomed Two'))).closest('[role=alert]')).not.toBeNull();
  // a 404 does not tell deleted from no longer shared: the top bar says both, in the editor's words
  expect(goneText('Doomed Two')).toBe('Not saved: Doomed Two was deleted, or it is no longer shared with you');
  expect(puts).toHaveLength(1);
  expect(outbox.entries()).toEqual([]);
  expect(screen.queryByRole('link', { name: 'Not saved: Doomed Two' })).not.toBeInTheDocument();
});

test('a change stuck on a list deleted elsewhere: its "Not saved" leads to "List not found", which lets it go and says why', async () => {
  serveDeleted();
  const userId = list().user_id;
  // refused earlier (the edit right was taken away), then the list was deleted
  await outbox.queue({ kind: 'list', id: 5, userId, name: 'Doomed Two', baseVersion: 3, base: [flour], items: [flour] });
  await outbox.replay(() => Promise.reject({ status: 403, message: 'You can view this, but not change it.' }), userId);
  expect(outbox.get('list:5')?.error).toBeDefined();
  const view = renderApp('/user-shopping-lists', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await view.user.click(await screen.findByRole('link', { name: 'Not saved: Doomed Two' }));
  expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
  expect(await screen.findByText(MESSAGES.editsGone('list', 'Doomed Two'))).toBeInTheDocument();
  expect(outbox.entries()).toEqual([]);
  expect(screen.queryByRole('link', { name: 'Not saved: Doomed Two' })).not.toBeInTheDocument();
  // told once: let go, nothing is left to say anywhere
  await view.user.click(within(screen.getByText(goneText('Doomed Two')).closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'OK' }));
  expect(screen.queryByText(goneText('Doomed Two'))).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.editsGone('list', 'Doomed Two'))).not.toBeInTheDocument();
});

test('a list that cannot be loaded while the server does not answer keeps the change stuck on it', async () => {
  serveDeleted();
  const userId = list().user_id;
  await outbox.queue({ kind: 'list', id: 5, userId, name: 'Doomed Two', baseVersion: 3, base: [flour], items: [flour] });
  await outbox.replay(() => Promise.reject({ status: 403, message: 'You can view this, but not change it.' }), userId);
  server.use(
    http.get(api('/user-shoppinglists/:id'), () => HttpResponse.error()),
    http.put(api('/user-shoppinglists/:id'), () => HttpResponse.error()),
    http.get(api('/health'), () => HttpResponse.error()),
  );
  const view = renderApp('/user-shopping-lists/edit/5', { signedIn: true });
  disconnect = connectOutbox(view.store);
  // no answer is not 'not found': the list may well be there (it is asked again as the app's other calls are answered)
  await new Promise((resolve) => setTimeout(resolve, 200));
  await waitFor(() => expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: 'List not found' })).not.toBeInTheDocument();
  expect(outbox.get('list:5')?.error).toBe('You can view this, but not change it.');
  expect(screen.queryByText(MESSAGES.editsGone('list', 'Doomed Two'))).not.toBeInTheDocument();
});
