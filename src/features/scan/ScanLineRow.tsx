// One receipt line in the review (SPEC §3 scan line): whether to add it, the ingredient it is (typed with the
// catalogue offered as suggestions, by its English name or its German or French one), how many and in which unit.
// A line without an ingredient cannot be added.
import { useState } from 'react';
import { UNIT_OPTIONS, type Unit } from '../../../contract/constants';
import { foldText } from '../../../contract/coreRules';
import type { IngredientOption, ScanLine } from '../../../contract/entities';
import { useQuantityField } from '../../components/useQuantityField';
import { namedIngredient } from '../../lib/ingredientSearch';

interface ScanLineRowProps {
  line: ScanLine;
  /** the catalogue's names, shared by every row */
  suggestionsId: string;
  options: readonly IngredientOption[];
  onChange: (patch: Partial<ScanLine>) => void;
}

/** SPEC §5: a scanned line's quantity is at least 1 */
const SCAN_QUANTITY_MIN = 1;

/**
 * A line's price as the app writes every number (en-GB, as its dates and amounts: '€1.79', not the browser
 * language's '1,79 €' beside '1.5 l' on the same screen)
 */
export function formatPrice(price: number | null, currency: string | null): string {
  if (price === null) return '';
  if (currency && /^[A-Z]{3}$/u.test(currency)) {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(price);
  }
  return price.toFixed(2);
}

export function ScanLineRow({ line, suggestionsId, options, onChange }: ScanLineRowProps) {
  const [typed, setTyped] = useState(line.matchedItem?.name ?? '');
  // read as a list's quantity is ('1,5' kg is 1.5, where a number field made it 15)
  const quantity = useQuantityField(line.quantity, SCAN_QUANTITY_MIN, (next) => onChange({ quantity: next }));
  const matched = line.matchedItem !== null;

  const pick = (text: string) => {
    setTyped(text);
    // its name or its German or French one, as the item search reads them ('Mehl', 'Eier', 'eggs')
    const option = namedIngredient(options, text) ?? null;
    // a new ingredient is checked; no ingredient cannot be
    if (option !== line.matchedItem) onChange({ matchedItem: option, checked: option !== null });
  };

  return (
    <li className={`scan-line${line.checked ? '' : ' scan-line--off'}`}>
      <div className="scan-line__head">
        <label className="scan-line__check">
          <input
            type="checkbox"
            checked={line.checked}
            disabled={!matched}
            onChange={(e) => onChange({ checked: e.target.checked })}
            aria-label={`Add ${line.name}`}
          />
          <span className="scan-line__name">{line.name}</span>
        </label>
        <span className="scan-line__price">{formatPrice(line.price, line.currency)}</span>
      </div>
      <div className="scan-line__fields">
        <label className="field scan-line__ingredient">
          <span className="field__label">Ingredient</span>
          <input
            className="field__input"
            list={suggestionsId}
            value={typed}
            placeholder="Choose an ingredient"
            autoComplete="off"
            aria-label={`Ingredient for ${line.name}`}
            aria-invalid={!matched && typed.trim() !== ''}
            onChange={(e) => pick(e.target.value)}
          />
        </label>
        <label className="field scan-line__quantity">
          <span className="field__label">Quantity</span>
          {/* a refused amount on a line to be added holds the review's confirm back: it would add the amount before */}
          <input {...quantity.input} className="field__input" aria-label={`Quantity of ${line.name}`} data-holds-confirm={line.checked && quantity.error ? true : undefined} />
        </label>
        <label className="field scan-line__unit">
          <span className="field__label">Unit</span>
          <select className="field__input" value={line.unit} aria-label={`Unit of ${line.name}`} onChange={(e) => onChange({ unit: e.target.value as Unit })}>
            {UNIT_OPTIONS.map((u) => <option key={u} value={u}>{u}</option>)}
          </select>
        </label>
      </div>
      {quantity.error && <p id={quantity.errorId} className="field__error">{quantity.error}</p>}
      {/* typed by another name ('Mehl'), the line says the ingredient it adds */}
      {line.matchedItem && foldText(typed.trim()) !== foldText(line.matchedItem.name) && <p className="scan-line__note">Matched: {line.matchedItem.name}.</p>}
      {!matched && <p className="scan-line__note">{typed.trim() === '' ? 'Not matched: choose an ingredient to add it.' : 'No ingredient has this name.'}</p>}
    </li>
  );
}
