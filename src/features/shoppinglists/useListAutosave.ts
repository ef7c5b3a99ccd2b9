// The editor's items and their saving: every change is shown at once and sent AUTOSAVE_MS after the last one,
// with the version it builds on (pwa/useSyncedItems.ts). SPEC §8: a failed save is logged only; the edits stay
// on screen and are sent again with the next change, on 'try again', or when the page is left. Offline, or
// after someone else's change, they wait in the outbox, shown as pending or as a conflict to resolve; a merge
// reads the list first, so it merges onto the list as it is now.
import type { ShoppingList, ShoppingListItem } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { mergeListItems } from '../../lib/mergeItems';
import { useSyncedItems } from '../../pwa/useSyncedItems';
import { selectUser } from '../../store/authSlice';
import { fetchShoppingList, saveShoppingList } from '../../store/currentShoppinglistSlice';

const itemsOf = (list: ShoppingList) => list.ingredients;

export function useListAutosave(list: ShoppingList) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id ?? list.user_id;
  return useSyncedItems<ShoppingListItem[], ShoppingList>({
    kind: 'list',
    entity: list,
    id: list.user_shoppinglist_id,
    userId,
    itemsOf,
    send: async (ingredients, version) => {
      try {
        return await dispatch(saveShoppingList({ id: list.user_shoppinglist_id, ingredients, version })).unwrap();
      } catch (err) {
        console.warn(`shopping lists: saving list ${list.user_shoppinglist_id} failed`, err);
        throw err;
      }
    },
    merge: mergeListItems,
    // the list as it is now, for a merge (which shows it wherever the list is shown, as any read does)
    read: () => dispatch(fetchShoppingList(list.user_shoppinglist_id)).unwrap(),
  });
}
