// A list that does not exist, or is no longer shared with the user (the server answers 404 for both).
import type { Id } from '../../../contract/entities';
import { NotFoundNotice } from '../../components/NotFoundNotice';

/** `id`: the list whose change kept in the outbox is let go if the server says it is gone */
export function ListNotFound({ id }: { id?: Id | null }) {
  return <NotFoundNotice className="shopping-list" noun="list" backTo="/user-shopping-lists" backLabel="shopping lists" edits={id === undefined ? undefined : { kind: 'list', id }} />;
}
