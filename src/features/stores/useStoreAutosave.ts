// SPEC §4, §9: store edits autosave 500 ms after a change, with a saving indicator. The whole item list is
// sent with the version it builds on; one save is in flight at a time and the latest edit wins
// (pwa/useSyncedItems.ts). Unsent edits are sent at once when the page is hidden or the user leaves the store;
// offline, or after someone else's change, they wait in the outbox, shown as pending or as a conflict.
import type { FoodStore, StoreItem } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { mergeStoreItems } from '../../lib/mergeItems';
import { useSyncedItems } from '../../pwa/useSyncedItems';
import { selectUser } from '../../store/authSlice';
import { updateStore } from '../../store/userStores';

const itemsOf = (store: FoodStore) => store.items;

export function useStoreAutosave(store: FoodStore) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id ?? store.user_id;
  return useSyncedItems<StoreItem[], FoodStore>({
    kind: 'store',
    entity: store,
    id: store.id,
    userId,
    itemsOf,
    send: (items, version) => dispatch(updateStore({ id: store.id, items, ...(version === undefined ? {} : { version }) })).unwrap(),
    merge: mergeStoreItems,
  });
}
