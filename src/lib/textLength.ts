// A text field's length against its bound. Fields with a bound take more than it rather than cut a paste short
// without a word (a note, QA B D8; the recipe wizard's description and steps, QA newcomer D4): from 80 % of the bound
// they tell the length, past it how far over, and their rule refuses the save until the text is shortened.
import { groupThousands } from '../../contract/coreRules';

/** ours: the share of the bound from which a field tells its length */
export const LENGTH_SHOWN_FROM = 0.8;

/**
 * '4,100 of 5,000 characters' once the text is near its bound, '7,279 of 5,000 characters, 2,279 too many' past it;
 * null before. Counted in UTF-16 code units, as maxLength and the server's zod schemas count.
 */
export function lengthAgainst(text: string, max: number): string | null {
  if (text.length < max * LENGTH_SHOWN_FROM) return null;
  const over = text.length - max;
  return `${groupThousands(text.length)} of ${groupThousands(max)} characters${over > 0 ? `, ${groupThousands(over)} too many` : ''}`;
}
