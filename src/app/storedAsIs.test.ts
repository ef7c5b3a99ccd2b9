// Lists and stores are stored as they came, frozen, so Immer does not walk their items on every arrival; the
// reducers still change them (as copies), and a change never reaches the answer it was made from.
import { setAutoFreeze } from 'immer';
import type { ShoppingList } from '../../contract/entities';
import { flour, list } from '../../tests/fixtures/shoppingLists';
import { store as foodStore } from '../../tests/fixtures/stores';
import { fetchShoppingList, saveShoppingList } from '../store/currentShoppinglistSlice';
import { fetchStores, setDefaultStore } from '../store/userStores';
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
