// Wizard step 3 (SPEC §2 /configure): category, serves, and each ingredient's quantity, measurement and
// treatment (SPEC §3 draft ingredient; units and treatments are the fixed lists of SPEC §3).
import { useEffect, useId, useState } from 'react';
import { TREATMENTS, UNIT_OPTIONS, type Treatment, type Unit } from '../../../contract/constants';
import type { DraftIngredient } from '../../../contract/entities';
import { MAX_SERVES, parseServes } from '../../../contract/ingredientsText';
import { MESSAGES, QUANTITY_MAX } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseQuantity, quantityText } from '../../components/useQuantityField';
import { fetchCategoryOptions, selectCategoryOptions } from '../../store/formOptionsSlice';
import type { StepProps } from './wizardTypes';

/** ours: SPEC §5 gives recipe quantities no message; any amount above 0 is one (half a tsp), as the server takes it */
export const QUANTITY_POSITIVE_MESSAGE = 'Quantity must be more than 0';

/** Why a recipe's quantity as typed cannot be saved (more than 0, up to QUANTITY_MAX, as the server takes it), or null. */
function quantityError(text: string): string | null {
  const quantity = parseQuantity(text);
  if (Number.isNaN(quantity) && text.trim()) return MESSAGES.quantityNotNumber;
  if (!(quantity > 0)) return QUANTITY_POSITIVE_MESSAGE;
  return quantity > QUANTITY_MAX ? MESSAGES.quantityAtMost(QUANTITY_MAX) : null;
}

/** ours: serves as the server takes it (contract/cookbookSchemas USER_RECIPE_LIMITS.serves) */
export const SERVES_RANGE_MESSAGE = `Serves must be a whole number from 1 to ${MAX_SERVES}`;

function IngredientRow({ ingredient, onChange }: { ingredient: DraftIngredient; onChange: (change: Partial<DraftIngredient>) => void }) {
  const id = useId();
  // the text as typed, read as the list's and store's quantities are ('1,5' is 1.5: a number field made it 15)
  const [text, setText] = useState(Number.isFinite(ingredient.quantity) ? quantityText(ingredient.quantity) : '');
  const error = quantityError(text);
  const invalid = error !== null;
  return (
    <fieldset className="wizard__configure-row">
      <legend>{ingredient.name}</legend>
      <label htmlFor={`${id}-q`}>Quantity<span className="visually-hidden"> of {ingredient.name}</span></label>
      <input
        id={`${id}-q`}
        className="field__input wizard__quantity"
        inputMode="decimal"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-q-error` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange({ quantity: parseQuantity(e.target.value) });
        }}
        onBlur={() => {
          // SPEC §9: the quantity defaults to 1; an emptied or zero field goes back to it when left (a word stays,
          // with its message: made 1, 'two' would go on as one)
          if (!text.trim() || parseQuantity(text) <= 0) {
            setText('1');
            onChange({ quantity: 1 });
          }
        }}
      />
      {/* Next is held back meanwhile (recipeDraft isStepValid): say why, at the field */}
      {invalid && <p id={`${id}-q-error`} className="field__error wizard__quantity-error">{error}</p>}
      <label htmlFor={`${id}-m`}>Measurement<span className="visually-hidden"> of {ingredient.name}</span></label>
      <select id={`${id}-m`} className="field__input" value={ingredient.measurement} onChange={(e) => onChange({ measurement: e.target.value as Unit })}>
        {UNIT_OPTIONS.map((u) => <option key={u} value={u}>{u}</option>)}
      </select>
      <label htmlFor={`${id}-t`}>Treatment<span className="visually-hidden"> of {ingredient.name}</span></label>
      <select
        id={`${id}-t`}
        className="field__input"
        value={ingredient.treatment ?? ''}
        onChange={(e) => onChange({ treatment: e.target.value ? (e.target.value as Treatment) : null })}
      >
        <option value="">none</option>
        {TREATMENTS.map((t) => <option key={t} value={t}>{t}</option>)}
      </select>
    </fieldset>
  );
}

export function ConfigureStep({ draft, setDraft }: StepProps) {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategoryOptions);
  const id = useId();
  // the text as typed, kept when left (1000, or an emptied field, with its message); a number the server refuses is
  // 0 in the draft, which holds Next back (recipeDraft isStepValid): made the last good number, 120 went on as 12
  const [serves, setServes] = useState(draft.serves ? String(draft.serves) : '');
  const servesInvalid = parseServes(serves) === null;

  useEffect(() => {
    void dispatch(fetchCategoryOptions());
  }, [dispatch]);

  const change = (index: number, patch: Partial<DraftIngredient>) =>
    setDraft((d) => ({ ...d, ingredients: d.ingredients.map((i, n) => (n === index ? { ...i, ...patch } : i)) }));

  return (
    <div className="wizard__fields">
      <div className="wizard__pair">
        <div className="field">
          <label htmlFor={`${id}-category`} className="field__label">Category</label>
          <select
            id={`${id}-category`}
            className="field__input"
            value={draft.category_id ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, category_id: e.target.value ? Number(e.target.value) : null }))}
          >
            <option value="">no category</option>
            {categories.map((c) => <option key={c.value} value={c.value}>{c.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-serves`} className="field__label">Serves</label>
          {/* a text field, not type=number, whose Chromium field dropped a comma ('2,5' became 25): parseServes
              refuses what is not a whole number */}
          <input
            id={`${id}-serves`}
            className="field__input"
            inputMode="numeric"
            aria-invalid={servesInvalid || undefined}
            aria-describedby={servesInvalid ? `${id}-serves-error` : undefined}
            value={serves}
            onChange={(e) => {
              setServes(e.target.value);
              setDraft((d) => ({ ...d, serves: parseServes(e.target.value) ?? 0 }));
            }}
          />
          {servesInvalid && <p id={`${id}-serves-error`} className="field__error">{SERVES_RANGE_MESSAGE}</p>}
        </div>
      </div>
      {draft.ingredients.map((ingredient, index) => (
        <IngredientRow key={String(ingredient.value)} ingredient={ingredient} onChange={(patch) => change(index, patch)} />
      ))}
    </div>
  );
}
