// One item in shop mode (SPEC §4): a checkbox with the item's name and amount. Custom items cannot be
// checked: their checkbox is disabled and says why. Memoised: a tick re-renders only its own row.
import { memo, useId } from 'react';
import type { ShoppingListItem } from '../../../contract/entities';
import type { RowPosition } from '../../components/WindowedList';
import { CUSTOM_NOT_CHECKABLE, isCheckable } from '../../lib/shopChecks';
import { amountOf } from './ListItemGroups';

interface ShopItemRowProps extends RowPosition {
  item: ShoppingListItem;
  checked: boolean;
  onToggle: (id: string) => void;
}

export const ShopItemRow = memo(function ShopItemRow({ item, checked, onToggle, ...position }: ShopItemRowProps) {
  const reasonId = useId();
  const checkable = isCheckable(item);
  return (
    <li className={`list-item shop-item ${checked ? 'is-checked' : ''}`} {...position}>
      <label className="shop-item__label">
        <input
          type="checkbox"
          checked={checkable && checked}
          disabled={!checkable}
          aria-describedby={checkable ? undefined : reasonId}
          onChange={() => onToggle(String(item.id))}
        />
        <span className="list-item__name">{item.name}</span>
        <span className="list-item__amount">{amountOf(item)}</span>
      </label>
      {!checkable && <span id={reasonId} className="shop-item__reason">{CUSTOM_NOT_CHECKABLE}</span>}
    </li>
  );
});
