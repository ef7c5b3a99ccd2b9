// SPEC §2 /user-stores/{id}: one store, read-only with ?view=readonly or for a viewer without the edit right
// (SPEC §6), otherwise the editor. The store comes from the user's stores or from those shared with them: as the app
// holds them, at once, while they are read again (saying so if the read is slow or fails: Freshness). An editor
// whose edit right is taken away while editing (their save is refused with 403) is shown the read-only view, with
// what was not saved (RefusedEdits).
import { useCallback, useEffect, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Freshness } from '../../components/Freshness';
import { LOAD_FAILED, ScreenLoadFailed } from '../../components/LoadFailed';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { canEdit, isOwner } from '../../lib/permissions';
import { RefusedEdits } from '../../pwa/RefusedEdits';
import { selectUser } from '../../store/authSlice';
import { fetchIngredientOptions } from '../../store/formOptionsSlice';
import { freshnessOf } from '../../store/loadStatus';
import {
  fetchSharedWithMe, fetchStores, selectSharedStatus, selectStoreById, selectStoresSettled, selectStoresStatus,
} from '../../store/userStores';
import { StoreEditor } from './StoreEditor';
import { StoreHeader } from './StoreHeader';
import { StoreItemGroups } from './StoreItemGroups';
import { useStoreActions } from './useStoreActions';
import type { FoodStore } from '../../../contract/entities';
import './stores.css';

function ReadonlyStore({ store, owned, editable, note }: { store: FoodStore; owned: boolean; editable: boolean; note: ReactNode }) {
  const actions = useStoreActions(store, { current: 'view' });
  return (
    <div className="store">
      <StoreHeader
        store={store}
        owned={owned}
        itemTotal={store.items.length}
        menu={actions.items}
        note={note}
        aside={editable ? <Link to={`/user-stores/${store.id}`} className="btn btn--secondary store-header__edit">Edit items</Link> : null}
      />
      <RefusedEdits kind="store" id={store.id} />
      <StoreItemGroups items={store.items} />
      {actions.dialogs}
    </div>
  );
}

export default function StoreScreen() {
  const dispatch = useAppDispatch();
  const id = parseId(useParams().id);
  const [search] = useSearchParams();
  const me = useAppSelector(selectUser);
  const store = useAppSelector((state) => selectStoreById(state, id));
  const settled = useAppSelector(selectStoresSettled);
  const ownStatus = useAppSelector(selectStoresStatus);
  const sharedStatus = useAppSelector(selectSharedStatus);
  // a store not among the user's or the shared ones is not found only once both have loaded
  const failed = ownStatus === 'failed' || sharedStatus === 'failed';

  const ask = useCallback(() => {
    void dispatch(fetchStores());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);
  useEffect(() => {
    ask();
    // the catalogue its rows are grouped by, asked with the stores (public/preload.js asks for them all as the app loads)
    void dispatch(fetchIngredientOptions());
  }, [dispatch, ask]);
  useAskAgainWhenOnline(failed, ask);

  if (!store) {
    if (!settled && id !== null) return <Spinner label="Loading store" />;
    if (failed && id !== null) {
      return <ScreenLoadFailed className="store" message={LOAD_FAILED.store} backTo="/user-stores" backLabel="Food stores" onRetry={ask} />;
    }
    // a change kept for this store is let go if the server says it is gone
    return <NotFoundNotice className="store" noun="store" backTo="/user-stores" backLabel="food stores" edits={{ kind: 'store', id }} />;
  }

  const owned = isOwner(store, me);
  const editable = canEdit(store, me);
  // the read of the list it comes from: the user's stores, or those shared with them
  const note = <Freshness {...freshnessOf(owned ? ownStatus : sharedStatus)} onRetry={ask} />;
  if (search.get('view') === 'readonly' || !editable) return <ReadonlyStore store={store} owned={owned} editable={editable} note={note} />;
  return <StoreEditor key={store.id} store={store} owned={owned} note={note} />;
}
