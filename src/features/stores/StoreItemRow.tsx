// One store item (SPEC §2 /user-stores/{id}): name, amount (as a list tells it: '10', not '10 unit'), date added
// (en-GB) and expiry badge (saying when), with inputs (quantity, unit, best-before date beside the date added) and a
// remove button when the store can be edited. Memoised, with the index in each callback, so an edit re-renders only
// its own row; the time for the expiry badges comes from the list (one clock per page).
import { memo, type ReactNode } from 'react';
import { UNIT_OPTIONS, type Unit } from '../../../contract/constants';
import type { StoreItem } from '../../../contract/entities';
import { itemAmount } from '../../../contract/ingredientsText';
import { focusAfterRemoval } from '../../components/focusAfterRemoval';
import { Icon } from '../../components/Icon';
import { useQuantityField } from '../../components/useQuantityField';
import type { RowPosition } from '../../components/WindowedList';
import { formatDate } from '../../lib/dates';
import { ExpiryBadge } from '../../components/ExpiryBadge';
import { useExpiryField } from './useExpiryField';

/** children: what goes on the line of the date added (an editable row's best-before date) */
function ItemSummary({ item, now, children }: { item: StoreItem; now: number; children?: ReactNode }) {
  return (
    <div className="store-item__summary">
      <span className="store-item__name">{item.name}</span>
      <ExpiryBadge item={item} now={now} saysWhen />
      <div className="store-item__date"><span>added {formatDate(item.date_added)}</span>{children}</div>
    </div>
  );
}

/** ours: a store may hold none of an item (SPEC §5's minimum of 1 is a list's) */
const STORE_QUANTITY_MIN = 0;

interface RowProps extends RowPosition {
  item: StoreItem;
  /** the time the expiry badge is worked out for */
  now: number;
}

export const ReadonlyItemRow = memo(function ReadonlyItemRow({ item, now, ...position }: RowProps) {
  return (
    <li className="store-item" {...position}>
      <ItemSummary item={item} now={now} />
      <span className="store-item__amount">{itemAmount(item)}</span>
    </li>
  );
});

interface EditableProps extends RowProps {
  /** the item's index in the store's list, given back to onChange and onRemove */
  index: number;
  onChange: (index: number, patch: Partial<StoreItem>) => void;
  onRemove: (index: number) => void;
}

export const EditableItemRow = memo(function EditableItemRow({ item, now, index, onChange, onRemove, ...position }: EditableProps) {
  const quantity = useQuantityField(item.quantity, STORE_QUANTITY_MIN, (next) => onChange(index, { quantity: next }));
  const expiry = useExpiryField(item, (days) => onChange(index, { estimated_expiry_days: days }));

  return (
    <li className="store-item" {...position}>
      <ItemSummary item={item} now={now}>
        <label className="store-item__expiry">
          best before
          <input {...expiry.input} className="field__input store-item__expiry-date" aria-label={`Best before, ${item.name}`} />
        </label>
      </ItemSummary>
      <div className="store-item__controls">
        <input
          {...quantity.input}
          className="field__input store-item__quantity"
          aria-label={`Quantity of ${item.name}`}
        />
        <select
          className="field__input store-item__unit"
          aria-label={`Unit of ${item.name}`}
          value={item.unit}
          onChange={(e) => onChange(index, { unit: e.target.value as Unit, measurement: e.target.value as Unit })}
        >
          {UNIT_OPTIONS.map((unit) => <option key={unit} value={unit}>{unit}</option>)}
        </select>
        <button type="button" className="icon-btn store-item__remove" aria-label={`Remove ${item.name}`} data-row-remove onClick={(e) => { focusAfterRemoval(e.currentTarget); onRemove(index); }}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {quantity.error && <p id={quantity.errorId} className="field__error store-item__error">{quantity.error}</p>}
      {expiry.error && <p id={expiry.errorId} className="field__error store-item__error">{expiry.error}</p>}
    </li>
  );
});
