// Issue 11 on a store: the autosave sends the version it builds on; someone else's change in between is a
// conflict the user merges (their items kept, mine applied on top) and the merged items go with their version.
import { screen, waitFor, within } from '@testing-library/react';
import type { StoreItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { CONFLICT_TEXT } from '../../components/ConflictDialog';
import { outbox } from '../../pwa/outbox';
import { connectOutbox } from '../../pwa/outboxSync';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { item, options, store } from '../../../tests/fixtures/stores';

jest.setTimeout(15_000);

interface Put { version?: number; items: StoreItem[] }
const milk = item();
const flour = item({ id: 3, value: 3, name: 'plain flour', unit: 'kg', category_id: 8, estimated_expiry_days: 240 });
let disconnect: (() => void) | null = null;

afterEach(async () => {
  disconnect?.();
  for (const entry of outbox.entries()) await outbox.remove(entry.key);
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
