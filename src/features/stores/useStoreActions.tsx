// The options of one store (SPEC §6 store menu), shared by the list rows and the store page: view, edit,
// set default, share, delete (owner, non-default) and remove (shared), with their dialogs and messages (§8).
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FoodStore } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EntityActionDialogs } from '../../components/EntityActionDialogs';
import type { MenuItem } from '../../components/Menu';
import { RenameDialog } from '../../components/RenameDialog';
import { useToast } from '../../components/Toast';
import { storeMenuRules } from '../../lib/storeMenu';
import { selectUser } from '../../store/authSlice';
import { conflictCurrent } from '../../store/createAppAsyncThunk';
import { deleteStore, removeShared, setDefaultStore, setSharedDefault, updateStore } from '../../store/userStores';

/** ours: SPEC §8 words the prompt for plans and lists only */
export const confirmRemoveStore = (name: string) => `Remove ${name} from shared stores?`;

interface Options {
  /** the page the menu is on, whose own link is left out */
  current?: 'view' | 'edit';
  /** called before leaving a store that was deleted or removed, so a pending save is dropped */
  onGone?: () => void;
  /** more items, after view and edit */
  extra?: MenuItem[];
}

export function useStoreActions(store: FoodStore, { current, onGone, extra = [] }: Options = {}): { items: MenuItem[]; dialogs: ReactNode } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useAppSelector(selectUser);
  const rules = storeMenuRules(store, me);
  const owned = rules.share;
  const [open, setOpen] = useState<'delete' | 'remove' | 'share' | 'rename' | null>(null);
  const [busy, setBusy] = useState(false);

  const leave = (hash: string) => {
    onGone?.();
    if (current) void navigate(`/user-stores${hash}`, { replace: true });
  };

  const makeDefault = async () => {
    try {
      await dispatch(owned ? setDefaultStore(store.id) : setSharedDefault(store.id)).unwrap();
      toast(MESSAGES.setToDefault(store.name));
    } catch (err) {
      console.warn('stores: set default failed', err);
      toast(failureText(MESSAGES.storeActionError, err));
    }
  };

  const confirmDelete = async () => {
    setBusy(true);
    try {
      onGone?.();
      await dispatch(deleteStore(store.id)).unwrap();
      setOpen(null);
      toast(MESSAGES.storeDeleted);
      leave('#mystores');
    } catch (err) {
      // SPEC §8: a failed delete only clears the busy state
      console.warn('stores: delete failed', err);
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    setBusy(true);
    try {
      onGone?.();
      await dispatch(removeShared({ entity_id: store.id, entity_type: 'UserFoodStore' })).unwrap();
      setOpen(null);
      toast(MESSAGES.removedNamed(store.name));
      leave('#shared');
    } catch (err) {
      console.warn('stores: remove failed', err);
      toast(failureText(MESSAGES.storeActionError, err));
    } finally {
      setBusy(false);
    }
  };

  const items: MenuItem[] = [];
  if (current !== 'view') items.push({ id: 'view', label: 'view', onSelect: () => void navigate(`/user-stores/${store.id}?view=readonly`) });
  if (rules.edit && current !== 'edit') items.push({ id: 'edit', label: 'edit', onSelect: () => void navigate(`/user-stores/${store.id}`) });
  items.push(...extra);
  if (rules.setDefault) items.push({ id: 'default', label: 'set default', onSelect: () => void makeDefault() });
  // not beside the editor, whose saves build on the version they started from
  const renames = rules.edit && current !== 'edit';
  if (renames) items.push({ id: 'rename', label: 'rename', onSelect: () => setOpen('rename') });
  if (rules.share) items.push({ id: 'share', label: 'share', onSelect: () => setOpen('share') });
  if (rules.delete) items.push({ id: 'delete', label: 'delete', onSelect: () => setOpen('delete') });
  if (rules.remove) items.push({ id: 'remove', label: 'remove', onSelect: () => setOpen('remove') });

  const dialogs = (
    <EntityActionDialogs
      open={open}
      name={store.name}
      busy={busy}
      onClose={() => setOpen(null)}
      onDelete={rules.delete ? () => void confirmDelete() : undefined}
      remove={rules.remove ? { title: confirmRemoveStore(store.name), onConfirm: () => void confirmRemove() } : undefined}
      share={rules.share ? { type: 'UserFoodStore', entityId: store.id, sharedWith: store.shared_with } : undefined}
    />
  );
  const rename = renames && (
    <RenameDialog
      open={open === 'rename'}
      name={store.name}
      onClose={() => setOpen(null)}
      // with the items as they are and their version: a change made elsewhere meanwhile is refused, not overwritten,
      // and the screen takes the store as it is now, so a second try builds on it
      onRename={async (name) => {
        try {
          await dispatch(updateStore({ id: store.id, name, items: store.items, version: store.version })).unwrap();
        } catch (err) {
          const current = conflictCurrent<FoodStore>(err);
          if (current) dispatch(updateStore.fulfilled(current, 'refused', { id: current.id, items: current.items }));
          throw err;
        }
      }}
    />
  );

  return { items, dialogs: <>{dialogs}{rename}</> };
}
