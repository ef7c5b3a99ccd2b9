// SPEC §2 /user-shopping-lists: tabs 'my lists' (#mylists, the default) and 'shared with me' (#shared), each
// most recently changed first (SPEC §9), with empty states, and a Create button that opens the create dialog.
// With no list of one's own but some shared, it opens on 'shared with me' (ours). The server lists the
// SHOPPINGLISTS_LISTED_MAX most recently changed own lists and SHARED_LISTED_MAX shared; each tab says when older
// ones are left out. The lists the
// app holds show at once while they are read again, saying so if the read is slow or fails (Freshness).
import { useCallback, useEffect, useState } from 'react';
import type { ShoppingList } from '../../../contract/entities';
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
  fetchShoppingLists, selectListsLeftOut, selectListsStatus, selectOwnLists, selectSharedLists,
} from '../../store/userShoppingLists';
import { fetchSharedWithMe, selectSharedLeftOut, selectSharedStatus } from '../../store/userStores';
import { freshnessOf, onlyShared, type LoadStatus } from '../../store/loadStatus';
import { CreateListDialog } from './CreateListDialog';
import { ListRow } from './ListRow';
import './shoppingLists.css';

interface ListsProps {
  lists: ShoppingList[]; status: LoadStatus; shared: boolean; empty: string; hint: string; failed: string; onRetry: () => void;
  /** how many lists the server's answer left out (the least recently changed), own or shared as `shared` says; 0 when none */
  leftOut?: number;
}

function Lists({ lists, status, shared, empty, hint, failed, onRetry, leftOut = 0 }: ListsProps) {
  return (
    <UntilLoaded
      count={lists.length}
      status={status}
      loading="Loading lists"
      failed={failed}
      onRetry={onRetry}
      empty={<EmptyState title={empty}>{shared ? <NothingShared hint={hint} /> : <p>{hint}</p>}</EmptyState>}
    >
      <LeftOutNote n={leftOut} rows={shared ? LEFT_OUT.sharedLists : LEFT_OUT.lists} className="muted list-rows__left-out" />
      <ul className="list-rows">
        {lists.map((list) => <ListRow key={list.user_shoppinglist_id} list={list} shared={shared} />)}
      </ul>
    </UntilLoaded>
  );
}

export default function ShoppingListsScreen() {
  const dispatch = useAppDispatch();
  const own = useAppSelector(selectOwnLists);
  const shared = useAppSelector(selectSharedLists);
  const ownStatus = useAppSelector(selectListsStatus);
  const leftOut = useAppSelector(selectListsLeftOut);
  const sharedStatus = useAppSelector(selectSharedStatus);
  const sharedLeftOut = useAppSelector(selectSharedLeftOut);
  const [creating, setCreating] = useState(false);

  const ask = useCallback(() => {
    void dispatch(fetchShoppingLists());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);
  useEffect(ask, [ask]);

  return (
    <div className="shopping-lists">
      <h1>Shopping lists</h1>
      {own.length + shared.length > 0 && <Freshness {...freshnessOf(ownStatus, sharedStatus)} onRetry={ask} />}
      <Tabs
        label="Shopping lists"
        hash
        initial={onlyShared(ownStatus, own.length, shared.length) ? 'shared' : undefined}
        tabs={[
          {
            id: 'mylists',
            label: 'my lists',
            content: (
              <Lists
                lists={own}
                status={ownStatus}
                shared={false}
                empty={MESSAGES.ziltch}
                hint="You have no shopping lists yet. Create one to start."
                failed={LOAD_FAILED.lists}
                onRetry={() => void dispatch(fetchShoppingLists())}
                leftOut={leftOut}
              />
            ),
          },
          {
            id: 'shared',
            label: 'shared with me',
            content: (
              <Lists
                lists={shared}
                status={sharedStatus}
                shared
                empty={MESSAGES.zip}
                hint="Nobody has shared a shopping list with you yet."
                failed={LOAD_FAILED.shared}
                onRetry={() => void dispatch(fetchSharedWithMe())}
                leftOut={sharedLeftOut.UserShoppinglist}
              />
            ),
          },
        ]}
      />
      <div ref={stickyBottom} className="shopping-lists__create">
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>Create</button>
      </div>
      <CreateListDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
