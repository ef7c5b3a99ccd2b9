// One item in the editor (SPEC §2): its quantity (SPEC §5: a number, minimum 1), its unit and a remove button.
// Memoised with stable callbacks, so typing in one row re-renders that row only.
import { memo, useId, useState } from 'react';
import { UNIT_OPTIONS, type Unit } from '../../../contract/constants';
import type { ShoppingListItem } from '../../../contract/entities';
import { focusAfterRemoval } from '../../components/focusAfterRemoval';
import { Icon } from '../../components/Icon';
import type { RowPosition } from '../../components/WindowedList';
import { LIST_QUANTITY_MIN, parseListQuantity, QUANTITY_MIN_MESSAGE } from '../../lib/shoppingListItems';
import { isCustomItem } from '../../lib/storeItems';

interface EditableListItemProps extends RowPosition {
  item: ShoppingListItem;
  /** the row's key, handed back to the callbacks */
  itemKey: string;
  onChange: (key: string, patch: Partial<ShoppingListItem>) => void;
  onRemove: (key: string) => void;
}

export const EditableListItem = memo(function EditableListItem({ item, itemKey, onChange, onRemove, ...position }: EditableListItemProps) {
  const errorId = useId();
  // the text as typed, so the field can be cleared while typing a new amount
  const [text, setText] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    setShown(item.quantity);
    setText(String(item.quantity));
  }
  const invalid = parseListQuantity(text) === null;

  const type = (value: string) => {
    setText(value);
    const quantity = parseListQuantity(value);
    if (quantity !== null && quantity !== item.quantity) onChange(itemKey, { quantity });
  };

  return (
    <li className="list-item list-item--editable" {...position}>
      <span className="list-item__name">
        {item.name}
        {isCustomItem(item) && <span className="list-item__tag">custom</span>}
      </span>
      <div className="list-item__controls">
        <input
          type="number"
          inputMode="decimal"
          min={LIST_QUANTITY_MIN}
          step="any"
          className="field__input list-item__quantity"
          aria-label={`Quantity of ${item.name}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={text}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setText(String(item.quantity))}
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
      {invalid && <p id={errorId} className="field__error list-item__error">{QUANTITY_MIN_MESSAGE}</p>}
    </li>
  );
});
