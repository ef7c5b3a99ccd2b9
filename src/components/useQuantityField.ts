// The quantity field of a list's or a store's item row, or a receipt's line: the text as typed (the field can be
// cleared, or a number typed through '1e', while a new amount is on its way), a message at the field while the text
// is not a quantity the server takes (from the row's minimum to QUANTITY_MAX), and the quantity handed on when it
// is one; while it is not, the amount the field had before this edit.
// A text field with the decimal keyboard, not type=number: a phone's decimal keyboard may offer ',' only, and
// Chromium's number field drops a comma it does not take ('1,5' became 15); here the text is read as below.
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { FRACTION_SIGN, VULGAR_FRACTIONS } from '../../contract/fractions';
import { MESSAGES, QUANTITY_MAX } from '../../contract/rules';

/** a fraction as recipes write it, perhaps after a whole number: '¾', '1⅓', '1 ½', '1/3', '2 1/4' */
const FRACTION = new RegExp(String.raw`^(?:(\d+)\s*)?(?:(${FRACTION_SIGN})|(?:(?<=^|\s)(\d+)/(\d+)))$`);

/**
 * The number typed, or NaN: a comma before exactly three digits groups thousands ('1,500' is 1500), any other is a
 * decimal point ('1,5' is 1.5), and a fraction reads as its value ('1½' and '1 ½' are 1.5, '⅓' and '1/3' a third,
 * '2 1/4' 2.25). Read as it is typed, each text means what it will mean once finished: '1,5' on the way to '1,500' is
 * 1.5 for a moment, then 1500, never refused half-way. Only plain decimals: Number() alone would take '0x1A' as 26.
 */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  const fraction = FRACTION.exec(trimmed);
  if (fraction) {
    const [, whole = '0', sign, top, bottom] = fraction;
    const part = sign ? VULGAR_FRACTIONS[sign]! : Number(top) / Number(bottom);
    return Number.isFinite(part) ? Number(whole) + part : NaN;
  }
  const plain = trimmed.replace(/,(?=\d{3}(?!\d))/g, '').replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : NaN;
}

/**
 * A quantity as its field shows it: a third or two as the sign it was typed with ('⅓', '1⅔': a decimal would run
 * to 16 digits), anything else as a decimal of up to 4 places ('1.5', '0.125').
 */
export function quantityText(quantity: number): string {
  const whole = Math.floor(quantity);
  const third = ['⅓', '⅔'].find((sign) => Math.abs(quantity - whole - VULGAR_FRACTIONS[sign]!) < 1e-6);
  return third ? `${whole || ''}${third}` : String(Number(quantity.toFixed(4)));
}

/** Why a typed quantity cannot be saved, or null when it can (min to QUANTITY_MAX). */
export function quantityError(text: string, min: number): string | null {
  const n = parseQuantity(text);
  if (Number.isNaN(n)) return text.trim() ? MESSAGES.quantityNotNumber : MESSAGES.quantityAtLeast(min);
  if (n < min) return MESSAGES.quantityAtLeast(min);
  return n > QUANTITY_MAX ? MESSAGES.quantityAtMost(QUANTITY_MAX) : null;
}

export function useQuantityField(quantity: number, min: number, onQuantity: (quantity: number) => void) {
  const errorId = useId();
  const [text, setText] = useState(quantityText(quantity));
  // a quantity changed elsewhere (another device, a merge) replaces the text; one typed here does not
  const [shown, setShown] = useState(quantity);
  // the amount the field had before this edit: what stays saved while the text is refused
  const [agreed, setAgreed] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setAgreed(quantity);
    setText(quantityText(quantity));
  }
  const error = quantityError(text, min);
  const enter = (typed: string) => {
    setText(typed);
    // a refused text puts back the agreed amount: '1.234' on the way to '1.234,5' (refused) must not stay saved
    const next = quantityError(typed, min) === null ? parseQuantity(typed) : agreed;
    if (next !== quantity) {
      setShown(next);
      onQuantity(next);
    }
  };
  return {
    error,
    errorId,
    /** the <input>'s own props */
    input: {
      inputMode: 'decimal',
      value: text,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => enter(event.target.value),
      // Up and Down step by 1 within the limits, as a number field's did
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
        if (!by) return;
        event.preventDefault();
        const from = parseQuantity(text);
        enter(quantityText(Math.min(QUANTITY_MAX, Math.max(min, (Number.isNaN(from) ? quantity : from) + by))));
      },
      onFocus: () => setAgreed(quantity),
      // Left refused, as the wizard's quantity: a text saying too little (blank, under the minimum) shows the agreed
      // amount again; one that is no amount or too much stays with its message until it is put right
      onBlur: () => {
        if (error === null || !text.trim() || parseQuantity(text) < min) setText(quantityText(quantity));
      },
    } as const,
  };
}
