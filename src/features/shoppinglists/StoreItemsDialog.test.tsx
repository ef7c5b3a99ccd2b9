// The Store Items dialog when the store, or the list chosen for the unchecked items, changes under the shopper:
// deleted or unshared (404) or made view-only (403) by its owner while the dialog is open. The shop itself, and
// the refusals that concern the list shopped, are in ShopMode.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { TOTAL_COUNT_HEADER, type CompleteShopRequest } from '../../../contract/api';
import { MESSAGES } from '../../../contract/rules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { LEFT_OUT, leftOutText } from '../../components/LeftOutNote';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { list, serveLists } from '../../../tests/fixtures/shoppingLists';
import { sharedStore, store } from '../../../tests/fixtures/stores';

jest.setTimeout(20_000);
beforeEach(() => { jest.spyOn(console, 'warn').mockImplementation(() => undefined); });

const pantry = store();

/**
 * The next complete-shop is refused as the server refuses a store or a list to move to; later ones go through.
 * `change` is the owner's change, made as the shop reaches the server: made earlier, a read of the stores or lists
 * still under way (a slow machine) could bring it to the dialog before confirm is pressed.
 */
function refuseNextShop(status: 403 | 404, field: 'store_id' | 'move_unchecked_to', change: () => void) {
  const refused: CompleteShopRequest[] = [];
  const message = {
    store_id: status === 404 ? SERVER_MESSAGES.shopStoreGone : SERVER_MESSAGES.shopStoreViewOnly,
    move_unchecked_to: status === 404 ? SERVER_MESSAGES.shopMoveToGone : SERVER_MESSAGES.shopMoveToViewOnly,
  }[field];
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), async ({ request }) => {
    refused.push((await request.json()) as CompleteShopRequest);
    change();
    return HttpResponse.json({ message, errors: { [field]: [field === 'store_id' ? 'Choose another store.' : 'Choose another list.'] } }, { status });
  }, { once: true }));
  return refused;
}

async function openStoreItems() {
  const view = renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
  await view.user.click(await screen.findByRole('checkbox', { name: /^milk/ }));
  await view.user.click(screen.getByRole('button', { name: 'complete shop' }));
  // its code loads once the page is idle or at the click
  const dialog = await screen.findByRole('dialog', { name: 'Store Items' });
  return { ...view, dialog, confirm: within(dialog).getByRole('button', { name: 'confirm' }) };
}

const optionsOf = (picker: HTMLElement) => within(picker).getAllByRole('option').map((o) => o.textContent);

test('a store deleted, or no longer shared, while the dialog is open is named; the dialog stays, and another store is the user\'s to choose', async () => {
  const shared = [sharedStore(true, { name: 'Del Fridge' })];
  const calls = serveLists({ own: [list()], shared, stores: [pantry] });
  // the owner deletes it
  const refused = refuseNextShop(404, 'store_id', () => { shared.length = 0; });
  const { user, dialog, confirm } = await openStoreItems();
  const picker = await within(dialog).findByRole('combobox', { name: 'Store' });
  await user.selectOptions(picker, "Del Fridge (Alice's)");
  await user.click(confirm);

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Del Fridge was deleted, or it is no longer shared with you, so nothing was stored. Choose another store.');

  expect(refused.map((r) => r.store_id)).toEqual([20]);
  // not the list's answer: the list is there, and the dialog with it
  expect(screen.queryByText(MESSAGES.shopListGone)).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Store Items' })).toBe(dialog);
  // the stores are read again: it has left the picker, and no other store takes its place unasked
  await waitFor(() => expect(optionsOf(picker)).toEqual(['choose a store', 'Pantry (default)']));
  expect(picker).toHaveDisplayValue('choose a store');
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  expect(confirm).toHaveAccessibleDescription(alert.textContent!);
  await user.click(confirm);
  expect(refused).toHaveLength(1);
  expect(calls.shops).toHaveLength(0);

  await user.selectOptions(picker, 'Pantry (default)');
  expect(confirm).not.toHaveAttribute('aria-disabled');
  await user.click(confirm);
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(calls.shops.map((s) => s.body.store_id)).toEqual([pantry.id]);
});

test('a list to move the unchecked items to that went is named, and the list picker asks for another choice', async () => {
  const own = [list(), list({ user_shoppinglist_id: 6, name: 'Next week', ingredients: [] })];
  const calls = serveLists({ own, stores: [pantry] });
  // deleted on another device
  const refused = refuseNextShop(404, 'move_unchecked_to', () => { own.splice(1, 1); });
  const { user, dialog, confirm } = await openStoreItems();
  const picker = within(dialog).getByRole('combobox', { name: 'Move unchecked items to' });
  await waitFor(() => expect(optionsOf(picker)).toContain('Next week'));
  await user.selectOptions(picker, 'Next week');
  await user.click(confirm);

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Next week was deleted, or it is no longer shared with you, so nothing was stored. Choose another list for the unchecked items.',
  );
  expect(refused.map((r) => r.move_unchecked_to)).toEqual([6]);
  await waitFor(() => expect(optionsOf(picker)).toEqual(['choose a list', 'do not move them']));
  expect(picker).toHaveDisplayValue('choose a list');
  expect(confirm).toHaveAttribute('aria-disabled', 'true');

  await user.selectOptions(picker, 'do not move them');
  await user.click(confirm);
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(calls.shops.map((s) => s.body.move_unchecked_to)).toEqual([null]);
});

test('the edit right taken away on the store confirmed with (the default, not picked) names the store, and the picker does not move to another by itself', async () => {
  const fridge = sharedStore(true, { name: 'Sx Fridge', default: true });
  const calls = serveLists({ own: [list()], shared: [fridge], stores: [{ ...pantry, default: false }] });
  // the owner lets the shopper only view the store; the list is still theirs to change
  const refused = refuseNextShop(403, 'store_id', () => { fridge.shared_with = [{ email: demoUser.email, canEdit: false }]; });
  const { user, dialog, confirm } = await openStoreItems();
  const picker = await within(dialog).findByRole('combobox', { name: 'Store' });
  await waitFor(() => expect(picker).toHaveDisplayValue("Sx Fridge (Alice's) (default)"));
  await user.click(confirm);

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('You can view Sx Fridge, but no longer add to it, so nothing was stored. Choose another store.');
  expect(alert).not.toHaveTextContent(MESSAGES.shopNeedsEditRights);
  expect(refused.map((r) => r.store_id)).toEqual([20]);
  // what is shared is read again: the store leaves the picker, which does not fall back to the user's own
  await waitFor(() => expect(optionsOf(picker)).toEqual(['choose a store', 'Pantry']));
  expect(picker).toHaveDisplayValue('choose a store');
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await user.click(confirm);
  expect(refused).toHaveLength(1);
  expect(calls.shops).toHaveLength(0);
});

test('while a shop is sent, confirm is refused, not disabled, so it keeps the keyboard\'s focus (a disabled button drops it)', async () => {
  const calls = serveLists({ own: [list()], stores: [pantry] });
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => { answer = resolve; });
  const sent: unknown[] = [];
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), async ({ request }) => {
    sent.push(await request.json());
    await answered;
    return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  }, { once: true }));
  const { user, confirm } = await openStoreItems();
  confirm.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  expect(confirm).not.toBeDisabled();
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  expect(confirm).toHaveFocus();
  // pressed again while it is sent: nothing more is sent
  await user.keyboard('{Enter}');
  expect(sent).toHaveLength(1);
  answer();
  expect(await screen.findByText(MESSAGES.shopListGone)).toBeInTheDocument();
  expect(calls.shops).toHaveLength(0);
});

/**
 * complete-shop as the server answers a shop sent with a key (server/plugins/idempotency.ts): the first shop is done
 * and its answer lost on the way (the connection dropped); a key sent again gets that answer, replayed; any other
 * shop of the same items is refused as the list no longer holds them.
 */
function loseFirstShopAnswer() {
  const keys: (string | null)[] = [];
  const answers = new Map<string, object>();
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), async ({ request }) => {
    const key = request.headers.get('Idempotency-Key');
    const body = (await request.json()) as CompleteShopRequest;
    keys.push(key);
    const kept = key ? answers.get(key) : undefined;
    if (kept) return HttpResponse.json(kept, { headers: { 'Idempotent-Replayed': 'true' } });
    if (keys.length > 1) {
      return HttpResponse.json({ message: 'Some checked items are no longer on this list.', errors: { checked_ids: ['1 is not on this list.'] } }, { status: 409 });
    }
    if (key) answers.set(key, { message: MESSAGES.shopCompleted, shopping_list: list({ ingredients: list().ingredients.filter((i) => !body.checked_ids.includes(i.id)) }), store: pantry, moved_to: null });
    return HttpResponse.error();
  }));
  return keys;
}

test('a shop whose answer was lost, confirmed again, is taken as done: the same key gets the first answer, not "changed by someone else"', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const keys = loseFirstShopAnswer();
  const { user, dialog, confirm } = await openStoreItems();
  await user.click(confirm);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.shopNeedsConnection);
  await user.click(confirm);
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.shopListChanged)).not.toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('the key outlives closing the dialog while the shop stays the same, and a changed shop, or the next shop, gets a new one', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const keys = loseFirstShopAnswer();
  const { user, dialog, confirm } = await openStoreItems();
  await user.click(confirm);
  await within(dialog).findByRole('alert');
  await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  await user.click(screen.getByRole('button', { name: 'complete shop' }));
  const again = screen.getByRole('dialog', { name: 'Store Items' });
  // the same shop: the same key, and the first answer
  await user.click(within(again).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(keys[1]).toBe(keys[0]);

  // after it succeeded: the next shop is another, with a key of its own
  await user.click(await screen.findByRole('checkbox', { name: /^plain flour/ }));
  await user.click(screen.getByRole('button', { name: 'complete shop' }));
  const next = screen.getByRole('dialog', { name: 'Store Items' });
  await user.click(within(next).getByRole('button', { name: 'confirm' }));
  await waitFor(() => expect(keys).toHaveLength(3));
  expect(keys[2]).not.toBe(keys[0]);
});

test('a shop changed after its answer was lost (the list deleted with it now) goes with a new key', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const keys = loseFirstShopAnswer();
  const { user, dialog, confirm } = await openStoreItems();
  await user.click(confirm);
  await within(dialog).findByRole('alert');
  await user.click(within(dialog).getByRole('checkbox', { name: 'delete this list' }));
  await user.click(confirm);
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[1]).not.toBe(keys[0]);
});

test('a shop sent again while the first still runs says the server\'s "still being done", and may be confirmed again', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), () =>
    HttpResponse.json({ message: SERVER_MESSAGES.idempotencyRunning, errors: { 'Idempotency-Key': [SERVER_MESSAGES.idempotencyRunning] } }, { status: 409, headers: { 'Retry-After': '2' } }), { once: true }));
  const { user, dialog, confirm } = await openStoreItems();
  await user.click(confirm);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.idempotencyRunning);
  expect(confirm).not.toHaveAttribute('aria-disabled');
  await user.click(confirm);
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
});

test('past the server\'s cap the list picker says how many older lists it does not offer', async () => {
  const own = [list(), list({ user_shoppinglist_id: 6, name: 'Next week', ingredients: [] })];
  serveLists({ own, stores: [pantry] });
  server.use(http.get(api('/user-shoppinglists'), () => HttpResponse.json(own, { headers: { [TOTAL_COUNT_HEADER]: '104' } })));
  const { dialog } = await openStoreItems();
  const picker = within(dialog).getByRole('combobox', { name: 'Move unchecked items to' });
  await waitFor(() => expect(picker).toHaveAccessibleDescription(leftOutText(102, LEFT_OUT.lists)));
});
