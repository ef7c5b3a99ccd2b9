// SPEC §4 shop mode (?viewMode=shopmode): a checkbox per item, grouped as in the view; the ticks survive a
// reload, and a change made to the list elsewhere clears only the ticks of the items it changed or took off, saying
// so until dismissed, with how many items it added (useShopChecks; ShoppingListScreen reads the list again). The progress
// counts the items that can be ticked and names the custom ones beside them (SPEC §4: they cannot be ticked), so it
// adds up to the header's count ('0 of 400 ticked · 1 custom item' under '401 items'). 'complete shop' needs at least one ticked item and edit rights, and opens the 'Store Items'
// dialog.
// After a shop that deleted the list: 'List Deleted' after 0.8 s, then back to the lists. The dialog's targets
// (stores and lists) are loaded with the app and fetched again when it opens, not while a long list loads. The
// dialog's code loads once the page is idle (or at the first 'complete shop'), not before the list is drawn.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELETE_AFTER_SHOP_MS } from '../../../contract/constants';
import type { ShoppingList } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stickyBottom } from '../../components/stickyBars';
import { useToast } from '../../components/Toast';
import { afterPaint, whenIdle } from '../../lib/idle';
import { importWithRetry } from '../../lib/lazyWithRetry';
import { listMenuRules } from '../../lib/listMenu';
import { addedItemsText, clearedTicksText, goneTicksText, isCheckable } from '../../lib/shopChecks';
import { selectUser } from '../../store/authSlice';
import { fetchShoppingLists } from '../../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores } from '../../store/userStores';
import { ListItemGroups } from './ListItemGroups';
import { renderShopRow, ShopChecksContext, useRowChecks } from './ShopItemRow';
import { useShopChecks } from './useShopChecks';

const loadStoreItemsDialog = () => importWithRetry(() => import('./StoreItemsDialog'));
const StoreItemsDialog = lazy(() => loadStoreItemsDialog().then((module) => ({ default: module.StoreItemsDialog })));

/**
 * `held`: the list is a copy the app held, not yet the server's answer (useListLoad). `onShopDone`: a shop stored and
 * the list kept (the caller puts the focus on the list's heading)
 */
export function ShopMode({ list, held = false, onShopDone }: { list: ShoppingList; held?: boolean; onShopDone?: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useAppSelector(selectUser);
  const rules = listMenuRules(list, me);
  const items = list.ingredients;
  const { checked, cleared, gone, added, toggle, setShopping, dismissCleared } = useShopChecks(list.user_shoppinglist_id, list.name, items, held);
  const [storing, setStoring] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const reasonId = useId();
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // the dialog is in the page (rendered ahead of opening) from the page's first idle moment or its first opening, and
  // stays: its shop's key outlives a close
  const [dialogWanted, setDialogWanted] = useState(false);
  // fetched in the background first, and drawn once here: a fetch that fails (offline, no worker yet) leaves the page
  // as it is, and 'complete shop' asks again, where a failure is said as any part of the app that cannot load
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      loadStoreItemsDialog().then(() => { if (live) setDialogWanted(true); }, () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  // the dialog's targets, fresh: the user's stores and lists, and those shared with them, asked for once the
  // dialog is on screen (the answers carry every item, so reading them is no part of the click)
  const openStoring = () => {
    setDialogWanted(true);
    setStoring(true);
    afterPaint(() => {
      void dispatch(fetchStores());
      void dispatch(fetchSharedWithMe());
      void dispatch(fetchShoppingLists());
    });
  };
  useEffect(() => () => { if (leaveTimer.current) clearTimeout(leaveTimer.current); }, []);
  // a shop stored: told once the dialog has closed (its effect, a child's, comes first) and given the focus back to
  // 'complete shop', refused now that nothing is ticked
  const [shopsDone, setShopsDone] = useState(0);
  useEffect(() => { if (shopsDone) onShopDone?.(); }, [shopsDone, onShopDone]);

  const checkedIds = useMemo(() => items.filter((i) => isCheckable(i) && checked.has(String(i.id))).map((i) => i.id), [items, checked]);
  const checkable = useMemo(() => items.filter(isCheckable).length, [items]);
  const custom = items.length - checkable;
  // each row follows its own tick from context: a tick renders that row, not the groups around it
  const ticks = useRowChecks(checked, toggle);

  const completed = (deleted: boolean) => {
    setStoring(false);
    if (!deleted) {
      setShopsDone((n) => n + 1);
      return;
    }
    setLeaving(true);
    leaveTimer.current = setTimeout(() => {
      toast(MESSAGES.listDeletedAfterShop);
      void navigate('/user-shopping-lists', { replace: true });
    }, DELETE_AFTER_SHOP_MS);
  };

  const reason = !rules.completeShop
    ? MESSAGES.shopNeedsEditRights
    : checkedIds.length === 0 ? 'Tick at least one item to complete the shop.' : null;
  // refused rather than disabled: a disabled button is skipped by Tab and says nothing, so the keyboard and a
  // screen reader would never learn why it does not work; it looks the same either way (shoppingLists.css)
  const refused = reason !== null || leaving;

  return (
    <div className="shop">
      <p className="shop__progress" aria-live="polite">
        {checkedIds.length} of {checkable} ticked{custom > 0 && ` · ${custom} custom ${custom === 1 ? 'item' : 'items'}`}
      </p>
      {/* always there (empty, it takes no room), so what a read of the list brings is heard as it comes */}
      <p className="shop__cleared" role="status">
        {(cleared > 0 || gone > 0 || added > 0) && (
          <>
            {[
              added > 0 ? addedItemsText(added) : '',
              gone > 0 ? goneTicksText(gone) : '',
              cleared > 0 ? clearedTicksText(cleared) : '',
            ].filter(Boolean).join(' ')}{' '}
            <button type="button" className="btn--link" onClick={dismissCleared}>OK</button>
          </>
        )}
      </p>
      <ShopChecksContext.Provider value={ticks}>
        <ListItemGroups items={items} renderItem={renderShopRow} />
      </ShopChecksContext.Provider>
      <div ref={stickyBottom} className="shop__complete">
        {reason && <p id={reasonId} className="shop__reason muted">{reason}</p>}
        <button
          type="button"
          className="btn btn--primary"
          aria-disabled={refused}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => { if (!refused) openStoring(); }}
        >
          complete shop
        </button>
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <StoreItemsDialog
            open={storing}
            list={list}
            checkedIds={checkedIds}
            uncheckedCount={items.length - checkedIds.length}
            canDelete={rules.deleteAfterShop}
            onClose={() => setStoring(false)}
            onCompleted={completed}
            onSending={setShopping}
          />
        </Suspense>
      )}
    </div>
  );
}
