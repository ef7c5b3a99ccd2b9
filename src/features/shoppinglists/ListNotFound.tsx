// A list that does not exist, or is no longer shared with the user (the server answers 404 for both).
import { NotFoundNotice } from '../../components/NotFoundNotice';

export function ListNotFound() {
  return <NotFoundNotice className="shopping-list" noun="list" backTo="/user-shopping-lists" backLabel="shopping lists" />;
}
