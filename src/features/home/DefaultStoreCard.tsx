// SPEC §2 dashboard: the default store card, with its name, item count and the few items still good that expire
// soonest ('Use first'; what has expired is counted, with a link to the store, not listed: QA power D5), and a manage
// link to /user-stores.
import { useEffect } from 'react';
import { Link } from '../../lib/router';
import { STORE_EXPIRY_DEFAULT_DAYS } from '../../../contract/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ExpiryBadge } from '../../components/ExpiryBadge';
import { LOAD_FAILED, LoadFailed } from '../../components/LoadFailed';
import { useNow } from '../../components/useNow';
import { expiresAt, hasSomeLeft, storeItemStatus } from '../../lib/expiry';
import { fetchSharedWithMe, fetchStores, selectDefaultStore, selectStoresSettled } from '../../store/userStores';
import { DashboardCard } from './DashboardCard';

/** ours: how many of the soonest-expiring items the card lists */
const SOONEST = 3;

export function DefaultStoreCard() {
  const dispatch = useAppDispatch();
  const store = useAppSelector(selectDefaultStore);
  const settled = useAppSelector(selectStoresSettled);
  const failed = useAppSelector((state) => state.user_data.storesStatus === 'failed');
  const now = useNow();
  // what is used up has nothing to use first, and what has expired (the store page's badge) is not to be used
  const left = store ? store.items.filter(hasSomeLeft) : [];
  const good = left.filter((item) => storeItemStatus(item, now) !== 'expired');
  const expired = left.length - good.length;
  const soonest = good.sort((a, b) => expiresAt(a, STORE_EXPIRY_DEFAULT_DAYS) - expiresAt(b, STORE_EXPIRY_DEFAULT_DAYS)).slice(0, SOONEST);

  // asked by the card itself, as the landing's first requests (the start's loads wait for the screen's)
  useEffect(() => {
    void dispatch(fetchStores());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);

  return (
    <DashboardCard title={store ? store.name : 'Your store'} manage="/user-stores" className="default-store">
      {!store ? (
        failed
          ? <LoadFailed message={LOAD_FAILED.stores} onRetry={() => void dispatch(fetchStores())} />
          : <p className="muted">{settled ? 'No default store yet.' : 'Loading…'}</p>
      ) : (
        <>
          <p className="muted">Default store · {store.items.length} item{store.items.length === 1 ? '' : 's'}</p>
          {soonest.length > 0 && (
            <>
              <h3 className="dashboard-card__sub">Use first</h3>
              <ul className="default-store__items">
                {soonest.map((item) => (
                  <li key={`${String(item.id)}-${item.date_added}`}>
                    <span>{item.name}</span> <ExpiryBadge item={item} now={now} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {expired > 0 && (
            <p><Link to={`/user-stores/${store.id}`}>{expired} {expired === 1 ? 'item has' : 'items have'} expired</Link></p>
          )}
          <Link to={`/user-stores/${store.id}`} className="btn btn--secondary">Open {store.name}</Link>
        </>
      )}
    </DashboardCard>
  );
}
