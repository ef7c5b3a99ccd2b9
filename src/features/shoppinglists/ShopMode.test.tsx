import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import type { FoodStore, ShoppingListItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { App } from '../../app/App';
import { routes } from '../../app/routes';
import { makeStore } from '../../app/store';
import { createRouter } from '../../lib/router';
import { addedItemsText, clearedTicksText, CUSTOM_NOT_CHECKABLE, goneTicksText } from '../../lib/shopChecks';
import { storage } from '../../lib/storage';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { flour, jam, list, listItem, milk, serveLists, sharedList } from '../../../tests/fixtures/shoppingLists';
import { sharedStore, store } from '../../../tests/fixtures/stores';
import { awayAndBack } from '../../../tests/fixtures/visibility';

jest.setTimeout(20_000);
afterEach(() => jest.useRealTimers());

const SHOP = '/user-shopping-lists/5?viewMode=shopmode';
const pantry = store();
const fridge = store({ id: 11, name: 'Fridge', default: false });
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const completeButton = () => screen.getByRole('button', { name: 'complete shop' });

async function openShop(path = SHOP) {
  const view = renderApp(path, { signedIn: true });
  await screen.findByRole('button', { name: 'complete shop' });
  // the groups come once the category names are there (a render of their own), and their rows a render after them
  await waitFor(() => expect(screen.queryByText('Loading items')).not.toBeInTheDocument());
  await screen.findAllByRole('checkbox');
  return view;
}


// the rows come a frame after their list, the dialog's code once the page is idle or at the click
async function openStoreItems(view: { user: ReturnType<typeof userEvent.setup> }, tick: RegExp[] = [/^milk/]) {
  for (const name of tick) await view.user.click(await screen.findByRole('checkbox', { name }));
  await view.user.click(completeButton());
  return screen.findByRole('dialog', { name: 'Store Items' });
}

test('a checkbox per item; ticks are kept across a remount (local storage, per list name)', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const first = await openShop();
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  await first.user.click(box(/^plain flour/));
  expect(box(/^plain flour/)).toBeChecked();
  expect(screen.getByText('1 of 2 ticked · 1 custom item')).toBeInTheDocument();
  first.unmount();

  await openShop();
  expect(box(/^plain flour/)).toBeChecked();
  expect(box(/^milk/)).not.toBeChecked();
});

test('"Start shop" puts the focus on the list\'s heading, not the page\'s body (the link goes with the view)', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const { user, router } = renderApp('/user-shopping-lists/5?view=readonly', { signedIn: true });
  const start = await screen.findByRole('link', { name: 'Start shop' });
  start.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('button', { name: 'complete shop' });
  expect(router.state.location.search).toBe('?viewMode=shopmode');
  expect(start).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Weekend' })).toHaveFocus();
});

test('a change made to the list elsewhere keeps the ticks of the items still on it unchanged, and says once how many it cleared, and why', async () => {
  const eggs = listItem({ value: 6, id: 6, name: 'eggs', quantity: 6, default_quantity: 6, unit: 'unit', default_unit: 'unit', measurement: 'unit' });
  const butter = listItem({ value: 7, id: 7, name: 'butter', quantity: 250, default_quantity: 250, unit: 'g', default_unit: 'g', measurement: 'g' });
  serveLists({ own: [list({ ingredients: [milk, flour, eggs, jam] })], stores: [pantry] });
  const first = await openShop();
  for (const name of [/^milk/, /^plain flour/, /^eggs/]) await first.user.click(box(name));
  expect(screen.getByText('3 of 3 ticked · 1 custom item')).toBeInTheDocument();
  first.unmount();

  // the partner, at home, added butter, raised the milk (what was bought may not be enough) and took the eggs off;
  // the server's checked flags are ignored
  serveLists({ own: [list({ ingredients: [{ ...milk, quantity: 3 }, { ...flour, checked: true }, butter, jam] })], stores: [pantry] });
  const second = await openShop();
  expect(box(/^plain flour/)).toBeChecked();
  expect(box(/^milk/)).not.toBeChecked();
  expect(box(/^butter/)).not.toBeChecked();
  expect(screen.getByText('1 of 3 ticked · 1 custom item')).toBeInTheDocument();
  // the eggs are no longer on the list; the milk is, but more of it
  const notice = screen.getByText(`${goneTicksText(1)} ${clearedTicksText(1)}`);
  expect(notice).toHaveAttribute('role', 'status');
  await second.user.click(within(notice).getByRole('button', { name: 'OK' }));
  expect(screen.queryByText(/ticks? (was|were) cleared|no longer on the list/)).not.toBeInTheDocument();
  second.unmount();

  // said once: the record now holds the ticks kept, and nothing more is cleared
  await openShop();
  expect(box(/^plain flour/)).toBeChecked();
  expect(screen.getByText('1 of 3 ticked · 1 custom item')).toBeInTheDocument();
  expect(screen.queryByText(/ticks? (was|were) cleared|no longer on the list/)).not.toBeInTheDocument();
});

test('a list renamed elsewhere while it was not on screen keeps its ticks: its record is found by the list\'s id and moved to the new name', async () => {
  const shared = list({ name: 'Saturday shop' });
  serveLists({ own: [shared], stores: [pantry] });
  const first = await openShop();
  await first.user.click(box(/^milk/));
  await first.user.click(box(/^plain flour/));
  first.unmount();

  // a partner renamed it, items untouched
  shared.name = 'Saturday big shop';
  const second = await openShop();
  expect(screen.getByRole('heading', { level: 1, name: 'Saturday big shop' })).toBeInTheDocument();
  expect(box(/^milk/)).toBeChecked();
  expect(box(/^plain flour/)).toBeChecked();
  expect(screen.getByText('2 of 2 ticked · 1 custom item')).toBeInTheDocument();
  expect(screen.queryByText(/ticks? (was|were) cleared|no longer on the list/)).not.toBeInTheDocument();
  // moved, not copied: the old name keeps nothing that could come back stale
  await waitFor(() => expect(storage.getChecked('Saturday big shop')).toMatchObject({ list: '5' }));
  expect(storage.getChecked('Saturday shop')).toBeNull();
  second.unmount();

  await openShop();
  expect(box(/^milk/)).toBeChecked();
  expect(box(/^plain flour/)).toBeChecked();
});

test('a list renamed elsewhere while it is in shop mode keeps its ticks when read again, and a reload finds them under the new name', async () => {
  const shared = list({ name: 'Saturday shop' });
  serveLists({ own: [shared], stores: [pantry] });
  const view = await openShop();
  await view.user.click(box(/^milk/));
  await view.user.click(box(/^plain flour/));
  // a partner renamed it from home; the phone comes back to it
  shared.name = 'Saturday big shop';
  awayAndBack();
  expect(await screen.findByRole('heading', { level: 1, name: 'Saturday big shop' })).toBeInTheDocument();
  expect(box(/^milk/)).toBeChecked();
  expect(box(/^plain flour/)).toBeChecked();
  expect(screen.getByText('2 of 2 ticked · 1 custom item')).toBeInTheDocument();
  expect(screen.queryByText(/ticks? (was|were) cleared|no longer on the list/)).not.toBeInTheDocument();
  await waitFor(() => expect(storage.getChecked('Saturday shop')).toBeNull());
  view.unmount();

  // a reload finds them under the new name
  await openShop();
  expect(box(/^milk/)).toBeChecked();
  expect(box(/^plain flour/)).toBeChecked();
});

test('a list of the same name gets no ticks from another list\'s record, and is told of none', async () => {
  serveLists({ own: [list()], shared: [sharedList(true, { name: 'Weekend' })], stores: [pantry] });
  const first = await openShop();
  await first.user.click(box(/^plain flour/));
  first.unmount();

  await openShop('/user-shopping-lists/50?viewMode=shopmode');
  expect(box(/^plain flour/)).not.toBeChecked();
  expect(screen.getByText('0 of 2 ticked · 1 custom item')).toBeInTheDocument();
  expect(screen.queryByText(/ticks? (was|were) cleared/)).not.toBeInTheDocument();
});

test('SPEC §4: custom items cannot be checked, and say why', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  await openShop();
  const custom = box(/^Grandma jam/);
  expect(custom).toBeDisabled();
  expect(custom).toHaveAccessibleDescription(CUSTOM_NOT_CHECKABLE);
});

test('the progress names the custom items it leaves out, so it adds up to the header\'s count (QA D8)', async () => {
  const paste = listItem({ value: 'CUSTOM-paste1', id: 'CUSTOM-paste1', name: 'curry paste', quantity: 1, default_quantity: 1, unit: 'unit', default_unit: 'unit', measurement: 'unit', category_id: null });
  serveLists({ own: [list({ ingredients: [milk, flour, jam, paste] })], stores: [pantry] });
  const first = await openShop();
  expect(screen.getByText('4 items')).toBeInTheDocument();
  expect(screen.getByText('0 of 2 ticked · 2 custom items')).toBeInTheDocument();
  first.unmount();

  // one custom item, in the singular; none, nothing said of them
  serveLists({ own: [list()], stores: [pantry] });
  const second = await openShop();
  expect(screen.getByText('3 items')).toBeInTheDocument();
  expect(screen.getByText('0 of 2 ticked · 1 custom item')).toBeInTheDocument();
  second.unmount();
  serveLists({ own: [list({ ingredients: [milk, flour] })], stores: [pantry] });
  await openShop();
  expect(screen.getByText('0 of 2 ticked')).toBeInTheDocument();
  expect(screen.queryByText(/custom item/)).not.toBeInTheDocument();
});

test('complete shop needs at least one ticked item', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const { user } = await openShop();
  expect(completeButton()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('Tick at least one item to complete the shop.')).toBeInTheDocument();
  await user.click(box(/^milk/));
  expect(completeButton()).toHaveAttribute('aria-disabled', 'false');
  expect(completeButton()).not.toHaveAccessibleDescription();
  await user.click(box(/^milk/));
  expect(completeButton()).toHaveAttribute('aria-disabled', 'true');
});

test('with nothing ticked, complete shop is still reached by Tab, says why, and opens nothing', async () => {
  serveLists({ own: [list()], stores: [pantry] });
  const { user } = await openShop();
  // milk is the last item to tick (the custom item's checkbox is disabled): the next Tab is the button
  box(/^milk/).focus();
  await user.tab();
  expect(completeButton()).toHaveFocus();
  expect(completeButton()).toHaveAccessibleDescription('Tick at least one item to complete the shop.');
  await user.keyboard('{Enter}');
  await user.click(completeButton());
  expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument();
});

test('complete shop needs edit rights: a shared viewer may tick but not complete', async () => {
  serveLists({ shared: [sharedList(false)], stores: [pantry] });
  const { user } = await openShop('/user-shopping-lists/50?viewMode=shopmode');
  await user.click(box(/^milk/));
  expect(box(/^milk/)).toBeChecked();
  expect(completeButton()).toHaveAttribute('aria-disabled', 'true');
  expect(completeButton()).toHaveAccessibleDescription('You can tick items, but completing the shop needs edit rights.');
});

describe('the Store Items dialog', () => {
  test('one store: no store picker; store checked items is on; the list picker offers own lists and shared ones with edit rights', async () => {
    serveLists({
      own: [list(), list({ user_shoppinglist_id: 6, name: 'Next week', ingredients: [] })],
      shared: [sharedList(true, { name: 'Party' }), sharedList(false, { user_shoppinglist_id: 51, name: 'Picnic' })],
      stores: [pantry],
    });
    const view = await openShop();
    const dialog = await openStoreItems(view);
    expect(within(dialog).getByRole('checkbox', { name: 'store checked items' })).toBeChecked();
    expect(within(dialog).queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('into Pantry')).toBeInTheDocument();
    const move = await within(dialog).findByRole('combobox', { name: 'Move unchecked items to' });
    await waitFor(() => expect(within(move).getAllByRole('option').map((o) => o.textContent)).toEqual(['do not move them', 'Next week', 'Party']));
    expect(within(dialog).getByRole('checkbox', { name: 'delete this list' })).not.toBeChecked();
  });

  test('more than one store: the picker shows the stores the user can edit, by name, the default preselected, others\' with their owner', async () => {
    serveLists({
      own: [list()],
      stores: [{ ...pantry, default: false }, { ...fridge, default: true }],
      shared: [sharedStore(true, { name: 'Pantry' }) as never, sharedStore(false, { id: 21, name: 'Cellar' }) as never],
    });
    const view = await openShop();
    const dialog = await openStoreItems(view);
    const picker = await within(dialog).findByRole('combobox', { name: 'Store' });
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Fridge (default)', 'Pantry', "Pantry (Alice's)"]));
    expect(picker).toHaveValue('11');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'store checked items' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
  });

  test('no unchecked items: no list picker', async () => {
    serveLists({ own: [list({ ingredients: [milk, flour] }), list({ user_shoppinglist_id: 6, name: 'Next week' })], stores: [pantry] });
    const view = await openShop();
    const dialog = await openStoreItems(view, [/^milk/, /^plain flour/]);
    expect(within(dialog).queryByRole('combobox', { name: 'Move unchecked items to' })).not.toBeInTheDocument();
  });

  test('it is made ahead of opening, yet every opening starts from the defaults and counts the ticks of the moment', async () => {
    serveLists({ own: [list()], stores: [pantry] });
    const view = await openShop();
    // closed: nothing of it is on offer
    expect(screen.queryByRole('checkbox', { name: 'store checked items' })).not.toBeInTheDocument();
    let dialog = await openStoreItems(view);
    expect(within(dialog).getByText('1 checked item, 2 unchecked')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'store checked items' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'delete this list' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument());

    dialog = await openStoreItems(view, [/^plain flour/]);
    expect(within(dialog).getByText('2 checked items, 1 unchecked')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'store checked items' })).toBeChecked();
    expect(within(dialog).getByText('into Pantry')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'delete this list' })).not.toBeChecked();
  });

  test('a shared editor cannot have the shop delete the list', async () => {
    serveLists({ shared: [sharedList(true)], stores: [pantry] });
    const view = await openShop('/user-shopping-lists/50?viewMode=shopmode');
    const dialog = await openStoreItems(view);
    expect(within(dialog).queryByRole('checkbox', { name: 'delete this list' })).not.toBeInTheDocument();
  });
});

test('confirm completes the shop in one call; "Lists and Stores Updated"; the checked items leave the list', async () => {
  const calls = serveLists({ own: [list(), list({ user_shoppinglist_id: 6, name: 'Next week', ingredients: [] })], stores: [pantry, fridge] });
  const view = await openShop();
  const dialog = await openStoreItems(view, [/^milk/]);
  await view.user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Store' }), 'Fridge');
  await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Move unchecked items to' }), 'Next week');
  await view.user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(calls.shops).toEqual([{ id: '5', body: { checked_ids: [1], store_id: 11, move_unchecked_to: 6, delete_list: false } }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument());
  expect(await screen.findByText(MESSAGES.noItems)).toBeInTheDocument();
  // the ticked items left the list because they were stored: no tick was cleared
  expect(screen.queryByText(/ticks? (was|were) cleared/)).not.toBeInTheDocument();
});

test('storing off and nothing moved: store_id and move_unchecked_to are null', async () => {
  const calls = serveLists({ own: [list()], stores: [pantry] });
  const view = await openShop();
  const dialog = await openStoreItems(view, [/^milk/, /^plain flour/]);
  await view.user.click(within(dialog).getByRole('checkbox', { name: 'store checked items' }));
  await view.user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(calls.shops[0]!.body).toEqual({ checked_ids: [1, 3], store_id: null, move_unchecked_to: null, delete_list: false });
  // only the custom item is left, unticked; the ticked ones were stored, not cleared
  await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
  expect(screen.queryByText(/ticks? (was|were) cleared/)).not.toBeInTheDocument();
  // the focus goes to the list's heading, not back to 'complete shop', refused now that nothing is ticked
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
});

test('with delete chosen: "List Deleted" after 0.8 s, then the lists', async () => {
  jest.useFakeTimers();
  const calls = serveLists({ own: [list()], stores: [pantry] });
  const { router } = renderApp(SHOP, { signedIn: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('button', { name: 'complete shop' });
  const dialog = await openStoreItems({ user });
  await user.click(within(dialog).getByRole('checkbox', { name: 'delete this list' }));
  await user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(calls.shops[0]!.body).toEqual({ checked_ids: [1], store_id: pantry.id, move_unchecked_to: null, delete_list: true });
  expect(completeButton()).toHaveAttribute('aria-disabled', 'true');
  await act(() => jest.advanceTimersByTimeAsync(799));
  expect(screen.queryByText(MESSAGES.listDeletedAfterShop)).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-shopping-lists/5');
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(await screen.findByText(MESSAGES.listDeletedAfterShop)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-shopping-lists');
});

test('a failure says "An Error has occurred :(" and the dialog is no longer busy; the ticks stay', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls = serveLists({ own: [list()], stores: [pantry], shopStatus: 409 });
  const view = await openShop();
  const dialog = await openStoreItems(view);
  const confirm = within(dialog).getByRole('button', { name: 'confirm' });
  await view.user.click(confirm);
  expect(await screen.findByText(MESSAGES.shopCompleteError)).toBeInTheDocument();
  expect(calls.shops).toHaveLength(1);
  expect(confirm).toBeEnabled();
  expect(confirm).not.toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('dialog', { name: 'Store Items' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('shopping lists: complete shop failed', expect.objectContaining({ status: 409 }));
  await view.user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  expect(box(/^milk/)).toBeChecked();
  warn.mockRestore();
});

test('a shop refused because the list changed meanwhile reads the list again and says so in the dialog, until it is closed; the items still on the list keep their ticks, and shop mode says the others are no longer on it', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const shared = list();
  serveLists({ own: [shared], stores: [pantry] });
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), () => HttpResponse.json(
    { message: 'This list has changed since it was opened. Reload it and try again.', errors: { checked_ids: ['1 is not on this list.'] } }, { status: 409 },
  )));
  const view = await openShop();
  await view.user.click(box(/^plain flour/));
  const dialog = await openStoreItems(view);
  expect(within(dialog).getByText('2 checked items, 1 unchecked')).toBeInTheDocument();
  // on another device, milk was taken off the list and eggs were put on it
  const eggs = listItem({ value: 6, id: 6, name: 'eggs', quantity: 6, default_quantity: 6, unit: 'unit', default_unit: 'unit', measurement: 'unit' });
  shared.ingredients = [...shared.ingredients.filter((i) => i.name !== 'milk'), eggs];
  await view.user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.shopListChanged);
  // the list as it is now: flour keeps its tick, eggs have none
  expect(await within(dialog).findByText('1 checked item, 2 unchecked')).toBeInTheDocument();
  // not a toast: it is there until the user closes the dialog or confirms again
  await new Promise((resolve) => { setTimeout(resolve, 1500); });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.shopListChanged);
  await view.user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  expect(screen.queryByText(MESSAGES.shopListChanged)).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /^milk/ })).not.toBeInTheDocument();
  expect(box(/^plain flour/)).toBeChecked();
  expect(box(/^eggs/)).not.toBeChecked();
  expect(screen.getByText('1 of 2 ticked · 1 custom item')).toBeInTheDocument();
  // and the eggs that came onto it
  // the milk left the list (a partner's shop took it): said as it is, not as a change to it (QA household D4)
  expect(screen.getByText(`${addedItemsText(1)} ${goneTicksText(1)}`)).toHaveAttribute('role', 'status');
  // the shop goes on the list as it is now
  server.resetHandlers();
  const calls = serveLists({ own: [shared], stores: [pantry] });
  await view.user.click(completeButton());
  await view.user.click(within(screen.getByRole('dialog', { name: 'Store Items' })).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.shopCompleted)).toBeInTheDocument();
  expect(calls.shops[0]!.body.checked_ids).toEqual([3]);
});

test('a shop refused because the edit right was taken away says the server\'s reason in the dialog, and the screen becomes a viewer\'s', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const shared = sharedList(true);
  const calls = serveLists({ shared: [shared], stores: [pantry] });
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), ({ params }) => {
    calls.shops.push({ id: String(params.id), body: {} as never });
    return HttpResponse.json({ message: 'You can view this, but not change it.' }, { status: 403 });
  }));
  const view = await openShop('/user-shopping-lists/50?viewMode=shopmode');
  const dialog = await openStoreItems(view);
  // the owner takes the edit right away
  shared.shared_with = [{ email: demoUser.email, canEdit: false }];
  await view.user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  const alert = await within(dialog).findByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(`You can view this, but not change it. ${MESSAGES.shopNeedsEditRights}`));
  expect(screen.queryByText(MESSAGES.shopCompleteError)).not.toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: 'confirm' });
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  expect(confirm).toHaveAccessibleDescription(alert.textContent!);
  await view.user.click(confirm);
  expect(calls.shops).toHaveLength(1);
  await view.user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  expect(completeButton()).toHaveAttribute('aria-disabled', 'true');
  expect(completeButton()).toHaveAccessibleDescription(MESSAGES.shopNeedsEditRights);
  expect(box(/^milk/)).toBeChecked();
});

test('a shop on a list deleted meanwhile, or no longer shared, says so and the screen shows it is gone', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const own = [list()];
  serveLists({ own, stores: [pantry] });
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
  const view = await openShop();
  const dialog = await openStoreItems(view);
  // on another device, the owner deleted the list
  own.length = 0;
  await view.user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await screen.findByText(MESSAGES.shopListGone)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Store Items' })).not.toBeInTheDocument();
  expect(await screen.findByText('This list does not exist, or it is no longer shared with you.')).toBeInTheDocument();
});

test('with no connection the shop says it needs one in the dialog, until it is closed, and the ticks stay', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveLists({ own: [list()], stores: [pantry] });
  server.use(http.post(api('/user-shoppinglists/:id/complete-shop'), () => HttpResponse.error()));
  const view = await openShop();
  const dialog = await openStoreItems(view);
  await view.user.click(within(dialog).getByRole('button', { name: 'confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.shopNeedsConnection);
  // not a toast: it is there until the user closes the dialog or confirms again
  await new Promise((resolve) => { setTimeout(resolve, 1500); });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.shopNeedsConnection);
  await view.user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  expect(box(/^milk/)).toBeChecked();
});

test('2,000 items: shop mode renders a few screens of rows, scrolling brings a far one in and its tick registers (its speed is measured by npm run bench)', async () => {
  const many: ShoppingListItem[] = Array.from({ length: 2000 }, (_, i) => listItem({ value: i + 1, id: i + 1, name: `item ${i + 1}`, quantity: 1 }));
  serveLists({ own: [list({ ingredients: many })], stores: [pantry as FoodStore] });
  const store = makeStore({ auth: { isLoggedIn: true, user: demoUser, loginError: null } });
  window.localStorage.setItem('token', JSON.stringify('test-token-0123456789abcdef'));
  window.localStorage.setItem('user', JSON.stringify(demoUser));
  window.localStorage.setItem('tutorial_enabled', 'false');
  const router = createRouter(routes, createMemoryHistory({ initialEntries: [SHOP] }));
  render(<App store={store} router={router} />);
  const user = userEvent.setup();
  // the rows settle into their category once the catalogue options have arrived
  await screen.findByText('Dairy & Eggs', {}, { timeout: 15_000 });
  const rows = () => document.querySelectorAll('.shop-item');
  // a group's rows come in a render after the group (WindowedList): on a busy machine, a moment later
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  expect(rows().length).toBeLessThan(100);
  expect(rows()[0]).toHaveAttribute('aria-setsize', '2000');
  // 'item 999' sorts last: it is not in the page until the list is scrolled to its end
  expect(screen.queryByText('item 999')).not.toBeInTheDocument();
  const group = rows()[0]!.closest('ul')!;
  jest.spyOn(group, 'getBoundingClientRect').mockReturnValue({ x: 0, y: -2000 * 64 + 400, top: -2000 * 64 + 400, bottom: 400, left: 0, right: 390, width: 390, height: 2000 * 64, toJSON: () => ({}) });
  fireEvent.scroll(document);
  const name = await screen.findByText('item 999');
  expect(rows().length).toBeLessThan(100);
  const checkbox = name.closest('label')!.querySelector('input')!;
  await user.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(screen.getByText('1 of 2000 ticked')).toBeInTheDocument();
});
