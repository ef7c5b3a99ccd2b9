// The options of one shopping list (SPEC §2 view menu, §6 roles, §8 messages): delete (owner), shop, share
// (owner), edit and rename (owner or canEdit), remove (shared lists), clipboard copy and report prices (disabled).
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIST_REMOVED_DELAY_MS } from '../../../contract/constants';
import type { ShoppingList } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EntityActionDialogs } from '../../components/EntityActionDialogs';
import type { MenuItem } from '../../components/Menu';
import { RenameDialog } from '../../components/RenameDialog';
import { useToast } from '../../components/Toast';
import { copyText } from '../../lib/clipboard';
import { listMenuRules } from '../../lib/listMenu';
import { listToText } from '../../lib/shoppingListItems';
import { selectUser } from '../../store/authSlice';
import { deleteShoppingList, saveShoppingList } from '../../store/currentShoppinglistSlice';
import { conflictCurrent } from '../../store/createAppAsyncThunk';
import { removeShared } from '../../store/userStores';

const wait = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

export function useListActions(list: ShoppingList, { shopMode }: { shopMode: boolean }): { items: MenuItem[]; dialogs: ReactNode } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useAppSelector(selectUser);
  const rules = listMenuRules(list, me);
  const id = list.user_shoppinglist_id;
  const [open, setOpen] = useState<'delete' | 'remove' | 'share' | 'rename' | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    setBusy(true);
    try {
      await dispatch(deleteShoppingList(id)).unwrap();
      toast(MESSAGES.listDeleted);
      void navigate('/user-shopping-lists#mylists', { replace: true });
    } catch (err) {
      // like a store's delete (SPEC §8), a failed delete only clears the busy state
      console.warn('shopping lists: delete failed', err);
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    setBusy(true);
    try {
      await dispatch(removeShared({ entity_id: id, entity_type: 'UserShoppinglist' })).unwrap();
      // SPEC §9: 'List Removed.' follows after 200 ms
      await wait(LIST_REMOVED_DELAY_MS);
      toast(MESSAGES.listRemoved);
      void navigate('/user-shopping-lists#shared', { replace: true });
    } catch (err) {
      console.warn('shopping lists: remove failed', err);
      setBusy(false);
    }
  };

  const copy = async () => {
    toast((await copyText(listToText(list))) ? MESSAGES.copied : 'Could not copy to the clipboard.');
  };

  const items: MenuItem[] = [];
  if (rules.delete) items.push({ id: 'delete', label: 'delete', onSelect: () => setOpen('delete') });
  items.push(shopMode
    ? { id: 'view', label: 'stop shopping', onSelect: () => void navigate(`/user-shopping-lists/${id}?view=readonly`) }
    : { id: 'shop', label: 'shop', onSelect: () => void navigate(`/user-shopping-lists/${id}?viewMode=shopmode`) });
  if (rules.share) items.push({ id: 'share', label: 'share', onSelect: () => setOpen('share') });
  if (rules.edit) items.push({ id: 'edit', label: 'edit', onSelect: () => void navigate(`/user-shopping-lists/edit/${id}`) });
  // not while shopping: the ticks are kept by the list's name (SPEC §4)
  const renames = rules.edit && !shopMode;
  if (renames) items.push({ id: 'rename', label: 'rename', onSelect: () => setOpen('rename') });
  if (rules.remove) items.push({ id: 'remove', label: 'remove', onSelect: () => setOpen('remove') });
  items.push({ id: 'copy', label: 'clipboard copy', icon: 'copy', onSelect: () => void copy() });
  items.push({ id: 'report', label: 'report prices', onSelect: () => undefined, disabled: true });

  const dialogs = (
    <EntityActionDialogs
      open={open}
      name={list.name}
      busy={busy}
      onClose={() => setOpen(null)}
      onDelete={rules.delete ? () => void confirmDelete() : undefined}
      remove={rules.remove ? { title: MESSAGES.confirmRemoveShared(list.name, 'lists'), onConfirm: () => void confirmRemove() } : undefined}
      share={rules.share ? { type: 'UserShoppinglist', entityId: id, sharedWith: list.shared_with } : undefined}
    />
  );
  const rename = renames && (
    <RenameDialog
      open={open === 'rename'}
      name={list.name}
      onClose={() => setOpen(null)}
      // with the items as they are and their version: a change made elsewhere meanwhile is refused, not overwritten,
      // and the screen takes the list as it is now, so a second try builds on it
      onRename={async (name) => {
        try {
          await dispatch(saveShoppingList({ id, name, ingredients: list.ingredients, version: list.version })).unwrap();
        } catch (err) {
          const current = conflictCurrent<ShoppingList>(err);
          if (current) dispatch(saveShoppingList.fulfilled(current, 'refused', { id, ingredients: current.ingredients }));
          throw err;
        }
      }}
    />
  );

  return { items, dialogs: <>{dialogs}{rename}</> };
}
