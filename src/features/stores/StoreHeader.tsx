// The top of a store page: name, description, whose it is, the default marker, and its options menu.
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { FoodStore } from '../../../contract/entities';
import { Badge } from '../../components/Badge';
import { Menu, type MenuItem } from '../../components/Menu';
import { SharedBy } from '../../components/SharedBy';

/** a store's count of items, on its page and on its row in the list: here, so a store's page does not load the list's row for it */
export const itemCount = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

interface StoreHeaderProps {
  store: FoodStore;
  owned: boolean;
  itemTotal: number;
  menu: MenuItem[];
  /** the saving indicator, or the switch to editing */
  aside?: ReactNode;
  /** whether what is shown may be out of date (components/Freshness) */
  note?: ReactNode;
}

export function StoreHeader({ store, owned, itemTotal, menu, aside, note }: StoreHeaderProps) {
  return (
    <header className="store-header">
      <Link to={owned ? '/user-stores#mystores' : '/user-stores#shared'} className="back-link">‹ Food stores</Link>
      <div className="store-header__title">
        <h1>{store.name}</h1>
        <Menu label={`Options for ${store.name}`} items={menu} />
      </div>
      {store.description && <p className="store-header__description">{store.description}</p>}
      <p className="store-header__meta">
        {store.default && <Badge tone="default">default</Badge>}
        <span>{itemCount(itemTotal)}</span>
        {!owned && <SharedBy shared={store} />}
      </p>
      {note}
      {aside}
    </header>
  );
}
