// SPEC §2 dashboard: the 'my lists' card, with the user's most recently changed lists (each opening the list
// to read) and a manage link to /user-shopping-lists. With none of their own, the lists shared with them show
// instead (ours): a partner who registered from a share's invitation finds the list the mail was about.
import { useEffect } from 'react';
import { Link } from '../../lib/router';
import type { ShoppingList } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { itemCount } from '../../lib/shoppingListItems';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { isSettled, onlyShared } from '../../store/loadStatus';
import { fetchShoppingLists, selectListsStatus, selectOwnLists, selectSharedLists } from '../../store/userShoppingLists';
import { fetchSharedWithMe, selectSharedStatus } from '../../store/userStores';
import { DashboardCard } from './DashboardCard';

/** ours: how many lists the card shows; the rest are a tap on manage away */
const SHOWN = 5;

function ListLinks({ lists, shared }: { lists: ShoppingList[]; shared: boolean }) {
  return (
    <ul className="dashboard-card__rows">
      {lists.slice(0, SHOWN).map((list) => (
        <li key={list.user_shoppinglist_id}>
          <Link to={`/user-shopping-lists/${list.user_shoppinglist_id}?view=readonly`} className="dashboard-card__row-link">{list.name}</Link>
          <span className="muted">
            {shared && list.owner_name && ` · shared by ${list.owner_name}`} · {itemCount(list.ingredients.length)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function MyListsCard() {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectOwnLists);
  const shared = useAppSelector(selectSharedLists);
  const status = useAppSelector(selectListsStatus);
  const sharedStatus = useAppSelector(selectSharedStatus);
  // 'none yet' waits for what is shared too, so it never shows before the shared lists that replace it
  const settled = isSettled(status) && isSettled(sharedStatus);

  // asked by the card itself, as the landing's first requests (the start's loads wait for the screen's)
  useEffect(() => {
    void dispatch(fetchShoppingLists());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);

  return (
    <DashboardCard title="my lists" manage="/user-shopping-lists">
      {lists.length > 0 ? (
        <ListLinks lists={lists} shared={false} />
      ) : status === 'failed' ? (
        <LoadFailed message={LOAD_FAILED.lists} onRetry={() => void dispatch(fetchShoppingLists())} />
      ) : onlyShared(status, lists.length, shared.length) ? (
        <>
          <h3 className="dashboard-card__sub">shared with me</h3>
          <ListLinks lists={shared} shared />
        </>
      ) : (
        <p className="muted">{settled ? 'No shopping lists yet.' : 'Loading…'}</p>
      )}
    </DashboardCard>
  );
}
