// A store the user can edit (SPEC §2 /user-stores/{id}): search and add, quantity, unit and remove per item,
// the 'manage store items' dialog and the options menu; every change autosaves (useStoreAutosave).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FoodStore, IngredientOption, StoreItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ItemSearch } from '../../components/ItemSearch';
import { useToast } from '../../components/Toast';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { importWithRetry } from '../../lib/lazyWithRetry';
import { canEdit } from '../../lib/permissions';
import { amountRaisedText } from '../../lib/shoppingListItems';
import { addStoreItemAt, addStoreItems, catalogueStoreItem, customStoreItem } from '../../lib/storeItems';
import { selectUser } from '../../store/authSlice';
import { fetchIngredientOptions, selectFormOptionsStatus, selectIngredientOptions } from '../../store/formOptionsSlice';
import { changeStoreNow } from '../../store/changeStore';
import { selectAllStores } from '../../store/userStores';
import { SaveStatus } from './SaveStatus';
import { StoreHeader } from './StoreHeader';
import { StoreItemGroups } from './StoreItemGroups';
import { useStoreActions } from './useStoreActions';
import { useStoreAutosave } from './useStoreAutosave';

// loaded when first opened from the menu, not with every store's page
const ManageItemsDialog = lazy(() => importWithRetry(() => import('./ManageItemsDialog')).then((module) => ({ default: module.ManageItemsDialog })));

export function StoreEditor({ store, owned, note }: { store: FoodStore; owned: boolean; note?: ReactNode }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const me = useAppSelector(selectUser);
  const options = useAppSelector(selectIngredientOptions);
  const optionsReady = useAppSelector(selectFormOptionsStatus).ingredients === 'succeeded';
  const allStores = useAppSelector(selectAllStores);
  const { items, change, saveState, flush, cancel, retry, sync } = useStoreAutosave(store);
  const [managing, setManaging] = useState(false);
  // said by the search's status, where '<name> added' is
  const [removed, setRemoved] = useState<{ name: string }>();
  const manageWanted = useOpenedOnce(managing);
  // the same while the items and the store moved to are: a save whose answer was lost is sent again, not added twice
  const moveKey = useSubmissionKey();

  useEffect(() => {
    void dispatch(fetchIngredientOptions());
  }, [dispatch]);

  // SPEC §6: items may move to own stores and to shared stores the user can edit
  const targets = useMemo(() => allStores.filter((s) => s.id !== store.id && canEdit(s, me)), [allStores, store.id, me]);

  const actions = useStoreActions(store, {
    current: 'edit',
    onGone: cancel,
    extra: [{ id: 'manage', label: 'manage store items', onSelect: () => setManaging(true) }],
  });

  // what the search says of the add: the amount raised ('chicken breast: 500 g → 1000 g'), or (nothing returned) '<name> added'
  const add = (item: StoreItem) => {
    let said: string | undefined;
    change((list) => {
      const { items: next, at, before } = addStoreItemAt(list, item);
      if (before) said = amountRaisedText(before, next[at]!);
      return next;
    });
    return said;
  };
  // stable, so an edit re-renders only its own row
  const update = useCallback(
    (index: number, patch: Partial<StoreItem>) => change((list) => list.map((it, i) => (i === index ? { ...it, ...patch } : it))),
    [change],
  );
  const removeAt = useCallback((indexes: number[]) => {
    const gone = new Set(indexes);
    change((list) => list.filter((_, i) => !gone.has(i)));
  }, [change]);
  // a row's own remove button
  const removeOne = useCallback((index: number) => change((list) => {
    const gone = list[index];
    if (!gone) return list;
    setRemoved({ name: gone.name });
    return list.filter((_, i) => i !== index);
  }), [change]);

  const move = async (indexes: number[], target: FoodStore) => {
    const moving = indexes.map((i) => items[i]).filter((it): it is StoreItem => it !== undefined);
    try {
      await changeStoreNow(dispatch, target.id, (there) => addStoreItems(there, moving), { key: moveKey.keyFor({ target: target.id, moving }) });
      moveKey.succeeded();
    } catch (err) {
      console.warn('stores: moving items failed', err);
      toast(MESSAGES.storeUpdateError);
      return;
    }
    removeAt(indexes);
    const saved = await flush();
    setManaging(false);
    toast(saved ? MESSAGES.storeItemsMoved : MESSAGES.storeUpdateError);
  };

  return (
    <div className="store">
      <StoreHeader store={store} owned={owned} itemTotal={items.length} menu={actions.items} note={note} aside={<SaveStatus state={saveState} sync={sync} onRetry={retry} />} />
      <ItemSearch
        options={options}
        ready={optionsReady}
        onAdd={(option: IngredientOption) => add(catalogueStoreItem(option))}
        onAddCustom={(name) => add(customStoreItem(name))}
        removed={removed}
      />
      <StoreItemGroups items={items} onChange={update} onRemove={removeOne} />
      {manageWanted && (
        <Suspense fallback={null}>
          <ManageItemsDialog open={managing} onClose={() => setManaging(false)} items={items} targets={targets} onRemove={removeAt} onMove={move} />
        </Suspense>
      )}
      {actions.dialogs}
    </div>
  );
}
