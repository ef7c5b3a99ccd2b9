// SPEC §2 /user-notifications: the store items that have expired ('danger') or are about to (a warning in the
// last 2 days, SPEC §4), across the user's own stores and those shared with them, each linking to its store. What
// can still be used comes first, soonest first, above what has expired, the most recently first (QA power D5).
import { useEffect, useId } from 'react';
import { Link } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useNow } from '../../components/useNow';
import { expiryLabel } from '../../lib/expiry';
import { expiryNotices, type ExpiryNotice } from '../../lib/expiryNotices';
import { fetchSharedWithMe, fetchStores, selectAllStores, selectStoresSettled } from '../../store/userStores';
import './notifications.css';

function NoticeList({ title, level, notices }: { title: string; level: 'danger' | 'warning'; notices: ExpiryNotice[] }) {
  const id = useId();
  if (notices.length === 0) return null;
  return (
    <section className={`notices notices--${level}`} aria-labelledby={id}>
      <h2 id={id}>{title} <span className="notices__count">({notices.length})</span></h2>
      <ul className="notices__list">
        {notices.map((n) => (
          <li key={`${n.store.id}-${String(n.item.id)}-${n.item.date_added}`} className="notice">
            <Link to={`/user-stores/${n.store.id}?view=readonly`} className="notice__link">
              <span className="notice__name">{n.item.name}</span>
              <span className="notice__when">{expiryLabel(n.daysLeft)}</span>
              <span className="notice__store">in {n.store.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function NotificationsScreen() {
  const dispatch = useAppDispatch();
  const stores = useAppSelector(selectAllStores);
  const settled = useAppSelector(selectStoresSettled);
  const now = useNow();

  useEffect(() => {
    void dispatch(fetchStores());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);

  const { soon, expired } = expiryNotices(stores, now);

  return (
    <div className="notifications">
      <h1>Notifications</h1>
      {soon.length + expired.length === 0 ? (
        settled ? (
          <EmptyState title="All fresh">
            <p>Nothing in your stores has expired or is about to.</p>
            <Link to="/user-stores" className="btn btn--secondary">See your stores</Link>
          </EmptyState>
        ) : <Spinner label="Loading notifications" />
      ) : (
        <>
          <NoticeList title="About to expire" level="warning" notices={soon} />
          <NoticeList title="Expired" level="danger" notices={expired} />
        </>
      )}
    </div>
  );
}
