// The rules of SPEC §5 for reading a receipt: only the receipt scan uses them, so they are not in contract/rules.ts,
// which nearly every screen loads.
import { SCAN_SKIP_WORDS } from './constants';

/**
 * A price: digits (optionally with thousands groups, 1.234,56), a comma or dot, exactly two decimals.
 * Not glued to other digits or separators on either side, so dates (02.03.2020) and codes are not
 * prices, and not followed by % (a VAT rate such as 7,00 %). A trailing VAT letter (1,99 A) is fine.
 */
const PRICE = /(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d+)[.,](\d{2})(?![.,]?\d)(?!\s*%)/gu;
/** A minus directly before the amount or before its currency sign (-1,99, -€1.99, €-1.99) marks a discount. */
const NEGATIVE_PREFIX = /-(?:[€$£]\s?)?$/u;

/**
 * SPEC §5: the price on a receipt line, such as 1,99 or 1.99 or 12.50, optionally after €, $ or £ or
 * before a VAT letter. When a line holds several (2 x 0,35 0,70) the last is the line's price.
 * A discount written with a minus is returned negative. Null when the line has no price.
 */
export function parsePrice(line: string): number | null {
  let last: { value: number; index: number; negative: boolean } | null = null;
  for (const m of line.matchAll(PRICE)) {
    const whole = (m[1] ?? '').replace(/[.,]/gu, '');
    const index = m.index;
    last = { value: Number(`${whole}.${m[2] ?? '00'}`), index, negative: NEGATIVE_PREFIX.test(line.slice(0, index)) };
  }
  if (!last) return null;
  return last.negative && last.value !== 0 ? -last.value : last.value;
}

/**
 * SPEC §5: lines containing one of the skip words (case-insensitive, anywhere, so 'authori' catches
 * authorised and authorization) are skipped, and so is a line without a price.
 */
export function shouldSkipScanLine(line: string): boolean {
  const lower = line.toLowerCase();
  return SCAN_SKIP_WORDS.some((w) => lower.includes(w)) || parsePrice(line) === null;
}
