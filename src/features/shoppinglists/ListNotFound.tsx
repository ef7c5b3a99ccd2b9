// A list that does not exist, or is no longer shared with the user (the server answers 404 for both); and one that
// could not be loaded (no answer, or a server error), which is not to be told it does not exist.
import type { Id } from '../../../contract/entities';
import { LOAD_FAILED, ScreenLoadFailed } from '../../components/LoadFailed';
import { NotFoundNotice } from '../../components/NotFoundNotice';

/** `id`: the list whose change kept in the outbox is let go if the server says it is gone */
export function ListNotFound({ id }: { id?: Id | null }) {
  return <NotFoundNotice className="shopping-list" noun="list" backTo="/user-shopping-lists" backLabel="shopping lists" edits={id === undefined ? undefined : { kind: 'list', id }} />;
}

export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <ScreenLoadFailed className="shopping-list" message={LOAD_FAILED.list} backTo="/user-shopping-lists" backLabel="Shopping lists" onRetry={onRetry} />;
}
