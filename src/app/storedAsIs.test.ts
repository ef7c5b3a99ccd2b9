// Lists and stores are stored as they came, frozen, so Immer does not walk their items on every arrival; the
// reducers still change them (as copies), and a change never reaches the answer it was made from.
import { setAutoFreeze } from 'immer';
import type { ShoppingList } from '../../contract/entities';
import { plan } from '../../tests/fixtures/mealplans';
import { flour, list } from '../../tests/fixtures/shoppingLists';
import { store as foodStore, item, sharedStore } from '../../tests/fixtures/stores';
import { fetchShoppingList, saveShoppingList } from '../store/currentShoppinglistSlice';
import { sameAnswer } from '../store/storedAsIs';
import { fetchMealplans } from '../store/userMealplans';
import { fetchShoppingLists } from '../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores, setDefaultStore } from '../store/userStores';
// the signed-in code, as a signed-in screen's route has it before the screen renders
import './signedIn';
import { makeStore } from './store';

// as in production, where the store freezes nothing itself
beforeAll(() => setAutoFreeze(false));
afterAll(() => setAutoFreeze(true));

const fulfilled = <T>(creator: { fulfilled: (payload: T, requestId: string, arg: never) => unknown }, payload: T, arg: unknown) =>
  creator.fulfilled(payload, 'r', arg as never) as Parameters<ReturnType<typeof makeStore>['dispatch']>[0];

test('a list answer is kept frozen, its items too, in both places it is kept; a later save replaces it', () => {
  const store = makeStore();
  const answer = list({ user_shoppinglist_id: 5, version: 3, ingredients: [flour] });
  store.dispatch(fetchShoppingList.pending('r', 5));
  store.dispatch(fulfilled(fetchShoppingList, answer, 5));
  const kept = store.getState().current_shoppinglist.list!;
  expect(kept).toBe(answer);
  expect(Object.isFrozen(kept) && Object.isFrozen(kept.ingredients)).toBe(true);

  const saved: ShoppingList = { ...answer, version: 4, ingredients: [{ ...flour, quantity: 3 }] };
  store.dispatch(fulfilled(saveShoppingList, saved, { id: 5 }));
  expect(store.getState().current_shoppinglist.list!.ingredients[0]!.quantity).toBe(3);
  expect(answer.ingredients[0]!.quantity).toBe(flour.quantity);
});

test('stores are kept frozen; marking the default changes a copy, not the answer', () => {
  const store = makeStore();
  const pantry = foodStore({ id: 1, name: 'Pantry', default: true });
  const shed = foodStore({ id: 2, name: 'Shed', default: false });
  store.dispatch(fulfilled(fetchStores, [pantry, shed], undefined));
  const kept = store.getState().user_data.user_stores;
  expect(kept.every((s) => Object.isFrozen(s) && Object.isFrozen(s.items))).toBe(true);
  store.dispatch(fulfilled(setDefaultStore, 2, 2));
  expect(store.getState().user_data.user_stores.map((s) => s.default)).toEqual([false, true]);
  expect([pantry.default, shed.default]).toEqual([true, false]);
});

// The start and the screen both load the user's data: an answer that repeats what is held keeps it, so nothing
// that shows it draws again and the offline copy (written when a part's array changes) is not written again.
describe('an answer that repeats what is held', () => {
  const copy = <T>(value: T): T => structuredClone(value);

  test('stores: the same answer keeps the array and each store; a changed store alone is replaced', () => {
    const store = makeStore();
    const pantry = foodStore({ id: 1, name: 'Pantry', items: [item({ id: 1 }), item({ id: 2, name: 'eggs' })] });
    const shed = foodStore({ id: 2, name: 'Shed', default: false });
    store.dispatch(fulfilled(fetchStores, [pantry, shed], undefined));
    const first = store.getState().user_data.user_stores;

    store.dispatch(fetchStores.pending('r2', undefined));
    store.dispatch(fulfilled(fetchStores, copy([pantry, shed]), undefined));
    expect(store.getState().user_data.user_stores).toBe(first);
    expect(store.getState().user_data.storesStatus).toBe('succeeded');

    const eggsGone = { ...copy(pantry), version: (pantry.version ?? 0) + 1, items: [copy(pantry.items[0]!)] };
    store.dispatch(fulfilled(fetchStores, [eggsGone, copy(shed)], undefined));
    const next = store.getState().user_data.user_stores;
    expect(next).not.toBe(first);
    expect(next[0]!.items.map((i) => i.name)).toEqual(['milk']);
    expect(Object.isFrozen(next[0])).toBe(true);
    expect(next[1]).toBe(first[1]);

    // one store fewer, or one more, is a new list
    store.dispatch(fulfilled(fetchStores, [copy(eggsGone)], undefined));
    expect(store.getState().user_data.user_stores).toHaveLength(1);
    expect(store.getState().user_data.user_stores[0]).toBe(next[0]);
  });

  test('the list on show and its copy among the lists are kept when the list is loaded again unchanged', () => {
    const store = makeStore();
    const answer = list({ user_shoppinglist_id: 5, version: 3, ingredients: [flour] });
    store.dispatch(fulfilled(fetchShoppingLists, [answer], undefined));
    store.dispatch(fetchShoppingList.pending('r', 5));
    store.dispatch(fulfilled(fetchShoppingList, copy(answer), 5));
    const shown = store.getState().current_shoppinglist.list;
    const lists = store.getState().user_data.shoppinglists;
    expect(lists[0]).toBe(answer);

    store.dispatch(fetchShoppingList.pending('r2', 5));
    store.dispatch(fulfilled(fetchShoppingList, copy(answer), 5));
    expect(store.getState().current_shoppinglist.list).toBe(shown);
    expect(store.getState().current_shoppinglist.status).toBe('succeeded');
    expect(store.getState().user_data.shoppinglists).toBe(lists);

    // a changed answer is taken, in both places
    store.dispatch(fulfilled(fetchShoppingList, { ...copy(answer), version: 4, ingredients: [{ ...flour, checked: true }] }, 5));
    expect(store.getState().current_shoppinglist.list!.ingredients[0]!.checked).toBe(true);
    expect(store.getState().user_data.shoppinglists[0]!.version).toBe(4);
  });

  test("a save's answer keeps each item it repeats, in the list on show, among the lists and among the shares", () => {
    const store = makeStore();
    const items = Array.from({ length: 5 }, (_, i) => ({ ...flour, id: i + 1, value: i + 1, name: `Item ${i + 1}` }));
    const answer = list({ user_shoppinglist_id: 5, version: 3, ingredients: items });
    store.dispatch(fulfilled(fetchShoppingLists, [answer], undefined));
    store.dispatch(fulfilled(fetchSharedWithMe, [{ type: 'UserShoppinglist', ...answer }], undefined));
    store.dispatch(fetchShoppingList.pending('r', 5));
    store.dispatch(fulfilled(fetchShoppingList, copy(answer), 5));
    const places = () => {
      const { current_shoppinglist, user_data } = store.getState();
      const shared = user_data.shared_with_me[0]!;
      return [current_shoppinglist.list!.ingredients, user_data.shoppinglists[0]!.ingredients, shared.type === 'UserShoppinglist' ? shared.ingredients : []];
    };
    const before = places();

    // the third item ticked, the first gone, a new one at the end
    const saved = copy(answer);
    saved.version = 4;
    saved.ingredients = [...saved.ingredients.slice(1), { ...flour, id: 9, value: 9, name: 'Item 9' }];
    saved.ingredients[1]!.checked = true;
    store.dispatch(fulfilled(saveShoppingList, saved, { id: 5 }));
    places().forEach((after, place) => {
      expect(after.map((i) => i.name)).toEqual(['Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 9']);
      expect(after[1]!.checked).toBe(true);
      expect([after[0], after[2], after[3]]).toEqual([before[place]![1], before[place]![3], before[place]![4]]);
      [0, 2, 3].forEach((i) => expect(after[i]).toBe(before[place]![i + 1]));
      expect(after[1]).not.toBe(before[place]![2]);
      expect(Object.isFrozen(after)).toBe(true);
    });
    expect(store.getState().user_data.shoppinglists[0]!.version).toBe(4);
  });

  test("a store's answer keeps each item it repeats; the same items in a new order are taken in that order", () => {
    const store = makeStore();
    const pantry = foodStore({ id: 1, name: 'Pantry', items: [item({ id: 1 }), item({ id: 2, name: 'eggs' }), item({ id: 3, name: 'rice' })] });
    store.dispatch(fulfilled(fetchStores, [pantry], undefined));
    const held = store.getState().user_data.user_stores[0]!.items;
    const changed = copy(pantry);
    changed.version = (pantry.version ?? 0) + 1;
    changed.items[1]!.quantity += 1;
    store.dispatch(fulfilled(fetchStores, [changed], undefined));
    const next = store.getState().user_data.user_stores[0]!.items;
    expect([next[0], next[2]]).toEqual([held[0], held[2]]);
    expect(next[0]).toBe(held[0]);
    expect(next[2]).toBe(held[2]);
    expect(next[1]!.quantity).toBe(held[1]!.quantity + 1);

    store.dispatch(fulfilled(fetchStores, [{ ...copy(changed), version: changed.version + 1, items: copy(changed.items).reverse() }], undefined));
    const reordered = store.getState().user_data.user_stores[0]!.items;
    expect(reordered.map((i) => i.id)).toEqual([3, 2, 1]);
    expect(reordered[0]).toBe(next[2]);
  });

  test("an answer of the version held keeps the held items as they are (the server writes no item without a new version); its other fields are taken", () => {
    const store = makeStore();
    const pantry = foodStore({ id: 1, name: 'Pantry', version: 7, items: [item({ id: 1 }), item({ id: 2, name: 'eggs' })] });
    store.dispatch(fulfilled(fetchStores, [pantry], undefined));
    const held = store.getState().user_data.user_stores[0]!;
    const sameVersion = { ...copy(pantry), name: 'Larder shelf', items: [item({ id: 1, quantity: 99 })] };
    store.dispatch(fulfilled(fetchStores, [sameVersion], undefined));
    const next = store.getState().user_data.user_stores[0]!;
    expect(next.name).toBe('Larder shelf');
    expect(next.items).toBe(held.items);
  });

  test('shares and plans: the same answer keeps what is held', () => {
    const store = makeStore();
    const shared = [sharedStore(true)];
    const plans = [plan({ user_mealplan_id: 7 })];
    store.dispatch(fulfilled(fetchSharedWithMe, shared, undefined));
    store.dispatch(fulfilled(fetchMealplans, plans, undefined));
    const before = store.getState().user_data;
    store.dispatch(fulfilled(fetchSharedWithMe, copy(shared), undefined));
    store.dispatch(fulfilled(fetchMealplans, copy(plans), undefined));
    expect(store.getState().user_data.shared_with_me).toBe(before.shared_with_me);
    expect(store.getState().user_data.mealplans).toBe(before.mealplans);
    store.dispatch(fulfilled(fetchMealplans, [{ ...copy(plans[0]!), name: 'Renamed' }], undefined));
    expect(store.getState().user_data.mealplans[0]!.name).toBe('Renamed');
  });
});

describe('sameAnswer', () => {
  test.each([
    [{ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: 1, b: 2 }, { a: 1, c: 2 }, false],
    [[1, 2], [2, 1], false],
    [[], {}, false],
    [{ a: null }, { a: {} }, false],
    ['1', 1, false],
    [null, null, true],
  ])('%j and %j: %s', (a, b, same) => expect(sameAnswer(a, b)).toBe(same));
});
