// One list on /user-shopping-lists (SPEC §2): updated date (en-GB), name, owner name on shared lists and the
// item count. The row opens the list to read; its menu starts a shop or, with edit rights, edits it.
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import type { ShoppingList } from '../../../contract/entities';
import { useAppSelector } from '../../app/hooks';
import { Menu, type MenuItem } from '../../components/Menu';
import { formatDate } from '../../lib/dates';
import { canEdit } from '../../lib/permissions';
import { itemCount } from '../../lib/shoppingListItems';
import { selectUser } from '../../store/authSlice';

export function ListRow({ list, shared }: { list: ShoppingList; shared: boolean }) {
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const id = list.user_shoppinglist_id;
  const items: MenuItem[] = [
    { id: 'shop', label: 'start shop', onSelect: () => void navigate(`/user-shopping-lists/${id}?viewMode=shopmode`) },
  ];
  if (canEdit(list, me)) items.push({ id: 'edit', label: 'edit', onSelect: () => void navigate(`/user-shopping-lists/edit/${id}`) });

  return (
    <li className="list-row">
      <Link to={`/user-shopping-lists/${id}?view=readonly`} className="list-row__link">
        <span className="list-row__name">{list.name}</span>
        <span className="list-row__meta">
          <span>{itemCount(list.ingredients.length)}</span>
          {shared && list.owner_name && <span>shared by {list.owner_name}</span>}
          <span>updated <time dateTime={list.updated_at}>{formatDate(list.updated_at)}</time></span>
        </span>
      </Link>
      <Menu label={`Options for ${list.name}`} items={items} />
    </li>
  );
}
