// One item in shop mode (SPEC §4): a checkbox with the item's name and amount. Custom items cannot be
// checked: their checkbox is disabled and says why. Each row follows its own item's tick through
// ShopChecksContext rather than props, so a tick renders that one row and nothing around it: the list's groups
// and windowed lists keep their render, and do not measure their rows again (issue #10, a 2,000-item list).
import { createContext, memo, useContext, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ShoppingListItem } from '../../../contract/entities';
import { itemAmount } from '../../../contract/ingredientsText';
import type { RowPosition } from '../../components/WindowedList';
import { CUSTOM_NOT_CHECKABLE, isCheckable } from '../../lib/shopChecks';

/** The ticks as the rows see them: one stable object, telling its subscribers when the ticks change. */
export interface ShopChecks {
  subscribe: (onChange: () => void) => () => void;
  isChecked: (id: string) => boolean;
  toggle: (id: string) => void;
}

const NO_TICKS: ShopChecks = { subscribe: () => () => undefined, isChecked: () => false, toggle: () => undefined };
export const ShopChecksContext = createContext<ShopChecks>(NO_TICKS);

/** Shop mode's ticks (ids as strings) for the rows; `publish` tells the rows whose tick changed. */
class RowChecks implements ShopChecks {
  private readonly listeners = new Set<() => void>();

  constructor(private checked: ReadonlySet<string>, private onToggle: (id: string) => void) {}

  subscribe = (onChange: () => void) => {
    this.listeners.add(onChange);
    return () => { this.listeners.delete(onChange); };
  };

  isChecked = (id: string) => this.checked.has(id);

  toggle = (id: string) => this.onToggle(id);

  publish(checked: ReadonlySet<string>, onToggle: (id: string) => void) {
    this.onToggle = onToggle;
    if (checked === this.checked) return;
    this.checked = checked;
    for (const onChange of this.listeners) onChange();
  }
}

/** The rows' view of shop mode's ticks, kept current after each render of shop mode. */
export function useRowChecks(checked: ReadonlySet<string>, toggle: (id: string) => void): ShopChecks {
  const [checks] = useState(() => new RowChecks(checked, toggle));
  useLayoutEffect(() => checks.publish(checked, toggle), [checks, checked, toggle]);
  return checks;
}

interface ShopItemRowProps extends RowPosition {
  item: ShoppingListItem;
}

export const ShopItemRow = memo(function ShopItemRow({ item, ...position }: ShopItemRowProps) {
  const checks = useContext(ShopChecksContext);
  const id = String(item.id);
  const checked = useSyncExternalStore(checks.subscribe, () => checks.isChecked(id));
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
          onChange={() => checks.toggle(id)}
        />
        <span className="list-item__name">{item.name}</span>
        <span className="list-item__amount">{itemAmount(item)}</span>
      </label>
      {!checkable && <span id={reasonId} className="shop-item__reason">{CUSTOM_NOT_CHECKABLE}</span>}
    </li>
  );
});

/** ListItemGroups' renderItem for shop mode: stable, so a tick does not render the groups again */
export const renderShopRow = (item: ShoppingListItem, key: string, position: RowPosition) => <ShopItemRow key={key} item={item} {...position} />;
