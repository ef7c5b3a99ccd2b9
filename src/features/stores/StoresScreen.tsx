// SPEC §2 /user-stores: tabs 'my stores' (#mystores, the default) and 'shared with me' (#shared), with the
// empty states 'nope' and 'nada' (SPEC §8), and a Create button that opens the create-store dialog. With no store of
// one's own but some shared, it opens on 'shared with me' (ours). The server lists the SHARED_LISTED_MAX most recently
// changed stores shared with the user; the tab says when older ones are left out (one's own are all listed, as
// STORES_MAX is a cap on making them). The stores the app holds show at once while they are read again, saying so if
// the read is slow or fails (Freshness).
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../lib/router';
import type { FoodStore } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NothingShared } from '../../components/ConfirmEmail';
import { EmptyState } from '../../components/EmptyState';
import { Freshness } from '../../components/Freshness';
import { LEFT_OUT, LeftOutNote } from '../../components/LeftOutNote';
import { LOAD_FAILED, UntilLoaded } from '../../components/LoadFailed';
import { stickyBottom } from '../../components/stickyBars';
import { Tabs } from '../../components/Tabs';
import {
  fetchSharedWithMe, fetchStores, selectOwnStores, selectSharedLeftOut, selectSharedStatus, selectSharedStores, selectStoresStatus,
} from '../../store/userStores';
import { freshnessOf, onlyShared, type LoadStatus } from '../../store/loadStatus';
import { CreateStoreDialog } from './CreateStoreDialog';
import { StoreRow } from './StoreRow';
import './stores.css';

interface StoreListProps {
  stores: FoodStore[]; status: LoadStatus; shared: boolean; empty: string; hint: string; failed: string; onRetry: () => void;
  /** how many stores shared with the user the server's answer left out (the least recently changed); 0 when none */
  leftOut?: number;
}

function StoreList({ stores, status, shared, empty, hint, failed, onRetry, leftOut = 0 }: StoreListProps) {
  return (
    <UntilLoaded
      count={stores.length}
      status={status}
      loading="Loading stores"
      failed={failed}
      onRetry={onRetry}
      empty={<EmptyState title={empty}>{shared ? <NothingShared hint={hint} /> : <p>{hint}</p>}</EmptyState>}
    >
      <LeftOutNote n={leftOut} rows={LEFT_OUT.sharedStores} className="muted store-list__left-out" />
      <ul className="store-list">
        {stores.map((store) => <StoreRow key={store.id} store={store} shared={shared} />)}
      </ul>
    </UntilLoaded>
  );
}

export default function StoresScreen() {
  const dispatch = useAppDispatch();
  const own = useAppSelector(selectOwnStores);
  const shared = useAppSelector(selectSharedStores);
  const ownStatus = useAppSelector(selectStoresStatus);
  const sharedStatus = useAppSelector(selectSharedStatus);
  const sharedLeftOut = useAppSelector(selectSharedLeftOut);
  const [creating, setCreating] = useState(false);

  const ask = useCallback(() => {
    void dispatch(fetchStores());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);
  useEffect(ask, [ask]);

  return (
    <div className="stores">
      <h1>Food stores</h1>
      {own.length + shared.length > 0 && <Freshness {...freshnessOf(ownStatus, sharedStatus)} onRetry={ask} />}
      <Tabs
        label="Stores"
        hash
        initial={onlyShared(ownStatus, own.length, shared.length) ? 'shared' : undefined}
        tabs={[
          {
            id: 'mystores',
            label: 'my stores',
            content: (
              <StoreList
                stores={own}
                status={ownStatus}
                shared={false}
                empty={MESSAGES.nope}
                hint="You have no stores yet. Create one for your pantry, fridge or freezer."
                failed={LOAD_FAILED.stores}
                onRetry={() => void dispatch(fetchStores())}
              />
            ),
          },
          {
            id: 'shared',
            label: 'shared with me',
            content: (
              <StoreList
                stores={shared}
                status={sharedStatus}
                shared
                empty={MESSAGES.nada}
                hint="Nobody has shared a store with you yet."
                failed={LOAD_FAILED.shared}
                onRetry={() => void dispatch(fetchSharedWithMe())}
                leftOut={sharedLeftOut.UserFoodStore}
              />
            ),
          },
        ]}
      />
      <div ref={stickyBottom} className="stores__create">
        {/* ours: the receipt scan adds what a receipt lists to a store */}
        <Link to="/scan" className="btn btn--secondary">Scan a receipt</Link>
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>Create</button>
      </div>
      <CreateStoreDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
