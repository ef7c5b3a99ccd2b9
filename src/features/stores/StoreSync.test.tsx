// Issue 11 on a store: the autosave sends the version it builds on; someone else's change in between is a
// conflict the user merges (their items kept, mine applied on top) and the merged items go with their version.
import { screen, waitFor, within } from '@testing-library/react';
import type { FoodStore, StoreItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { CONFLICT_TEXT } from '../../components/ConflictDialog';
import { outbox } from '../../pwa/outbox';
import { connectOutbox } from '../../pwa/outboxSync';
import { goneText } from '../../pwa/PendingEdits';
import { SYNC_TEXT } from '../../pwa/syncText';
import { selectAllStores } from '../../store/userStores';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, options, sharedStore, store } from '../../../tests/fixtures/stores';

jest.setTimeout(15_000);

interface Put { version?: number; items: StoreItem[] }
const milk = item();
const flour = item({ id: 3, value: 3, name: 'plain flour', unit: 'kg', category_id: 8, estimated_expiry_days: 240 });
let disconnect: (() => void) | null = null;

afterEach(async () => {
  disconnect?.();
  for (const entry of outbox.entries()) await outbox.remove(entry.key);
  for (const gone of outbox.gone()) outbox.dismissGone(gone.key);
});

test('a stale store save shows the conflict; merging keeps their new item and my change, sent with their version', async () => {
  const mine = store({ version: 2, items: [milk] });
  const theirs = store({ version: 3, items: [milk, flour] });
  const puts: Put[] = [];
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([mine])),
    http.get(api('/share'), () => HttpResponse.json([])),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })),
    http.put(api('/stores/:id'), async ({ request }) => {
      const body = (await request.json()) as Put;
      puts.push(body);
      if (body.version !== 3) return HttpResponse.json({ message: SERVER_MESSAGES.staleStore, current: theirs }, { status: 412 });
      return HttpResponse.json({ ...theirs, version: 4, items: body.items });
    }),
  );
  const view = renderApp('/user-stores/10', { signedIn: true });
  disconnect = connectOutbox(view.store);
  const quantity = await screen.findByLabelText('Quantity of milk');
  await view.user.clear(quantity);
  await view.user.type(quantity, '5');

  const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('store') });
  expect(puts[0]!.version).toBe(2);
  await view.user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.merge }));
  await waitFor(() => expect(puts.at(-1)?.version).toBe(3));
  expect(puts.at(-1)!.items.map((i) => [i.name, i.quantity])).toEqual([['milk', 5], ['plain flour', flour.quantity]]);
  expect(await screen.findByText(MESSAGES.storeUpdated)).toBeInTheDocument();
  // their item's row is drawn once the merged list is measured (WindowedList), which a loaded machine may do after the toast
  expect(await screen.findByLabelText('Quantity of plain flour')).toBeInTheDocument();
});

/** The store API once the shared store 'Shed' (20) was deleted: it is in no list, and a PUT to it is a 404. */
function serveGone(stores = [store({ version: 2, items: [milk] })]) {
  const puts: Put[] = [];
  server.use(
    http.get(api('/stores'), () => HttpResponse.json(stores)),
    http.get(api('/share'), () => HttpResponse.json([])),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })),
    http.put(api('/stores/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Put;
      puts.push(body);
      if (String(params.id) === '20') return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      return HttpResponse.json({ ...stores[0]!, items: body.items });
    }),
  );
  return puts;
}

test('a store save answered 404 (deleted, or no longer shared) says so instead of "reload and try again", and keeps nothing', async () => {
  const shed = sharedStore(true, { version: 2, items: [milk] });
  const puts = serveGone();
  server.use(http.get(api('/share'), () => HttpResponse.json([shed])));
  const view = renderApp('/user-stores/20', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await view.user.click(await screen.findByRole('button', { name: 'Remove milk' }));
  expect(await screen.findByText(SYNC_TEXT.gone('store'))).toHaveAttribute('role', 'alert');
  expect(screen.queryByText(MESSAGES.storeUpdateError)).not.toBeInTheDocument();
  expect(screen.getByText(goneText('Shed'))).toBeInTheDocument();
  view.unmount();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(puts).toHaveLength(1);
  expect(outbox.entries()).toEqual([]);
  expect(window.localStorage.getItem('outbox_leaving')).toBeNull();
});

const VIEW_ONLY = 'You can view this, but not change it.';

/**
 * 'Carl freezer' (20), shared with the demo user by Carl, beside the user's own Pantry (10) and Fridge (11). Carl
 * takes the edit right away when `right.canEdit` turns false: from then on GET /share says so, and a PUT to it is
 * refused with 403, as server/services/access.ts does.
 */
function serveCarlFreezer() {
  const right = { canEdit: true };
  let freezer = sharedStore(true, { name: 'Carl freezer', owner_name: 'Carl', version: 2, items: [milk] }) as FoodStore & { type: 'UserFoodStore' };
  const own = [store({ version: 2, items: [flour] }), store({ id: 11, name: 'Fridge', default: false, version: 1 })];
  const puts: Put[] = [];
  const shareReads: boolean[] = [];
  server.use(
    http.get(api('/stores'), () => HttpResponse.json(own)),
    http.get(api('/share'), () => {
      shareReads.push(right.canEdit);
      return HttpResponse.json([{ ...freezer, shared_with: [{ email: demoUser.email, canEdit: right.canEdit }] }]);
    }),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })),
    http.put(api('/stores/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Put;
      if (String(params.id) !== '20') return HttpResponse.json({ ...own.find((s) => String(s.id) === String(params.id))!, items: body.items });
      puts.push(body);
      if (!right.canEdit) return HttpResponse.json({ message: VIEW_ONLY }, { status: 403 });
      freezer = { ...freezer, version: freezer.version! + 1, items: body.items };
      return HttpResponse.json(freezer);
    }),
  );
  return { right, puts, shareReads };
}

test('the edit right taken away while editing a store: it shows the read-only store, says why and what was not saved, and offers no try again', async () => {
  const { right, puts, shareReads } = serveCarlFreezer();
  const view = renderApp('/user-stores/20', { signedIn: true });
  disconnect = connectOutbox(view.store);
  const quantity = await screen.findByLabelText('Quantity of milk');
  await view.user.clear(quantity);
  await view.user.type(quantity, '5');
  expect(await screen.findByText(MESSAGES.storeUpdated)).toBeInTheDocument();

  right.canEdit = false;
  await view.user.click(screen.getByRole('button', { name: 'Remove milk' }));
  // the store as a viewer sees it: no search, no inputs, the server's items
  const notice = (await screen.findByText(SYNC_TEXT.refused(VIEW_ONLY))).closest('[role=alert]') as HTMLElement;
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Quantity of/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit items' })).not.toBeInTheDocument();
  expect(await screen.findByText('5 l')).toBeInTheDocument();
  expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([SYNC_TEXT.removed('milk')]);
  expect(screen.queryByRole('button', { name: SYNC_TEXT.retry })).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.storeUpdated)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Not saved: Carl freezer' })).toHaveAttribute('href', '/user-stores/20');

  // every screen knows: the shared store is read only in the app, and what is shared was read again
  const freezer = () => selectAllStores(view.store.getState()).find((s) => s.id === 20);
  expect(freezer()?.shared_with).toEqual([{ email: demoUser.email, canEdit: false }]);
  await waitFor(() => expect(shareReads.at(-1)).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(puts).toHaveLength(2);

  // let go: the notice and the top bar's 'Not saved' go, and nothing says the store was updated
  await view.user.click(within(notice).getByRole('button', { name: SYNC_TEXT.discard }));
  await waitFor(() => expect(screen.queryByText(SYNC_TEXT.refused(VIEW_ONLY))).not.toBeInTheDocument());
  expect(screen.queryByRole('link', { name: /^Not saved/ })).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.storeUpdated)).not.toBeInTheDocument();
  expect(outbox.entries()).toEqual([]);

  // moving items from the own pantry no longer offers Carl's freezer
  await view.router.navigate('/user-stores/10');
  await view.user.click(await screen.findByRole('button', { name: 'Options for Pantry' }));
  await view.user.click(screen.getByRole('menuitem', { name: 'manage store items' }));
  const dialog = await screen.findByRole('dialog', { name: 'manage store items' });
  expect(within(within(dialog).getByLabelText('Move to')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Fridge']);
  expect(puts).toHaveLength(2);
});

test('a change sent from the outbox and refused because the edit right was taken away leads from the top bar to the read-only store, which says what was not saved', async () => {
  const { right, puts } = serveCarlFreezer();
  right.canEdit = false;
  // made offline while the right was still there; the start sends it
  await outbox.queue({ kind: 'store', id: 20, userId: demoUser.id, name: 'Carl freezer', baseVersion: 2, base: [milk], items: [milk, flour] });
  const view = renderApp('/user-stores', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await view.user.click(await screen.findByRole('link', { name: 'Not saved: Carl freezer' }));
  const notice = (await screen.findByText(SYNC_TEXT.refused(VIEW_ONLY))).closest('[role=alert]') as HTMLElement;
  expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([SYNC_TEXT.added('plain flour', '2 kg')]);
  expect(screen.queryByRole('button', { name: SYNC_TEXT.retry })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Quantity of/)).not.toBeInTheDocument();
  // the store as the server has it, not with the refused items
  expect(await screen.findByText('milk')).toBeInTheDocument();
  expect(screen.queryByText('plain flour')).not.toBeInTheDocument();
  expect(puts).toHaveLength(1);
  await view.user.click(within(notice).getByRole('button', { name: SYNC_TEXT.discard }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Not saved: Carl freezer' })).not.toBeInTheDocument());
  expect(outbox.entries()).toEqual([]);
});

test('a change stuck on a store deleted elsewhere: "Store not found" lets it go and says why; "Not saved" does not stay', async () => {
  const puts = serveGone();
  const userId = store().user_id;
  const shed = store({ id: 20, name: 'Shed', version: 2, items: [milk] });
  // kept as a conflict (someone else changed it), then the store was deleted
  await outbox.queue({ kind: 'store', id: 20, userId, name: 'Shed', baseVersion: 2, base: [milk], items: [{ ...milk, quantity: 5 }] });
  await outbox.markConflict('store:20', { ...shed, version: 3, items: [milk, flour] });
  const view = renderApp('/user-stores', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await view.user.click(await screen.findByRole('link', { name: 'Not saved: Shed' }));
  expect(await screen.findByRole('heading', { name: 'Store not found' })).toBeInTheDocument();
  expect(await screen.findByText(MESSAGES.editsGone('store', 'Shed'))).toBeInTheDocument();
  expect(puts).toEqual([expect.objectContaining({ version: 2 })]);
  expect(outbox.entries()).toEqual([]);
  expect(screen.queryByRole('link', { name: 'Not saved: Shed' })).not.toBeInTheDocument();
  await view.user.click(within(screen.getByText(goneText('Shed')).closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'OK' }));
  expect(screen.queryByText(goneText('Shed'))).not.toBeInTheDocument();
});
