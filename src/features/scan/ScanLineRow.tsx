// One receipt line in the review (SPEC §3 scan line): whether to add it, the ingredient it is (typed with the
// catalogue offered as suggestions), how many and in which unit. A line without an ingredient cannot be added.
import { useState } from 'react';
import { UNIT_OPTIONS, type Unit } from '../../../contract/constants';
import type { IngredientOption, ScanLine } from '../../../contract/entities';

interface ScanLineRowProps {
  line: ScanLine;
  /** the catalogue's names, shared by every row */
  suggestionsId: string;
  byName: ReadonlyMap<string, IngredientOption>;
  onChange: (patch: Partial<ScanLine>) => void;
}

export function formatPrice(price: number | null, currency: string | null): string {
  if (price === null) return '';
  if (currency && /^[A-Z]{3}$/u.test(currency)) {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(price);
  }
  return price.toFixed(2);
}

export function ScanLineRow({ line, suggestionsId, byName, onChange }: ScanLineRowProps) {
  const [typed, setTyped] = useState(line.matchedItem?.name ?? '');
  const [count, setCount] = useState(String(line.quantity));
  const matched = line.matchedItem !== null;

  const pick = (text: string) => {
    setTyped(text);
    const option = byName.get(text.trim().toLowerCase()) ?? null;
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
          <input
            className="field__input"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={count}
            aria-label={`Quantity of ${line.name}`}
            onChange={(e) => {
              setCount(e.target.value);
              const n = Number(e.target.value);
              // SPEC §5: at least 1; a cleared field keeps the last good number until it is typed again
              if (Number.isInteger(n) && n >= 1) onChange({ quantity: n });
            }}
            onBlur={() => setCount(String(line.quantity))}
          />
        </label>
        <label className="field scan-line__unit">
          <span className="field__label">Unit</span>
          <select className="field__input" value={line.unit} aria-label={`Unit of ${line.name}`} onChange={(e) => onChange({ unit: e.target.value as Unit })}>
            {UNIT_OPTIONS.map((u) => <option key={u} value={u}>{u}</option>)}
          </select>
        </label>
      </div>
      {!matched && <p className="scan-line__note">{typed.trim() === '' ? 'Not matched: choose an ingredient to add it.' : 'No ingredient has this name.'}</p>}
    </li>
  );
}
