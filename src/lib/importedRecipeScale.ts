// An imported recipe scaled to other servings: its yield read as a number of servings where it says one ('4',
// '4 servings', 'Serves 4'), or of other things ('24 cookies'), and each ingredient line's leading amount ('2',
// '1.5', '1 1/2', '1½', '2-3', '3 to 4') multiplied, with the same amount in other units where the line gives it
// ('½ cup (99 g)', '400 g / 14 oz', '2 cups stock (500 ml)'), but not a pack's size ('1 (14 ounce) can', '1 can
// tomatoes (14 oz)', '1 14-ounce can'). The rest of the line is as written; a line without a leading amount ('salt,
// to taste') stays as it is.
import { FRACTION_SIGN, VULGAR_FRACTIONS } from '../../contract/fractions';
import { formatQuantity, MAX_SERVES, type YieldUnit } from '../../contract/ingredientsText';
import { roundScaled } from '../../contract/recipeLines';

// a whole or decimal number with an optional fraction after it ('1 1/2', '1½', '1 ½'), a fraction, or a vulgar fraction
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*${FRACTION_SIGN}|\s+\d+/\d+)?|\d+/\d+|${FRACTION_SIGN})`;
/** between an amount's parts: '1 1/2', '1½' */
const PARTS = new RegExp(String.raw`\s+|(?=${FRACTION_SIGN})`);
const LEADING = new RegExp(String.raw`^(\s*)(${AMOUNT})(?:(\s*[-–]\s*|\s+to\s+)(${AMOUNT}))?(?![\d/])`);
/** the measures written as words, each with its plural 's' or without */
const MEASURE_WORDS = String.raw`cup|tablespoon|teaspoon|pound|ounce|gram|kilogram|lit(?:er|re)|millilit(?:er|re)`;
const UNIT = String.raw`(?:fl\.?\s*oz|g|kg|mg|ml|l|oz|lbs?|c|tbsp|tsp|(?:${MEASURE_WORDS})s?)(?![a-z])\.?`;
/**
 * the same amount in other units: '(99 g)', '(about 2 pounds)', '/ 14 oz'; not a slash of a fraction ('1/2 tsp'), nor
 * the first part of a compound amount ('(1 lb 10 oz)', left whole)
 */
const EQUIVALENT = new RegExp(String.raw`((?:\(|(?<!\d)/)\s*(?:about\s+|approx(?:\.|imately)?\s+|~\s*)?)(${AMOUNT})(\s*${UNIT})(?!\s*\d)`, 'gi');
/** a measure written as a word right after the amount, without its plural 's' */
const MEASURE_WORD = new RegExp(String.raw`^(\s+)(${MEASURE_WORDS})s?\b`, 'i');
/** a line counting packs: a size after it is the pack's, not another measure of the amount */
const PACK = /\b(?:cans?|tins?|jars?|packages?|packets?|pkgs?|bags?|box(?:es)?|bottles?|cartons?|sticks?|blocks?)\b/i;

/** '1 1/2' → 1.5, '1½' → 1.5, '1,5' → 1.5, '3/4' → 0.75; null for a fraction over nothing. */
function amountOf(text: string): number | null {
  let total = 0;
  for (const part of text.trim().split(PARTS)) {
    const fraction = /^(\d+)\/(\d+)$/.exec(part);
    if (fraction) {
      if (Number(fraction[2]) === 0) return null;
      total += Number(fraction[1]) / Number(fraction[2]);
    } else {
      total += VULGAR_FRACTIONS[part] ?? Number(part.replace(',', '.'));
    }
  }
  return Number.isFinite(total) ? total : null;
}

const scaled = (amount: number, factor: number) => {
  const quantity = amount * factor;
  // the unit is in the words: whole from 10 up, as grams would be
  return formatQuantity(roundScaled(quantity, quantity >= 10));
};

/** The line for `factor` times the servings it was written for. */
export function scaleLine(line: string, factor: number): string {
  const match = LEADING.exec(line);
  if (!match || factor === 1) return line;
  const [whole, space, first, between, second] = match;
  const from = amountOf(first!);
  const to = second === undefined ? null : amountOf(second);
  // '00 flour' names a flour, not none of it
  if (!from || (second !== undefined && to === null)) return line;
  const amount = to === null ? scaled(from, factor) : `${scaled(from, factor)}${between}${scaled(to, factor)}`;
  // the measure's word agrees with the new amount: '2 cups', not '2 cup'; '1 teaspoon', not '1 teaspoons'
  const rest = line.slice(whole.length).replace(MEASURE_WORD, (_: string, gap: string, word: string) => `${gap}${word}${(to ?? from) * factor > 1 ? 's' : ''}`).replace(EQUIVALENT, (found: string, opener: string, other: string, unit: string, at: number, all: string) => {
    const before = all.slice(0, at);
    // right after the count ('1 (14 ounce) can') or after a pack ('1 can tomatoes (14 oz)'), it is the pack's size
    const value = before.trim() === '' || PACK.test(before) ? null : amountOf(other);
    return value ? `${opener}${scaled(value, factor)}${unit}` : found;
  });
  return `${space}${amount}${rest}`;
}

/** a range's second end: '4-6', '4 – 6', '4 to 6' */
const RANGE_END = String.raw`(?:\s*(?:-|–|to)\s*\d{1,3})?`;
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

/** a count of things other than servings, perhaps after 'makes' and 'about', perhaps with a bracket after it: '12
 *  cookies', '28-32 cookies', 'makes about 10 pancakes', '12 naan flatbreads', 'about 2 dozen', '30 cookies
 *  (approximately)'; one to three words of letters, not starting with a little word ('10 as a side'), which only
 *  'makes' may leave out ('Makes 12') */
const COUNT_YIELD = new RegExp(String.raw`^(makes:?\s+)?(?:about\s+|approx(?:\.|imately)?\s+)?(\d{1,3})${RANGE_END}(?:\s+(?!(?:as|or|of|for|to|and|per|each|a|an|the)\b)([a-z]+(?:\s+[a-z]+){0,2}))?(?:\s*\([^)]*\))?$`, 'i');

/** 'cookies' as one: 'cookie' ('brownies', 'pies': what yields count are more often these than 'patties');
 *  'loaves', 'batches': 'loaf', 'batch'; 'dozen' as it is */
function singular(many: string): string {
  if (/ves$/.test(many)) return many.replace(/ves$/, 'f');
  if (/(?:ch|sh|x|ss)es$/.test(many)) return many.replace(/es$/, '');
  return many.replace(/([^s])s$/, '$1');
}

export interface ImportYield {
  count: number;
  /** what it counts, where not servings; its words are empty where the yield names nothing ('Makes 12') */
  unit?: YieldUnit;
}

/**
 * What an imported recipe's yield says it makes, where it is a number: servings (servingsOfYield), or a count of
 * other things ('24 cookies', in lower case; of two or more, so that its words are a plural, not a guess at one).
 * Null otherwise.
 */
export function yieldOfImport(recipeYield: string): ImportYield | null {
  const serves = servingsOfYield(recipeYield);
  if (serves) return { count: serves };
  const match = COUNT_YIELD.exec(recipeYield.trim());
  const count = match ? Number(match[2]) : 0;
  if (count < 2 || count > MAX_SERVES) return null;
  const [, makes, , words] = match!;
  if (!words) return makes ? { count, unit: { one: '', many: '' } } : null;
  const many = words.toLowerCase();
  return { count, unit: { one: singular(many), many } };
}
