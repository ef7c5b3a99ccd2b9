// What an imported recipe's words say, read alike by its page, its cook mode and the server's copy of it into a
// recipe of one's own: the servings its yield names, and the first wait a step names. Its page gives them as text only.
import { MAX_SERVES } from './ingredientsText';
import { timerText } from './timer';

/** a range's second end: '4-6', '4 – 6', '4 to 6' */
export const RANGE_END = String.raw`(?:\s*(?:-|–|to)\s*\d{1,3})?`;
/** servings, portions or people, in the languages the imported pages come in */
const SERVING_WORD = String.raw`(?:servings?|serving\(s\)|serves|portions?|people|persons?|personen|personnes|personer|persone|portionen|portioner|porsjoner|főre|adag)\b`;
/** a bare number or range of them, perhaps after 'serves': '4', '4-6', 'Serves 4' */
const BARE_YIELD = new RegExp(String.raw`^(?:serves:?\s+)?(\d{1,3})${RANGE_END}$`, 'i');
/** a number (or range) of servings anywhere in the yield, up to two words or a bracket before the word: '4 to 6
 *  servings', 'Für 4 Personen', '4 side salad servings', '8 (1¼ cups) servings', '14 pizza (12 servings)' */
const SERVINGS_IN_YIELD = new RegExp(String.raw`(?:^|[^\d.,/])(\d{1,3})${RANGE_END}\s*(?:\([^)]*\)\s*)?(?:[a-z]+\s+){0,2}${SERVING_WORD}`, 'i');

/**
 * The servings an imported recipe's yield says it makes, the lower end of a range ('4-6 servings' is 4), or null
 * where it says something else ('12 cookies', 'Makes 12', '2 cups').
 */
export function servingsOfYield(recipeYield: string): number | null {
  const text = recipeYield.trim();
  const match = BARE_YIELD.exec(text) ?? SERVINGS_IN_YIELD.exec(text);
  const serves = match ? Number(match[1]) : 0;
  return serves >= 1 && serves <= MAX_SERVES ? serves : null;
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };
/** a number of hours, minutes or seconds, perhaps a range ('25-30 minutes', '1 to 2 hours') or hours and minutes ('1 hour 15 minutes') */
const WAIT = /(\d+(?:[.,]\d+)?)\s*(?:(?:-|–|to)\s*\d+(?:[.,]\d+)?\s*)?(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b(?:\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)\b)?/i;

/** The first wait a step's text names ('bake for 25-30 minutes': 25 minutes, the lower end, to look in then), as a
 *  timer ('hh:mm:ss'); null where it names none or more than a day. */
export function timerInText(text: string): string | null {
  const match = WAIT.exec(text);
  if (!match) return null;
  const [, amount, unit, minutes] = match;
  const seconds = Math.round(Number(amount!.replace(',', '.')) * UNIT_SECONDS[unit![0]!.toLowerCase()]! + Number(minutes ?? 0) * 60);
  if (seconds <= 0 || seconds > 24 * 3600) return null;
  return timerText(seconds);
}
