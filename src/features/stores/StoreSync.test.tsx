// Issue 11 on a store: the autosave sends the version it builds on; someone else's change in between is a
// conflict the user merges (their items kept, mine applied on top) and the merged items go with their version.
import { screen, waitFor, within } from '@testing-library/react';
import type { StoreItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { CONFLICT_TEXT } from '../../components/ConflictDialog';
import { outbox } from '../../pwa/outbox';
import { connectOutbox } from '../../pwa/outboxSync';
import { goneText } from '../../pwa/PendingEdits';
import { SYNC_TEXT } from '../../pwa/syncText';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
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
      if (body.version !== 3) return HttpResponse.json({ message: MESSAGES.staleStore, current: theirs }, { status: 412 });
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
  expect(screen.getByLabelText('Quantity of plain flour')).toBeInTheDocument();
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

test('a store save refused because the edit right was taken away says why, with try again and discard, not "reload and try again"', async () => {
  const shed = sharedStore(true, { version: 2, items: [milk] });
  server.use(
    http.get(api('/stores'), () => HttpResponse.json([])),
    http.get(api('/share'), () => HttpResponse.json([shed])),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: options })),
    http.put(api('/stores/:id'), () => HttpResponse.json({ message: 'You can view this, but not change it.' }, { status: 403 })),
  );
  const view = renderApp('/user-stores/20', { signedIn: true });
  disconnect = connectOutbox(view.store);
  await view.user.click(await screen.findByRole('button', { name: 'Remove milk' }));
  const notice = await screen.findByText(SYNC_TEXT.refused('You can view this, but not change it.'));
  expect(notice.parentElement).toHaveAttribute('role', 'alert');
  expect(screen.queryByText(MESSAGES.storeUpdateError)).not.toBeInTheDocument();
  // discarding goes back to what the store holds, and the focus on to the screen, not to the page's start
  await view.user.click(within(notice.parentElement!).getByRole('button', { name: SYNC_TEXT.discard }));
  expect(await screen.findByRole('button', { name: 'Remove milk' })).toBeInTheDocument();
  expect(document.activeElement).toBe(document.getElementById('main'));
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
