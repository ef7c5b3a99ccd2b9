// SPEC §2 dashboard: the 'my lists' card, with the user's most recently changed lists (each opening the list
// to read) and a manage link to /user-shopping-lists.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { itemCount } from '../../lib/shoppingListItems';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { isSettled } from '../../store/loadStatus';
import { fetchShoppingLists, selectListsStatus, selectOwnLists } from '../../store/userShoppingLists';
import { DashboardCard } from './DashboardCard';

/** ours: how many lists the card shows; the rest are a tap on manage away */
const SHOWN = 5;

export function MyListsCard() {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectOwnLists);
  const status = useAppSelector(selectListsStatus);
  const settled = isSettled(status);

  // asked by the card itself, as the landing's first request (the start's loads wait for the screen's)
  useEffect(() => {
    void dispatch(fetchShoppingLists());
  }, [dispatch]);

  return (
    <DashboardCard title="my lists" manage="/user-shopping-lists">
      {lists.length === 0 ? (
        status === 'failed'
          ? <LoadFailed message={LOAD_FAILED.lists} onRetry={() => void dispatch(fetchShoppingLists())} />
          : <p className="muted">{settled ? 'No shopping lists yet.' : 'Loading…'}</p>
      ) : (
        <ul className="dashboard-card__rows">
          {lists.slice(0, SHOWN).map((list) => (
            <li key={list.user_shoppinglist_id}>
              <Link to={`/user-shopping-lists/${list.user_shoppinglist_id}?view=readonly`}>{list.name}</Link>
              <span className="muted"> · {itemCount(list.ingredients.length)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
