// One store item (SPEC §2 /user-stores/{id}): name, quantity, unit, date added (en-GB) and expiry badge, with
// inputs and a remove button when the store can be edited.
import { useState } from 'react';
import { UNIT_OPTIONS, type Unit } from '../../../contract/constants';
import type { StoreItem } from '../../../contract/entities';
import { Icon } from '../../components/Icon';
import { useNow } from '../../components/useNow';
import { formatDate } from '../../lib/dates';
import { ExpiryBadge } from '../../components/ExpiryBadge';

function ItemSummary({ item }: { item: StoreItem }) {
  const now = useNow();
  return (
    <div className="store-item__summary">
      <span className="store-item__name">{item.name}</span>
      <ExpiryBadge item={item} now={now} />
      <span className="store-item__date">added {formatDate(item.date_added)}</span>
    </div>
  );
}

export function ReadonlyItemRow({ item }: { item: StoreItem }) {
  return (
    <li className="store-item">
      <ItemSummary item={item} />
      <span className="store-item__amount">{item.quantity} {item.unit}</span>
    </li>
  );
}

interface EditableProps {
  item: StoreItem;
  onChange: (patch: Partial<StoreItem>) => void;
  onRemove: () => void;
}

export function EditableItemRow({ item, onChange, onRemove }: EditableProps) {
  // the text as typed, so the field can be cleared while typing a new amount
  const [text, setText] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    setShown(item.quantity);
    setText(String(item.quantity));
  }

  const type = (value: string) => {
    setText(value);
    const quantity = Number(value);
    if (value.trim() !== '' && Number.isFinite(quantity) && quantity >= 0 && quantity !== item.quantity) onChange({ quantity });
  };

  return (
    <li className="store-item">
      <ItemSummary item={item} />
      <div className="store-item__controls">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          className="field__input store-item__quantity"
          aria-label={`Quantity of ${item.name}`}
          value={text}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setText(String(item.quantity))}
        />
        <select
          className="field__input store-item__unit"
          aria-label={`Unit of ${item.name}`}
          value={item.unit}
          onChange={(e) => onChange({ unit: e.target.value as Unit, measurement: e.target.value as Unit })}
        >
          {UNIT_OPTIONS.map((unit) => <option key={unit} value={unit}>{unit}</option>)}
        </select>
        <button type="button" className="icon-btn store-item__remove" aria-label={`Remove ${item.name}`} onClick={onRemove}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </li>
  );
}
