// The quantity field of a list's or a store's item row: the text as typed (the field can be cleared, or a number
// typed through '1e', while a new amount is on its way), a message at the field while the text is not a quantity
// the server takes (from the row's minimum to QUANTITY_MAX), and the quantity handed on only when it is one.
import { useId, useState, type ChangeEvent } from 'react';
import { MESSAGES, QUANTITY_MAX } from '../../contract/rules';

/** Why a typed quantity cannot be saved, or null when it can (min to QUANTITY_MAX). */
export function quantityError(text: string, min: number): string | null {
  const n = Number(text);
  if (text.trim() === '' || Number.isNaN(n) || n < min) return MESSAGES.quantityAtLeast(min);
  return n > QUANTITY_MAX ? MESSAGES.quantityAtMost(QUANTITY_MAX) : null;
}

export function useQuantityField(quantity: number, min: number, onQuantity: (quantity: number) => void) {
  const errorId = useId();
  const [text, setText] = useState(String(quantity));
  // a quantity changed elsewhere (another device, a merge) replaces the text; one typed here does not
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }
  const error = quantityError(text, min);
  return {
    error,
    errorId,
    /** the <input>'s own props */
    input: {
      type: 'number',
      inputMode: 'decimal',
      min,
      max: QUANTITY_MAX,
      step: 'any',
      value: text,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const typed = event.target.value;
        setText(typed);
        const next = Number(typed);
        if (quantityError(typed, min) === null && next !== quantity) {
          setShown(next);
          onQuantity(next);
        }
      },
      onBlur: () => setText(String(quantity)),
    } as const,
  };
}
