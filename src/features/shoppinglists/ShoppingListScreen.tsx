// SPEC §2 /user-shopping-lists/{id}: one list, read-only (viewMode readonly, the default) with its items grouped
// by category, or in shop mode (?viewMode=shopmode). The options menu obeys SPEC §6. The copy the app holds is shown
// at once and refreshed behind (useListLoad); the list is read again when the app comes back into view or the server
// can be reached again, and in shop mode on a shared list every SHOP_READ_MS too, so a partner's change shows.
import { useCallback, useEffect, useRef } from 'react';
import { NavigationType, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import type { ShoppingList } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Freshness } from '../../components/Freshness';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { canEdit, isOwner } from '../../lib/permissions';
import { useReadAgain } from '../../lib/useReadAgain';
import { selectUser } from '../../store/authSlice';
import { fetchIngredientOptions } from '../../store/formOptionsSlice';
import { ListHeader } from './ListHeader';
import { ListItemGroups } from './ListItemGroups';
import { ListLoadFailed, ListNotFound } from './ListNotFound';
import { ShopMode } from './ShopMode';
import { useListActions } from './useListActions';
import { useListLoad, type ListLoad } from './useListLoad';
import './shoppingLists.css';

/** ours: how often shop mode reads a shared list again while it is in view (a partner may add to it meanwhile) */
export const SHOP_READ_MS = 45_000;

function ListView({ list, shopMode, load }: { list: ShoppingList; shopMode: boolean; load: ListLoad }) {
  const me = useAppSelector(selectUser);
  const owned = isOwner(list, me);
  const actions = useListActions(list, { shopMode });
  const id = list.user_shoppinglist_id;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const navigationType = useNavigationType();
  // others may change it: shared by the user, or with them
  const shared = list.shared_with.length > 0 || !owned;
  useReadAgain(load.retry, { everyMs: shopMode && shared ? SHOP_READ_MS : undefined });
  // 'Start shop' goes with the view, leaving the focus on the page's body: it starts again at the list's heading (the
  // shell does so between screens only, and this is one screen in another mode); not on a first load or Back
  useEffect(() => {
    if (shopMode && navigationType === NavigationType.Push && document.activeElement === document.body) heading.current?.focus();
  }, [shopMode, navigationType]);
  const buttons = shopMode ? null : (
    <div className="row list-header__buttons">
      <Link to={`/user-shopping-lists/${id}?viewMode=shopmode`} className="btn btn--primary">Start shop</Link>
      {canEdit(list, me) && <Link to={`/user-shopping-lists/edit/${id}`} className="btn btn--secondary">Edit list</Link>}
    </div>
  );
  return (
    <div className={`shopping-list ${shopMode ? 'is-shopping' : ''}`}>
      <ListHeader
        list={list}
        owned={owned}
        menu={actions.items}
        aside={buttons}
        headingRef={heading}
        note={<Freshness reading={load.reading} failed={load.failed} onRetry={load.retry} />}
      />
      {shopMode ? <ShopMode key={id} list={list} held={load.held} onShopDone={focusHeading} /> : <ListItemGroups items={list.ingredients} />}
      {actions.dialogs}
    </div>
  );
}

export default function ShoppingListScreen() {
  const dispatch = useAppDispatch();
  const id = parseId(useParams().id);
  const [search] = useSearchParams();
  const load = useListLoad(id);

  useEffect(() => {
    // the catalogue its rows are grouped by, asked with the list (public/preload.js asks for both as the app loads)
    void dispatch(fetchIngredientOptions());
  }, [dispatch, id]);

  if (!load.list) {
    if (load.waiting) return <Spinner label="Loading list" />;
    if (load.failed) return <ListLoadFailed onRetry={load.retry} />;
    return <ListNotFound />;
  }
  return <ListView list={load.list} shopMode={search.get('viewMode') === 'shopmode'} load={load} />;
}
