// SPEC §4, §5 'Store Items': store the checked items (on at first) in the chosen store, optionally move the
// unchecked ones to another list, and optionally delete the list (owner only); confirm sends it all as one
// complete-shop call, applied whole or not at all. The store picker shows only with more than one store to
// choose from (or a choice to make again), the list picker only when unchecked items exist. Targets are the user's
// own stores and lists, and shared ones they can edit (SPEC §6). A shop refused because the list changed, or because
// the user may no longer change the list, or that found no connection, is said in the dialog, where it stays until
// the user closes it or confirms again, and the list is read again: the screen shows the list as it is now, and what
// the user may do. One refused for the store or the list chosen for the unchecked items (gone, or view-only now)
// names it and reads the pickers again; a choice that drops out of its picker is not replaced by another, the user
// chooses again. A shop is sent with its key (useSubmissionKey), kept across closing and opening while the shop stays
// the same: one whose answer was lost, confirmed again, is answered as done, not refused for its items being gone.
import { useId, useMemo, useState } from 'react';
import type { FoodStore, Id, ShoppingList } from '../../../contract/entities';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/idempotency';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { LEFT_OUT, LeftOutNote } from '../../components/LeftOutNote';
import { useToast } from '../../components/Toast';
import { useSubmissionKey, type SubmissionKey } from '../../components/useSubmissionKey';
import { canEdit } from '../../lib/permissions';
import { storeChoiceName } from '../../lib/storeItems';
import { selectUser } from '../../store/authSlice';
import { completeShop, fetchShoppingList } from '../../store/currentShoppinglistSlice';
import { isApiError } from '../../store/createAppAsyncThunk';
import { fetchShoppingLists, selectListsLeftOut, selectListTargets } from '../../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores, selectAllStores } from '../../store/userStores';

/** the list picker's value while its choice is gone: '' is 'do not move them' */
const CHOOSE = 'choose';

interface StoreItemsProps {
  list: ShoppingList;
  checkedIds: (Id | string)[];
  uncheckedCount: number;
  /** the owner may have the shop delete the list */
  canDelete: boolean;
  onClose: () => void;
  /** the shop is applied; deleted tells whether the list is gone */
  onCompleted: (deleted: boolean) => void;
  /** the shop is sent (true), then answered or failed (false): the items it stores leave the list */
  onSending: (sending: boolean) => void;
}

/**
 * A shop refused for the store or the list for the unchecked items (gone, or view-only now), named: the server's
 * answer says which by its field (server/services/completeShop.ts), not by a name it may not reveal.
 */
function targetRefusal(err: unknown, store?: FoodStore, moveTo?: ShoppingList): { kind: 'store' | 'list'; message: string } | null {
  if (!isApiError(err) || (err.status !== 404 && err.status !== 403)) return null;
  const say = err.status === 404 ? MESSAGES.shopTargetGone : MESSAGES.shopTargetViewOnly;
  if (err.errors?.store_id && store) return { kind: 'store', message: say(store.name, 'store') };
  if (err.errors?.move_unchecked_to && moveTo) return { kind: 'list', message: say(moveTo.name, 'list') };
  return null;
}

function StoreItemsForm({ list, checkedIds, uncheckedCount, canDelete, onClose, onCompleted, onSending, submission }: StoreItemsProps & { submission: SubmissionKey }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const me = useAppSelector(selectUser);
  const allStores = useAppSelector(selectAllStores);
  const allLists = useAppSelector(selectListTargets);
  const stores = useMemo(() => allStores.filter((s) => canEdit(s, me)), [allStores, me]);
  const lists = useMemo(() => allLists.filter((l) => l.user_shoppinglist_id !== list.user_shoppinglist_id), [allLists, list.user_shoppinglist_id]);
  const preselected = stores.find((s) => s.default) ?? stores[0];

  const [storeChecked, setStoreChecked] = useState(true);
  const [chosenStoreId, setStoreId] = useState<Id | null>(null);
  const [moveTo, setMoveTo] = useState<Id | null>(null);
  const [deleteList, setDeleteList] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  // the edit right was taken away (a 403, then the list read again): confirm is refused, and says why
  const viewOnly = !canEdit(list, me);
  const storeSelectId = useId();
  const listSelectId = useId();
  const leftOutId = useId();
  const listsLeftOut = useAppSelector(selectListsLeftOut);

  // the default store is preselected, also when the stores arrive after the dialog opened; a store chosen, or
  // confirmed with, that is no longer a target (deleted, unshared, view-only) leaves the picker on 'choose a store'
  const store = chosenStoreId === null ? preselected : stores.find((s) => s.id === chosenStoreId);
  const storeLost = storeChecked && chosenStoreId !== null && store === undefined;
  const storing = storeChecked && store !== undefined;
  const moveToList = lists.find((l) => l.user_shoppinglist_id === moveTo);
  const moveToLost = uncheckedCount > 0 && moveTo !== null && moveToList === undefined;
  const confirmRefused = viewOnly || storeLost || moveToLost;

  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    onSending(true);
    // what confirm went with is the user's choice from now on, the preselected store too
    if (storing) setStoreId(store.id);
    const shop = {
      id: list.user_shoppinglist_id,
      checked_ids: checkedIds,
      store_id: storing ? store.id : null,
      move_unchecked_to: uncheckedCount > 0 ? moveTo : null,
      delete_list: canDelete && deleteList,
    };
    try {
      await dispatch(completeShop({ ...shop, submissionKey: submission.keyFor(shop) })).unwrap();
      submission.succeeded();
      toast(MESSAGES.shopCompleted);
      onCompleted(canDelete && deleteList);
    } catch (err) {
      // the server applies a shop whole or not at all: nothing changed, so the user may try again
      console.warn('shopping lists: complete shop failed', err);
      // the store or the list to move to went, or is view-only now: the list is as it was, so the dialog stays, and
      // its pickers are read again, where that choice drops out
      const target = targetRefusal(err, storing ? store : undefined, moveToList);
      if (target) {
        if (target.kind === 'store') void dispatch(fetchStores());
        else void dispatch(fetchShoppingLists());
        void dispatch(fetchSharedWithMe());
        setRefusal(target.message);
        setBusy(false);
        return;
      }
      // ticked items are gone from the list (changed on another device), or the list is (deleted, or no longer
      // shared): trying again would fail the same way until the list is read again, so it is, and the screen
      // shows what it holds now, or that it is gone
      const gone = isApiError(err) && err.status === 404;
      const changed = isApiError(err) && err.status === 409 && err.errors?.checked_ids;
      const forbidden = isApiError(err) && err.status === 403;
      if (gone || changed || forbidden) void dispatch(fetchShoppingList(list.user_shoppinglist_id));
      if (gone) {
        toast(MESSAGES.shopListGone);
        onClose();
        return;
      }
      if (changed || forbidden) {
        // a message the user acts on stays, unlike a toast
        if (forbidden) void dispatch(fetchSharedWithMe());
        setRefusal(changed ? MESSAGES.shopListChanged : err.message);
        setBusy(false);
        return;
      }
      // no connection: said where the shopper looks, until they close the dialog or confirm again (a 1 s toast was
      // gone at the till, and confirm looked as if it did nothing); the same shop sent again while the first, whose
      // answer was lost, still runs: the server's 'still being done', until confirm is pressed again
      if (isApiError(err) && err.status === 0) setRefusal(MESSAGES.shopNeedsConnection);
      else if (isApiError(err) && err.status === 409 && err.errors?.[IDEMPOTENCY_KEY_HEADER]) setRefusal(err.message);
      else toast(MESSAGES.shopCompleteError);
      setBusy(false);
    } finally {
      onSending(false);
    }
  };

  return (
    <>
      <div className="store-items">
        <p className="muted">{checkedIds.length} checked item{checkedIds.length === 1 ? '' : 's'}{uncheckedCount > 0 ? `, ${uncheckedCount} unchecked` : ''}</p>
        <label className="switch">
          <input type="checkbox" checked={storeChecked} onChange={(e) => setStoreChecked(e.target.checked)} />
          <span>store checked items</span>
        </label>
        {storeChecked && (stores.length > 1 || storeLost) && (
          <div className="field">
            <label htmlFor={storeSelectId} className="field__label">Store</label>
            <select id={storeSelectId} className="field__input" value={store?.id ?? ''} onChange={(e) => setStoreId(Number(e.target.value))}>
              {storeLost && <option value="" disabled>choose a store</option>}
              {stores.map((s) => <option key={s.id} value={s.id}>{storeChoiceName(s, me?.id)}</option>)}
            </select>
          </div>
        )}
        {storeChecked && stores.length === 1 && store && <p className="store-items__note">into {store.name}</p>}
        {storeChecked && stores.length === 0 && !storeLost && <p className="store-items__note">You have no store to put them in, so they will only leave the list.</p>}

        {uncheckedCount > 0 && (
          <div className="field">
            <label htmlFor={listSelectId} className="field__label">Move unchecked items to</label>
            <select
              id={listSelectId}
              className="field__input"
              value={moveToLost ? CHOOSE : moveTo ?? ''}
              aria-describedby={listsLeftOut > 0 ? leftOutId : undefined}
              onChange={(e) => setMoveTo(e.target.value === '' ? null : Number(e.target.value))}
            >
              {moveToLost && <option value={CHOOSE} disabled>choose a list</option>}
              <option value="">do not move them</option>
              {lists.map((l) => <option key={l.user_shoppinglist_id} value={l.user_shoppinglist_id}>{l.name}</option>)}
            </select>
            <LeftOutNote n={listsLeftOut} rows={LEFT_OUT.lists} className="field__hint" id={leftOutId} />
          </div>
        )}

        {canDelete && (
          <label className="switch">
            <input type="checkbox" checked={deleteList} onChange={(e) => setDeleteList(e.target.checked)} />
            <span>delete this list</span>
          </label>
        )}
        {!deleteList && <p className="muted store-items__note">Checked items leave this list.</p>}
        {refusal && <p id={refusalId} className="form-error" role="alert">{viewOnly ? `${refusal} ${MESSAGES.shopNeedsEditRights}` : refusal}</p>}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>cancel</button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => { if (!busy && !confirmRefused) void confirm(); }}
          aria-busy={busy}
          // refused, not disabled, while it is sent: a disabled button drops the keyboard's focus, and a refused
          // confirm leaves the dialog open with its message
          aria-disabled={busy || confirmRefused || undefined}
          aria-describedby={refusal ? refusalId : undefined}
        >
          confirm
        </button>
      </div>
    </>
  );
}

/**
 * Rendered ahead of opening (Dialog's prerender), so the click on 'complete shop' over a 2,000-item list only
 * shows it. A fresh form is made on every close, so every opening starts from the defaults.
 */
export function StoreItemsDialog({ open, ...props }: StoreItemsProps & { open: boolean }) {
  // outlives the form: a shop confirmed, unanswered, closed and confirmed again is the same shop
  const submission = useSubmissionKey();
  const [openings, setOpenings] = useState({ open, count: 0 });
  if (openings.open !== open) setOpenings({ open, count: openings.count + (open ? 0 : 1) });
  return (
    <Dialog open={open} title="Store Items" onClose={props.onClose} className="store-items-dialog" prerender>
      <StoreItemsForm key={openings.count} {...props} submission={submission} />
    </Dialog>
  );
}
