// One store in the list (SPEC §2 /user-stores): its name, description, item count, the default marker, and the
// owner's name on shared rows. The row opens the store to view; its menu holds the options of SPEC §6.
import { Link } from '../../lib/router';
import type { FoodStore } from '../../../contract/entities';
import { Badge } from '../../components/Badge';
import { Menu } from '../../components/Menu';
import { itemCount } from './StoreHeader';
import { useStoreActions } from './useStoreActions';

export function StoreRow({ store, shared }: { store: FoodStore; shared: boolean }) {
  const { items, dialogs } = useStoreActions(store);
  return (
    <li className="store-row">
      <Link to={`/user-stores/${store.id}?view=readonly`} className="store-row__link">
        <span className="store-row__name">
          {store.name}
          {store.default && <Badge tone="default">default</Badge>}
        </span>
        {store.description && <span className="store-row__description">{store.description}</span>}
        <span className="store-row__meta">
          {itemCount(store.items.length)}
          {shared && store.owner_name && <> · shared by {store.owner_name}</>}
        </span>
      </Link>
      <Menu label={`Options for ${store.name}`} items={items} />
      {dialogs}
    </li>
  );
}
