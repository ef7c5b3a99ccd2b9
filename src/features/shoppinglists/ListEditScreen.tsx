// SPEC §2 /user-shopping-lists/edit/{id}: loads the list named by the third path segment, then edits it. The
// editor starts from the copy the app holds while the server's is fetched afresh (useListLoad), when that copy has
// the version a save builds on (a change made meanwhile is then a 412, merged, never overwritten), else from the
// server's; it follows a copy read again while nothing of its own waits to be saved, and keeps its own edits from
// then on (pwa/useSyncedItems.ts). A viewer is told the list is theirs to read only; so is an editor whose edit right
// is taken away while editing (their save is refused with 403), with what was not saved (RefusedEdits).
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { parseId } from '../../lib/ids';
import { canEdit, isOwner } from '../../lib/permissions';
import { RefusedEdits } from '../../pwa/RefusedEdits';
import { selectUser } from '../../store/authSlice';
import { ListEditor } from './ListEditor';
import { ListLoadFailed, ListNotFound } from './ListNotFound';
import { useListLoad } from './useListLoad';
import './shoppingLists.css';

export default function ListEditScreen() {
  const id = parseId(useParams().id);
  const me = useAppSelector(selectUser);
  const load = useListLoad(id);
  // a held copy without a version (kept from before versions) would be saved unchecked over a change made since
  const list = load.list && !(load.held && load.list.version === undefined) ? load.list : null;

  if (!list) {
    if (load.waiting || (load.list && !load.failed)) return <Spinner label="Loading list" />;
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
  return <ListEditor key={list.user_shoppinglist_id} list={list} owned={isOwner(list, me)} load={load} />;
}
