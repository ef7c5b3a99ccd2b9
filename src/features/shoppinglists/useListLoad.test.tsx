// A list the app already holds opens at once while the server is asked for it (QA slow D2: 30 s of 'Loading list' in
// a shop with one bar of signal), and a list on screen is read again when the app comes back into view, so a
// partner's change shows (QA pwa D2, slow D5).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ShoppingList } from '../../../contract/entities';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { flour, jam, list, listItem, milk, serveLists, sharedList } from '../../../tests/fixtures/shoppingLists';
import { store as pantryStore } from '../../../tests/fixtures/stores';
import { awayAndBack } from '../../../tests/fixtures/visibility';
import { addedItemsText } from '../../lib/shopChecks';
import { offlineStore } from '../../pwa/offlineData';
import userDataSlice from '../../store/userDataSlice';
import { FRESHNESS_TEXT } from '../../components/Freshness';
import { SHOP_READ_MS } from './ShoppingListScreen';

jest.setTimeout(20_000);

const base = userDataSlice.getInitialState();
const butter = listItem({ value: 7, id: 7, name: 'butter', quantity: 250, default_quantity: 250, unit: 'g', default_unit: 'g', measurement: 'g' });
const eggs = listItem({ value: 6, id: 6, name: 'eggs', quantity: 6, default_quantity: 6, unit: 'unit', default_unit: 'unit', measurement: 'unit' });

afterEach(async () => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(document, 'visibilityState');
  await offlineStore.clear();
});

/** The read of one list hangs (a stalled connection) until `answer(list)`; the rest of the list API answers. */
function hangingRead(own: ShoppingList[]) {
  serveLists({ own, stores: [pantryStore()] });
  let answer: (list: ShoppingList) => void = () => undefined;
  const answered = new Promise<ShoppingList>((resolve) => { answer = resolve; });
  let reads = 0;
  server.use(http.get(api('/user-shoppinglists/:id'), async () => {
    reads += 1;
    return HttpResponse.json({ shopping_list: await answered });
  }));
  return { answer, reads: () => reads };
}

/** The app held the user's lists (the lists screen showed them) before the list was opened. */
const holding = (own: ShoppingList[]) => ({ user_data: { ...base, shoppinglists: own, listsStatus: 'succeeded' as const } });


describe('a list the app holds opens at once while its read hangs, and is refreshed behind it', () => {
  test('shop mode, from the lists the app holds: the copy at once, "Updating…" after a moment, then the answer', async () => {
    const held = list({ version: 3 });
    const { answer } = hangingRead([held]);
    renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true, preloadedState: holding([held]) });
    expect(await screen.findByRole('checkbox', { name: /^milk/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading list')).not.toBeInTheDocument();
    expect(await screen.findByText(FRESHNESS_TEXT.updating)).toHaveAttribute('role', 'status');
    // the answer: a partner added butter meanwhile
    act(() => answer(list({ version: 4, ingredients: [milk, flour, jam, butter] })));
    expect(await screen.findByRole('checkbox', { name: /^butter/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(FRESHNESS_TEXT.updating)).not.toBeInTheDocument());
  });

  test('a reload in a shop: the offline copy kept on this device, before any of the app\'s loads is answered', async () => {
    const held = list({ version: 3 });
    await offlineStore.savePart({ userId: demoUser.id, savedAt: Date.now(), shoppinglists: [held], user_stores: [], shared_with_me: [], mealplans: [] }, 'shoppinglists');
    const { answer } = hangingRead([held]);
    // the start's own load of the lists hangs too
    let listsAnswered: () => void = () => undefined;
    const lists = new Promise<void>((resolve) => { listsAnswered = resolve; });
    server.use(http.get(api('/user-shoppinglists'), async () => {
      await lists;
      return HttpResponse.json([held]);
    }));
    renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
    expect(await screen.findByRole('checkbox', { name: /^plain flour/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading list')).not.toBeInTheDocument();
    act(() => {
      answer(held);
      listsAnswered();
    });
  });

  test('with no copy anywhere the spinner stays until the answer', async () => {
    const { answer } = hangingRead([list()]);
    renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
    expect(await screen.findByText('Loading list')).toBeInTheDocument();
    await new Promise((resolve) => { setTimeout(resolve, 300); });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    act(() => answer(list()));
    expect(await screen.findByRole('checkbox', { name: /^milk/ })).toBeInTheDocument();
  });

  test('the editor opens at once on a copy with its version, and takes the newer answer when nothing was typed', async () => {
    const held = list({ version: 3 });
    const { answer } = hangingRead([held]);
    renderApp('/user-shopping-lists/edit/5', { signedIn: true, preloadedState: holding([held]) });
    expect(await screen.findByLabelText('Quantity of milk')).toHaveValue('2');
    act(() => answer(list({ version: 4, ingredients: [{ ...milk, quantity: 3 }, flour, jam] })));
    await waitFor(() => expect(screen.getByLabelText('Quantity of milk')).toHaveValue('3'));
  });

  test('a read that gets a server error leaves the copy on screen, saying it was not updated, with try again', async () => {
    const held = list({ version: 3 });
    serveLists({ own: [held] });
    let broken = true;
    server.use(http.get(api('/user-shoppinglists/5'), () => (broken ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined)));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderApp('/user-shopping-lists/5', { signedIn: true, preloadedState: holding([held]) });
    const note = await screen.findByText(FRESHNESS_TEXT.notUpdated);
    expect(screen.getByRole('heading', { name: 'Weekend', level: 1 })).toBeInTheDocument();
    broken = false;
    await user.click(within(note).getByRole('button', { name: 'try again' }));
    await waitFor(() => expect(screen.queryByText(FRESHNESS_TEXT.notUpdated)).not.toBeInTheDocument());
  });
});

describe('a list on screen is read again', () => {
  test('shop mode, back in view: a partner\'s items show, the ticks carry, and shop mode says what came in', async () => {
    const shared = list({ version: 3, ingredients: [milk, flour, jam] });
    serveLists({ own: [shared], stores: [pantryStore()] });
    const { user } = renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
    await user.click(await screen.findByRole('checkbox', { name: /^plain flour/ }));
    // a partner put butter and eggs on it, from home
    shared.ingredients = [milk, flour, jam, butter, eggs];
    shared.version = 4;
    awayAndBack();
    expect(await screen.findByRole('checkbox', { name: /^butter/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^plain flour/ })).toBeChecked();
    expect(screen.getByText('1 of 4 ticked · 1 custom item')).toBeInTheDocument();
    const news = screen.getByText(addedItemsText(2));
    expect(news).toHaveAttribute('role', 'status');
    await user.click(within(news).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(addedItemsText(2))).not.toBeInTheDocument();
  });

  test('shop mode on a shared list reads it every SHOP_READ_MS; on a list of the user\'s own, shared with nobody, it does not', async () => {
    const party = sharedList(true);
    serveLists({ own: [list()], shared: [party], stores: [pantryStore()] });
    let reads = 0;
    server.use(http.get(api('/user-shoppinglists/50'), () => {
      reads += 1;
      return undefined;
    }));
    const every = jest.spyOn(window, 'setInterval');
    const polls = () => every.mock.calls.filter(([, ms]) => ms === SHOP_READ_MS);
    const own = renderApp('/user-shopping-lists/5?viewMode=shopmode', { signedIn: true });
    await screen.findByRole('checkbox', { name: /^milk/ });
    expect(polls()).toHaveLength(0);
    own.unmount();

    renderApp('/user-shopping-lists/50?viewMode=shopmode', { signedIn: true });
    await screen.findByRole('checkbox', { name: /^milk/ });
    await waitFor(() => expect(reads).toBe(1));
    // the last one set (StrictMode sets and clears one first)
    const [poll] = polls().at(-1)!;
    act(() => (poll as () => void)());
    await waitFor(() => expect(reads).toBe(2));
  });
});
