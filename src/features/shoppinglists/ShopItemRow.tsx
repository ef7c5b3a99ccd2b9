// One item in shop mode (SPEC §4): a checkbox with the item's name and amount. Custom items cannot be
// checked: their checkbox is disabled and says why. The ticks come from ShopChecksContext rather than props,
// so a tick re-renders the rows on screen and nothing around them: the list's groups and windowed lists keep
// their render, and do not measure their rows again (issue #10, a 2,000-item list).
import { createContext, memo, useContext, useId } from 'react';
import type { ShoppingListItem } from '../../../contract/entities';
import type { RowPosition } from '../../components/WindowedList';
import { CUSTOM_NOT_CHECKABLE, isCheckable } from '../../lib/shopChecks';
import { amountOf } from './ListItemGroups';

export interface ShopChecks {
  /** ticked item ids, as strings */
  checked: ReadonlySet<string>;
  toggle: (id: string) => void;
}

export const ShopChecksContext = createContext<ShopChecks>({ checked: new Set(), toggle: () => undefined });

interface ShopItemRowProps extends RowPosition {
  item: ShoppingListItem;
}

export const ShopItemRow = memo(function ShopItemRow({ item, ...position }: ShopItemRowProps) {
  const { checked: ticks, toggle } = useContext(ShopChecksContext);
  const reasonId = useId();
  const checkable = isCheckable(item);
  const checked = ticks.has(String(item.id));
  return (
    <li className={`list-item shop-item ${checked ? 'is-checked' : ''}`} {...position}>
      <label className="shop-item__label">
        <input
          type="checkbox"
          checked={checkable && checked}
          disabled={!checkable}
          aria-describedby={checkable ? undefined : reasonId}
          onChange={() => toggle(String(item.id))}
        />
        <span className="list-item__name">{item.name}</span>
        <span className="list-item__amount">{amountOf(item)}</span>
      </label>
      {!checkable && <span id={reasonId} className="shop-item__reason">{CUSTOM_NOT_CHECKABLE}</span>}
    </li>
  );
});

/** ListItemGroups' renderItem for shop mode: stable, so a tick does not render the groups again */
export const renderShopRow = (item: ShoppingListItem, key: string, position: RowPosition) => <ShopItemRow key={key} item={item} {...position} />;
