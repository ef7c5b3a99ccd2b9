// SPEC §2 /user-shopping-lists/edit/{id}: loads the list named by the third path segment, then edits it. The
// editor starts from the server's copy, fetched afresh, and keeps its own edits from then on. A viewer is told
// the list is theirs to read only; so is an editor whose edit right is taken away while editing (their save is
// refused with 403), with what was not saved (RefusedEdits).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Id } from '../../../contract/entities';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { canEdit, isOwner } from '../../lib/permissions';
import { RefusedEdits } from '../../pwa/RefusedEdits';
import { selectUser } from '../../store/authSlice';
import {
  selectCurrentShoppinglist, selectCurrentShoppinglistRequestedId, selectCurrentShoppinglistStatus,
} from '../../store/currentShoppinglistSlice';
import { ListEditor } from './ListEditor';
import { ListLoadFailed, ListNotFound } from './ListNotFound';
import { useListLoad } from './useListLoad';
import './shoppingLists.css';

export default function ListEditScreen() {
  const id = parseId(useParams().id);
  const me = useAppSelector(selectUser);
  const list = useAppSelector(selectCurrentShoppinglist);
  const status = useAppSelector(selectCurrentShoppinglistStatus);
  const requestedId = useAppSelector(selectCurrentShoppinglistRequestedId);
  // once the fresh copy has arrived, the editor stays, whatever later answers do to the stored list
  const [loadedId, setLoadedId] = useState<Id | null>(null);
  const fresh = list !== null && list.user_shoppinglist_id === id && requestedId === id && status !== 'pending';
  if (fresh && loadedId !== id) setLoadedId(id);

  const load = useListLoad(id);

  if (!list || list.user_shoppinglist_id !== id || !(fresh || loadedId === id)) {
    if (id !== null && (requestedId !== id || status === 'pending')) return <Spinner label="Loading list" />;
    if (load.failed) return <ListLoadFailed onRetry={load.retry} />;
    // a change kept for this list is let go if the server says it is gone
    return <ListNotFound id={id} />;
  }
  if (!canEdit(list, me)) {
    return (
      <div className="shopping-list">
        <h1>{list.name}</h1>
        <p>This list is shared with you to read only.</p>
        <RefusedEdits kind="list" id={list.user_shoppinglist_id} />
        <Link to={`/user-shopping-lists/${list.user_shoppinglist_id}?view=readonly`} className="btn btn--secondary">View the list</Link>
      </div>
    );
  }
  return <ListEditor key={list.user_shoppinglist_id} list={list} owned={isOwner(list, me)} />;
}
