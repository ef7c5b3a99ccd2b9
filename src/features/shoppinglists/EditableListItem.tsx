// One item in the editor (SPEC §2): its quantity (SPEC §5: a number, minimum 1; at most QUANTITY_MAX), its unit and a remove button.
// Memoised with stable callbacks, so typing in one row re-renders that row only. `marked`: the row an add just
// changed or appended, drawn apart for a moment (shoppingLists.css).
import { memo } from 'react';
import { UNIT_OPTIONS, type Unit } from '../../../contract/constants';
import type { ShoppingListItem } from '../../../contract/entities';
import { focusAfterRemoval } from '../../components/focusAfterRemoval';
import { Icon } from '../../components/Icon';
import { useQuantityField } from '../../components/useQuantityField';
import type { RowPosition } from '../../components/WindowedList';
import { LIST_QUANTITY_MIN } from '../../lib/shoppingListItems';
import { isCustomItem } from '../../lib/storeItems';

interface EditableListItemProps extends RowPosition {
  item: ShoppingListItem;
  /** the row's key, handed back to the callbacks */
  itemKey: string;
  /** the row the last add changed or appended */
  marked?: boolean;
  onChange: (key: string, patch: Partial<ShoppingListItem>) => void;
  onRemove: (key: string) => void;
}

export const EditableListItem = memo(function EditableListItem({ item, itemKey, marked = false, onChange, onRemove, ...position }: EditableListItemProps) {
  const quantity = useQuantityField(item.quantity, LIST_QUANTITY_MIN, (next) => onChange(itemKey, { quantity: next }));

  return (
    <li className={`list-item list-item--editable${marked ? ' is-marked' : ''}`} {...position}>
      <span className="list-item__name">
        {item.name}
        {isCustomItem(item) && <span className="list-item__tag">custom</span>}
      </span>
      <div className="list-item__controls">
        <input
          {...quantity.input}
          className="field__input list-item__quantity"
          aria-label={`Quantity of ${item.name}`}
        />
        <select
          className="field__input list-item__unit"
          aria-label={`Unit of ${item.name}`}
          value={item.unit}
          onChange={(e) => onChange(itemKey, { unit: e.target.value as Unit, measurement: e.target.value as Unit })}
        >
          {UNIT_OPTIONS.map((unit) => <option key={unit} value={unit}>{unit}</option>)}
        </select>
        <button type="button" className="icon-btn" aria-label={`Remove ${item.name}`} data-row-remove onClick={(e) => { focusAfterRemoval(e.currentTarget); onRemove(itemKey); }}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {quantity.error && <p id={quantity.errorId} className="field__error list-item__error">{quantity.error}</p>}
    </li>
  );
});
