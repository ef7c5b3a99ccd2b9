// The top of a list page: the way back, the name, its options menu, and whose it is, when it changed and how
// many items it holds.
import type { ReactNode, Ref } from 'react';
import { Link } from '../../lib/router';
import type { ShoppingList } from '../../../contract/entities';
import { Menu, type MenuItem } from '../../components/Menu';
import { SharedBy } from '../../components/SharedBy';
import { formatDate } from '../../lib/dates';
import { itemCount } from '../../lib/shoppingListItems';

interface ListHeaderProps {
  list: ShoppingList;
  owned: boolean;
  /** the number of items shown, when the page holds edits not yet saved */
  itemTotal?: number;
  menu?: MenuItem[];
  /** the saving indicator, or the page's buttons */
  aside?: ReactNode;
  /** whether what is shown may be out of date (components/Freshness) */
  note?: ReactNode;
  /** the heading, for a focus moved to it (tabIndex -1: reached by script, not by Tab) */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ListHeader({ list, owned, itemTotal = list.ingredients.length, menu, aside, note, headingRef }: ListHeaderProps) {
  return (
    <header className="list-header">
      <Link to={owned ? '/user-shopping-lists#mylists' : '/user-shopping-lists#shared'} className="back-link">‹ Shopping lists</Link>
      <div className="list-header__title">
        <h1 ref={headingRef} tabIndex={-1}>{list.name}</h1>
        {menu && <Menu label={`Options for ${list.name}`} items={menu} />}
      </div>
      <p className="list-header__meta">
        <span>{itemCount(itemTotal)}</span>
        {!owned && <SharedBy shared={list} />}
        <span>updated <time dateTime={list.updated_at}>{formatDate(list.updated_at)}</time></span>
      </p>
      {note}
      {aside}
    </header>
  );
}
