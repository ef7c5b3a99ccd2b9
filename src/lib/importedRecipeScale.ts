// An imported recipe scaled to other servings: its yield read as a number of servings where it says one ('4',
// '4 servings', 'Serves 4'), or of other things ('24 cookies'), and each ingredient line's leading amount ('2',
// '1.5', '1 1/2', '1½', '1 and 1/3', '2-3', '3 to 4') multiplied, in the unit a cook would say it in as a verified
// recipe's is (contract/recipeLines.ts: 0.17 cup is 2¾ tbsp, 1500 g 1.5 kg), and with it every other amount of the
// same ingredient: in other units ('½ cup (99 g)', '400 g / 14 oz', '(12 Tbsp; 170g)'), an alternative or an addition
// ('or 1/3 cup (66g) granulated sugar', 'plus 1 tsp'), a count in brackets ('(1 stick)'); but not a pack's size ('1
// (14 ounce) can', '1 can tomatoes (14 oz)', '1 14-ounce can'), a compound ('(1 lb 10 oz)') nor what one piece weighs
// ('(14-16 oz each)'). The rest of the line is as written; a line without a leading amount ('salt, to taste') stays
// as it is, as do a dish's size ('7x5-inch Baking Dish') and the lines under an equipment heading.
import type { Unit } from '../../contract/constants';
import type { ImportedGroup } from '../../contract/entities';
import { isEquipmentGroup } from '../../contract/importedGroups';
import { FRACTION_SIGN, VULGAR_FRACTIONS } from '../../contract/fractions';
import { convertAmount } from '../../contract/mergeQuantities';
import { RANGE_END, servingsOfYield } from '../../contract/importedRecipeText';
import { formatQuantity, isPinch, MAX_SERVES, type YieldUnit } from '../../contract/ingredientsText';
import { ingredientName, roundScaled, sayAmount } from '../../contract/recipeLines';

/** a fraction, with a slash or a fraction slash: '1/2', '1⁄2' */
const FRACTION = String.raw`\d+[/⁄]\d+`;
/** a whole or decimal number with an optional fraction after it ('1 1/2', '1½', '1 ½', '1 and 1/3', '1 & ¼', '3 and
 *  a half'), a fraction, or a vulgar fraction */
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*${FRACTION_SIGN}|\s+${FRACTION}|\s+(?:and|&)\s+(?:${FRACTION}|${FRACTION_SIGN}|a\s+half))?|${FRACTION}|${FRACTION_SIGN})`;
/** between a range's ends: '2-3', '2 – 3', '3 to 4' */
const BETWEEN = String.raw`\s*[-–]\s*|\s+to\s+`;
/** between an amount's parts: '1 1/2', '1½' */
const PARTS = new RegExp(String.raw`\s+|(?=${FRACTION_SIGN})`);
const LEADING = new RegExp(String.raw`^(\s*)(${AMOUNT})(?:(${BETWEEN})(${AMOUNT}))?(?![\d/⁄])`);

/** how a line writes a measure: in a word or a short form, and in whose words; a unit changed keeps it */
type Style = 'word' | 'word GB' | 'word FR' | 'word DE' | 'short' | 'short plural' | 'short DE';

interface Spelling {
  one: string;
  many: string;
  /** the unit recipeLines scales it in; none for a measure scaled in its own ('14 oz') */
  unit?: Unit;
  /** read as decimals: a scale or a jug shows no fractions */
  metric?: true;
  /** '1 lb 10 oz' is one amount in two parts of a kind; '200 gms 1 cup' one amount twice */
  kind: 'weight' | 'volume';
  style: Style;
}

const spelling = (one: string, many: string, kind: Spelling['kind'], style: Style, unit?: Unit, metric?: true): Spelling => ({ one, many, kind, style, unit, metric });
/** the measures a line may write, each unit's first in a style the one a unit changed to takes where the line's own
 *  style has none ('gr' to 'kg') */
const SPELLINGS: Spelling[] = [
  // '16 tbsp' doubled is '2 cups', not '2 c'; a line that writes 'c' keeps it
  spelling('cup', 'cups', 'volume', 'word', 'cup'), spelling('cup', 'cups', 'volume', 'short', 'cup'), spelling('c', 'c', 'volume', 'short', 'cup'),
  spelling('tablespoon', 'tablespoons', 'volume', 'word', 'tbsp'), spelling('tbsp', 'tbsp', 'volume', 'short', 'tbsp'),
  spelling('tbs', 'tbs', 'volume', 'short', 'tbsp'), spelling('tbsp', 'tbsps', 'volume', 'short plural', 'tbsp'),
  spelling('Esslöffel', 'Esslöffel', 'volume', 'word DE', 'tbsp'), spelling('EL', 'EL', 'volume', 'short DE', 'tbsp'),
  spelling('teaspoon', 'teaspoons', 'volume', 'word', 'tsp'), spelling('tsp', 'tsp', 'volume', 'short', 'tsp'),
  spelling('tsp', 'tsps', 'volume', 'short plural', 'tsp'),
  spelling('Teelöffel', 'Teelöffel', 'volume', 'word DE', 'tsp'), spelling('TL', 'TL', 'volume', 'short DE', 'tsp'),
  spelling('g', 'g', 'weight', 'short', 'g', true), spelling('gram', 'grams', 'weight', 'word', 'g', true),
  spelling('gramme', 'grammes', 'weight', 'word FR', 'g', true), spelling('gr', 'gr', 'weight', 'short', 'g', true),
  spelling('gm', 'gms', 'weight', 'short', 'g', true),
  spelling('kg', 'kg', 'weight', 'short', 'kg', true), spelling('kilogram', 'kilograms', 'weight', 'word', 'kg', true),
  spelling('kilogramme', 'kilogrammes', 'weight', 'word FR', 'kg', true),
  spelling('mg', 'mg', 'weight', 'short', 'mg', true), spelling('milligram', 'milligrams', 'weight', 'word', 'mg', true),
  spelling('ml', 'ml', 'volume', 'short', 'ml', true), spelling('milliliter', 'milliliters', 'volume', 'word', 'ml', true),
  spelling('millilitre', 'millilitres', 'volume', 'word GB', 'ml', true),
  spelling('l', 'l', 'volume', 'short', 'l', true), spelling('liter', 'liters', 'volume', 'word', 'l', true),
  spelling('litre', 'litres', 'volume', 'word GB', 'l', true),
  spelling('dl', 'dl', 'volume', 'short', undefined, true), spelling('cl', 'cl', 'volume', 'short', undefined, true),
  spelling('ounce', 'ounces', 'weight', 'word'), spelling('oz', 'oz', 'weight', 'short'), spelling('fl oz', 'fl oz', 'volume', 'short'),
  spelling('pound', 'pounds', 'weight', 'word'), spelling('lb', 'lb', 'weight', 'short'), spelling('lbs', 'lbs', 'weight', 'short'),
  spelling('pint', 'pints', 'volume', 'word'), spelling('quart', 'quarts', 'volume', 'word'), spelling('qt', 'qt', 'volume', 'short'),
];
const key = (word: string) => word.toLowerCase().replace(/[.\s]/g, '');
/** each written form to its spelling, the first to name it ('tbsp' is the short one, not the plural's singular) */
const SPELLING_OF = new Map<string, Spelling>();
for (const s of SPELLINGS) for (const word of [s.one, s.many]) if (!SPELLING_OF.has(key(word))) SPELLING_OF.set(key(word), s);
/** any of them, longest first, as a whole word: not the 'l' of 'large', nor the 'c' of French's 'c. à soupe' */
const UNIT = String.raw`(?:${[...new Set(SPELLINGS.flatMap((s) => [s.one, s.many]))].sort((a, b) => b.length - a.length).map((word) => word.replace(' ', String.raw`\.?\s*`)).join('|')})(?!\p{L})(?!\.?\s*à\s)`;
const LEADING_UNIT = new RegExp(String.raw`^(\s*(?:\([^()]*\)\s*)?)(${UNIT})`, 'iu');
/**
 * an amount after the leading one, perhaps a range, perhaps with its measure, hyphened to it for a size ('14-ounce');
 * not a fraction's second number ('1/2'), nor a number in a word or after a decimal point
 */
const OTHER_AMOUNT = new RegExp(String.raw`(?<![\p{L}\d.,⁄]|\d/)(${AMOUNT})(?:(${BETWEEN})(${AMOUNT}))?(?![\d/⁄])(?:(\s*-?\s*)(${UNIT}))?`, 'giu');

/** a line counting packs: a size after it is the pack's, not another measure of the amount */
const PACK = /\b(?:cans?|tins?|jars?|packages?|packets?|pkgs?|bags?|box(?:es)?|bottles?|cartons?|sticks?|blocks?)\b/i;
/** words that add an amount to the line's, or offer one instead: 'or 1/3 cup', '+ 1 egg yolk', '(1 ou 2)' */
const JOINED = /(?:(?:^|[\s(,;])(?:or|ou|oder|plus|and|with)\s+|\+\s*)$/i;
/** what one piece weighs, not the line's whole: '2 x 400g', '(à 150 g)', '1 yogur natural de 125 gr', '(14-16 oz
 *  each)', '3.5 ounces per person', '(1 kg/db)' */
const PER_PIECE_BEFORE = /(?<!\p{L})(?:x|×|à|de)\s*$/iu;
const PER_PIECE_AFTER = /^\.?\s*(?:(?:each|apiece|per)(?!\p{L})|\/\s*\p{L})/iu;
/** a number that is not a count of the ingredient: '(8 inches)', '1/4-inch', '(70%)', '(105 degrees F)', '9x13' */
const NOT_A_COUNT = /^\s*(?:[-%°"”']|x\s*\d|×|(?:inch(?:es)?|in|cm|mm|degrees?|minutes?|mins?|hours?|hrs?|seconds?|secs?|percent)(?!\p{L}))/iu;
/** where a bracket, or an item of a list in it, starts: '(1 stick)', '(from about 2 lemons', ', 4 thighs' */
const ITEM_START = /^\s*(?:from\s+)?(?:(?:about|approx(?:\.|imately)?|ca\.?|circa|roughly|~)\s*)?$/i;
/** a leading number that is a dish's or a pan's size, not an amount: '7x5-inch Baking Dish', '9 x 13 pan', '8-inch square
 *  cake tin', '20 cm springform tin'; but a count of packs of a size is ('2 x 400g tins'), and so is a length of
 *  something eaten ('2 inch ginger root', '3" ginger') */
const VESSEL = String.raw`(?:pans?|dish(?:es)?|tins?|trays?|skillets?|moulds?|molds?|ramekins?|springforms?|casseroles?|pots?|sheets?|forms?|rings?|cutters?)(?!\p{L})`;
const LENGTH = String.raw`(?:inch(?:es)?|in\.|cm|mm|"|”|″)(?!\p{L})`;
const DIMENSION = new RegExp(String.raw`^\s*(?:[x×]\s*\d+(?:[.,]\d+)?(?!\s*${UNIT})(?:\s*-?\s*${LENGTH}|(?:[\s-]+[\p{L}-]+){0,3}?[\s-]+${VESSEL})|-?\s*${LENGTH}(?:[\s-]+[\p{L}-]+){0,3}?[\s-]+${VESSEL})`, 'iu');

/** '(90/10 Fat)' is a ratio, not an amount */
const RATIO = /(\d+)[/⁄](\d+)/;
const isRatio = (text: string) => {
  const ratio = RATIO.exec(text);
  return ratio !== null && Number(ratio[1]) >= Number(ratio[2]);
};

/** '1 1/2' → 1.5, '1½' → 1.5, '1,5' → 1.5, '3/4' → 0.75, '1 and 1/3' → 1⅓, '3 and a half' → 3.5; null for a fraction over nothing. */
function amountOf(text: string): number | null {
  let total = 0;
  for (const part of text.trim().replace(/\s+(?:and|&)\s+a\s+half$/, '½').replace(/\s+(?:and|&)\s+/, ' ').split(PARTS)) {
    const fraction = /^(\d+)[/⁄](\d+)$/.exec(part);
    if (fraction) {
      if (Number(fraction[2]) === 0) return null;
      total += Number(fraction[1]) / Number(fraction[2]);
    } else {
      total += VULGAR_FRACTIONS[part] ?? Number(part.replace(',', '.'));
    }
  }
  return Number.isFinite(total) ? total : null;
}

/** the spelling of `unit` in the style of `from`: 'cup' to 'tablespoon', 'c' to 'tbsp', 'EL' to 'TL', 'gr' to 'kg' */
function spellingIn(from: Spelling, unit: Unit): Spelling {
  if (from.unit === unit) return from;
  const spellings = SPELLINGS.filter((s) => s.unit === unit);
  return spellings.find((s) => s.style === from.style) ?? spellings.find((s) => s.style === 'short') ?? spellings[0]!;
}

/** a word written for one or more, as some pages write every measure and portion: 'pound(s)', 'clove(s)',
 *  German pages' 'Zwiebel(n)', 'Ei(er)' */
const EITHER = /^\((?:s|n|en|er|e)\)/i;

/** the measure's word for the amount, in the line's case: '2 cups', '1 teaspoon', 'TBSP' to 'TSP', 'Cup' to
 *  'Tablespoons'; a short form keeps its own case ('Tbsp' to 'tsp'); a word the line writes for either number is
 *  singular, its '(s)' kept ('1 pound(s)' doubled is '2 pound(s)') */
function measureWord(written: string, from: Spelling, to: Spelling, quantity: number, either = false): string {
  if (to === from && from.one === from.many) return written;
  const word = quantity > 1 && !either ? to.many : to.one;
  if (written.length > 1 && written === written.toUpperCase()) return word.toUpperCase();
  if (written === written.toLowerCase()) return word.toLowerCase();
  return to.style.startsWith('word') ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** a count, or a measure scaled in its own unit: metric to two figures under 10, the rest to a quarter or a third
 *  where near one; whole from 10 */
const inOwnUnit = (quantity: number, measure?: Spelling) => roundScaled(quantity, measure?.metric === true || quantity >= 10);

/** a pinch, in the line's language where it is not English ('1 Prise Salz') */
const PINCH = spelling('pinch', 'pinches', 'volume', 'word');
const pinchWord = (measure: Measure) => (measure.spelling.style.endsWith('DE') ? 'Prise' : measureWord(measure.written, measure.spelling, PINCH, 1));

/**
 * one amount times `factor`: in the unit a cook would say it in, rounded as a verified recipe's is, where recipeLines
 * knows its unit (0.17 cup is 2¾ tbsp; 1500 g 1.5 kg; 18¾ g 19 g; '16 tbsp' is 1 cup where the line is its amount's
 * own, `cups`, and in a language that has cups); otherwise in its own
 */
function scaledOne(amount: number, factor: number, cups: boolean, measure?: Spelling): { quantity: number; unit?: Unit } {
  if (!measure?.unit) return { quantity: inOwnUnit(amount * factor, measure) };
  const line = sayAmount({ quantity: amount * factor, measurement: measure.unit }, { cups: cups && !measure.style.endsWith('DE') });
  // an import's amount of 10 or more reads whole, but 1.25 kg is not 1 kg
  const whole = line.quantity >= 10 && !spellingIn(measure, line.measurement).metric;
  return { quantity: whole ? Math.round(line.quantity) : line.quantity, unit: line.measurement };
}

/**
 * An amount (a range's ends) times `factor` as it reads, with its measure's word where it has one: both ends in one
 * unit, the line's own where they would part ('½-1 tsp' times 4 is '2-4 tsp', not '2 tsp-1⅓ tbsp'); and the factor its
 * rounding applied (¾ cup times 8/7 is still ¾ cup: 1).
 */
function scaledText(amounts: number[], between: string, factor: number, comma: boolean, cups: boolean, measure?: Measure): { amount: string; word?: string; applied: number; pinch?: true } {
  const each = amounts.map((amount) => scaledOne(amount, factor, cups, measure?.spelling));
  const unit = each[0]!.unit;
  const apart = each.some((e) => e.unit !== unit);
  const pinches = each.map((e) => e.unit !== undefined && isPinch({ quantity: e.quantity, measurement: e.unit }));
  // a pinch is one amount: a range's end that is one reads as ⅛, the least a spoon measures
  const pinch = measure !== undefined && !apart && amounts.length === 1 && pinches[0]!;
  const quantities = apart ? amounts.map((amount) => inOwnUnit(amount * factor, measure?.spelling)) : each.map((e, i) => (pinches[i] && !pinch ? roundScaled(e.quantity, false) : e.quantity));
  const to = measure && unit && !apart ? spellingIn(measure.spelling, unit) : measure?.spelling;
  const exact = amounts[0]! * factor;
  const applied = (factor * quantities[0]!) / (unit && !apart ? convertAmount({ quantity: exact, measurement: measure!.spelling.unit! }, unit)!.quantity : exact);
  if (pinch) return { amount: '1', word: pinchWord(measure), applied, pinch };
  // a range whose ends both come to the least fraction is that amount ('⅛ tsp', not '⅛-⅛ tsp')
  const text = [...new Set(quantities.map((q) => formatQuantity(q, to?.metric === true)))].join(between);
  // a line that writes '1,5 kg' halves it to '0,75 kg'
  const amount = comma ? text.replace(/(\d)\.(\d)/g, '$1,$2') : text;
  return { amount, applied, word: measure && to ? measureWord(measure.written, measure.spelling, to, quantities.at(-1)!, measure.either) : undefined };
}

interface Measure {
  at: number;
  written: string;
  spelling: Spelling;
  /** written for either number: 'pound(s)' */
  either: boolean;
}

/** an amount in the line: where it starts and ends, its measure if it has one, and where the two end */
interface Found {
  at: number;
  amountEnd: number;
  amounts: number[];
  between: string;
  /** between the amount and its measure: '-' makes it a size ('14-ounce') */
  gap: string;
  measure?: Measure;
  end: number;
}

const measureAt = (line: string, at: number, written: string): Measure => ({ at, written, spelling: SPELLING_OF.get(key(written))!, either: EITHER.test(line.slice(at + written.length)) });

function amountsOf(first: string, second: string | undefined): number[] | null {
  const amounts = [first, ...(second === undefined ? [] : [second])].map(amountOf);
  return amounts.includes(null) ? null : (amounts as number[]);
}

/** the line's leading amount, with its measure after it ('2 cups', '250g', '1½ (5 g) teaspoons'); none for '00 flour' */
function leadingAmount(line: string): Found | null {
  const match = LEADING.exec(line);
  if (!match) return null;
  const [whole, space, first, between = '', second] = match;
  const amounts = amountsOf(first!, second);
  // '00 flour' names a flour, not none of it; '7x5-inch Baking Dish' a dish, not seven of it
  if (!amounts?.[0] || DIMENSION.test(line.slice(whole.length))) return null;
  const unit = LEADING_UNIT.exec(line.slice(whole.length));
  const measure = unit ? measureAt(line, whole.length + unit[1]!.length, unit[2]!) : undefined;
  return { at: space!.length, amountEnd: whole.length, amounts, between, gap: '', measure, end: measure ? measure.at + measure.written.length : whole.length };
}

/** every amount after the leading one, each with its measure if it has one */
function otherAmounts(line: string, lead: Found): Found[] {
  const found: Found[] = [];
  OTHER_AMOUNT.lastIndex = lead.amountEnd;
  for (let m = OTHER_AMOUNT.exec(line); m; m = OTHER_AMOUNT.exec(line)) {
    const [all, first, between = '', second, gap = '', unit] = m;
    const amounts = amountsOf(first!, second);
    if (!amounts || isRatio(all)) continue;
    const amountEnd = m.index + first!.length + between.length + (second?.length ?? 0);
    found.push({ at: m.index, amountEnd, amounts, between, gap, measure: unit ? measureAt(line, amountEnd + gap.length, unit) : undefined, end: m.index + all.length });
  }
  return found;
}

/** where the innermost bracket around `at` opens, or -1 */
function bracketOf(line: string, at: number): number {
  const open: number[] = [];
  for (let i = 0; i < at; i += 1) {
    if (line[i] === '(') open.push(i);
    else if (line[i] === ')') open.pop();
  }
  return open.at(-1) ?? -1;
}

/** a pack's or a piece's size, not an amount of the line's ingredient */
function isSize(line: string, lead: Found, found: Found): boolean {
  const before = line.slice(lead.end, found.at);
  return found.gap.includes('-') // '1 14-ounce can', '(1⁄4-oz.)'
    // right after a count: '1 (14 ounce) can', '1 3 lb pork shoulder'
    || (!lead.measure && /^\s*\(?\s*$/.test(before))
    || PER_PIECE_BEFORE.test(line.slice(0, found.at)) || PER_PIECE_AFTER.test(line.slice(found.end))
    // after a pack, '1 can tomatoes (28 oz)', but not an addition to it: '1 can chickpeas, plus 2 tbsp of its water'
    || (PACK.test(before) && !JOINED.test(before));
}

/** '1 lb 10 oz', '1 cup 2 tbsp': two measures of a kind, one right after the other, are one amount in two parts */
const together = (line: string, a: Found | undefined, b: Found | undefined): boolean => a?.measure !== undefined && b?.measure !== undefined
  && a.measure.spelling.kind === b.measure.spelling.kind && /^\.?\s+$/.test(line.slice(a.end, b.at));

/**
 * A count without a measure is another amount of the line's where it is an alternative or an addition ('or 2 large
 * cloves', '+ 1 egg yolk', '(3 or 4 large)'), the first thing in a bracket or in a list in one ('(1 stick)', '(4
 * drumsticks, 4 thighs'), or right after the leading measure ('1 cup 2 sticks'); not where it counts something else
 * ('cut into 8 wedges'), nor where it is a size or a time ('(8 inches)', '(2 to 3 minutes)').
 */
function countScales(line: string, lead: Found, found: Found): boolean {
  const after = line.slice(found.amountEnd);
  if (NOT_A_COUNT.test(after)) return false;
  if (JOINED.test(line.slice(0, found.at))) return true;
  if (!/^\s*\p{L}/u.test(after)) return false;
  const bracket = bracketOf(line, found.at);
  const since = line.slice(bracket + 1, found.at);
  if (bracket >= 0 && ITEM_START.test(since.slice(Math.max(since.lastIndexOf(','), since.lastIndexOf(';')) + 1))) return true;
  return lead.measure !== undefined && /^\s+$/.test(line.slice(lead.end, found.at));
}

/** the amounts after the leading one that measure the same ingredient, and so scale with it */
function alongside(line: string, lead: Found, others: Found[]): Found[] {
  const sizes = others.filter((found) => isSize(line, lead, found));
  // a bracket holding a size is the pack's or the piece's: '1 (12-ounce/340g) jar'
  const packBrackets = new Set(sizes.map((found) => bracketOf(line, found.at)).filter((at) => at >= 0));
  return others.filter((found, i) => !sizes.includes(found) && !packBrackets.has(bracketOf(line, found.at))
    && !together(line, others[i - 1], found) && !together(line, found, others[i + 1])
    && (found.measure !== undefined || countScales(line, lead, found)));
}

interface Edit {
  at: number;
  end: number;
  text: string;
}

/** what a recipe counts its ingredient in ('2 cans chickpeas', '3 cloves garlic', '(1¼ sticks'), and the things it counts
 *  ('2 large eggs', '1 egg white'): their words agree with a scaled count */
const PORTIONS = ['can', 'tin', 'jar', 'packet', 'stick', 'slice', 'piece', 'clove', 'sprig', 'stalk'];
const THINGS = ['egg', 'leaf', 'lemon', 'lime', 'onion', 'carrot', 'potato', 'tomato', 'apple', 'banana', 'shallot', 'yolk', 'white', 'fillet',
  'breast', 'thigh', 'tortilla', 'bun'];
/** German and French pages' portions and things, their plurals written out ('Tomate' is left out: German 'Tomaten',
 *  French 'tomates') */
const OTHER_PORTIONS = [['zehe', 'zehen'], ['dose', 'dosen'], ['stange', 'stangen'], ['scheibe', 'scheiben'], ['packung', 'packungen'],
  ['gousse', 'gousses'], ['boîte', 'boîtes'], ['tranche', 'tranches'], ['brin', 'brins'], ['sachet', 'sachets'], ['prise', 'prisen'],
  ['pincée', 'pincées']] as const;
const OTHER_THINGS = [['zwiebel', 'zwiebeln'], ['ei', 'eier'], ['kartoffel', 'kartoffeln'], ['möhre', 'möhren'], ['karotte', 'karotten'],
  ['zitrone', 'zitronen'], ['limette', 'limetten'], ['schalotte', 'schalotten'], ['oignon', 'oignons'], ['œuf', 'œufs'], ['oeuf', 'oeufs'], ['citron', 'citrons'],
  ['carotte', 'carottes'], ['échalote', 'échalotes']] as const;
const PLURAL_OF = new Map<string, string>([
  ...[...PORTIONS, ...THINGS].map((one): [string, string] => [one, ingredientName(one, { quantity: 2, measurement: 'unit' })]),
  ...OTHER_PORTIONS, ...OTHER_THINGS,
]);
const SINGULAR_OF = new Map([...PLURAL_OF].map(([one, many]) => [many, one]));
const isPortion = (word: string) => {
  const one = SINGULAR_OF.get(word) ?? word;
  return PORTIONS.includes(one) || OTHER_PORTIONS.some(([portion]) => portion === one);
};

/** a pack's size before the word of what is counted: '(14 ounce)', '15 oz.', '14-ounce' */
const SIZE_FIRST = new RegExp(String.raw`^(\s*\([^()]*\)|\s+${AMOUNT}\s*-?\s*${UNIT}\.?)?((?:\s+[\p{L}-]+){1,3})`, 'iu');

/**
 * A count's word, within the three words after it (past a pack's size), for its scaled amount: singular at one or
 * under, plural above ('2 large eggs' halved is '1 large egg'; '(1¼ sticks' halved '(⅔ stick'; '1 (14 ounce) can'
 * doubled '2 (14 ounce) cans', '1 15 oz. can' '2 15 oz. cans'); other words are as written, and so is one written for
 * either number ('2 clove(s)').
 */
function countWord(line: string, found: Found, quantity: number): Edit | null {
  const [, skipped = '', words = ''] = SIZE_FIRST.exec(line.slice(found.amountEnd)) ?? [];
  // a portion first ('1 can tomatoes' is 2 cans), else the last thing named ('1 egg white' is 2 egg whites)
  const counted = [...words.matchAll(/[\p{L}-]+/gu)].filter((m) => PLURAL_OF.has(m[0].toLowerCase()) || SINGULAR_OF.has(m[0].toLowerCase()));
  const match = counted.find((m) => isPortion(m[0].toLowerCase())) ?? counted.at(-1);
  if (!match) return null;
  const word = match[0].toLowerCase();
  const to = quantity > 1 ? PLURAL_OF.get(word) : SINGULAR_OF.get(word);
  if (!to) return null;
  const at = found.amountEnd + skipped.length + match.index;
  if (EITHER.test(line.slice(at + word.length))) return null;
  // in the word's own case: 'Eggs' is 'Egg'
  return { at, end: at + word.length, text: match[0][0] === word[0] ? to : to[0]!.toUpperCase() + to.slice(1) };
}

/** `cups`: the line's leading amount, which may be told in cups; its others keep their spoons ('¾ cup (12 Tbsp; 170g)') */
function editsOf(line: string, found: Found, factor: number, comma: boolean, cups: boolean): { edits: Edit[]; applied: number } {
  const { amount, word, applied, pinch } = scaledText(found.amounts, found.between, factor, comma, cups, found.measure);
  const edits = [{ at: found.at, end: found.amountEnd, text: amount }];
  if (found.measure && word !== undefined) {
    const end = found.measure.at + found.measure.written.length;
    // a pinch is a word, not a short form, and one: '¼ tsp. salt' and '¼ teaspoon(s) salt' are '1 pinch salt'
    const past = pinch ? (/^(?:\.|\(s\))/i.exec(line.slice(end))?.[0].length ?? 0) : 0;
    edits.push({ at: found.measure.at, end: end + past, text: word });
  }
  const counted = found.measure ? null : countWord(line, found, inOwnUnit(found.amounts.at(-1)! * factor));
  return { edits: counted ? [...edits, counted] : edits, applied };
}

/** What a line names past its leading amount, measure, brackets and a portion's word: '2 cloves garlic, minced' is
 *  'garlic, minced', '1 (14 oz) can tomatoes' is 'tomatoes', '½ tsp. of salt' is 'salt'. */
export function namedInLine(line: string): string {
  const found = leadingAmount(line);
  const words = line.slice(found?.end ?? 0).replace(/\([^()]*\)/g, ' ').replace(/^\W*/, '').split(/\s+/);
  if (words.length > 1 && isPortion(words[0]!.toLowerCase())) words.shift();
  if (words[0] === 'of') words.shift();
  return words.join(' ');
}

/** The line for `factor` times the servings it was written for. */
/** a whole amount some pages write with a decimal point ('500.0 g', '2.0 Ei', '1,0 kg'), as it reads scaled: '500 g' */
const WHOLE_WRITTEN_DECIMAL = /(?<![\d.,])(\d+)[.,]0+(?![\d.,]*\d)/g;

export function scaleLine(line: string, factor: number): string {
  const lead = leadingAmount(line);
  if (!lead) return line;
  if (factor === 1) return line.replace(WHOLE_WRITTEN_DECIMAL, '$1');
  const others = otherAmounts(line, lead);
  // '1 lb 10 oz chicken': its parts would not scale alike, so neither does
  if (together(line, lead, others[0])) return line;
  const comma = /\d,\d/.test(line);
  // the line's other amounts by the factor its leading one's rounding applied, so that the line agrees with itself:
  // '¾ cup (12 Tbsp; 170g)', not '¾ cup (14 Tbsp; 194g)'
  const { edits: leading, applied } = editsOf(line, lead, factor, comma, true);
  const edits = [...leading, ...alongside(line, lead, others).flatMap((found) => editsOf(line, found, applied, comma, false).edits)];
  return edits.sort((a, b) => b.at - a.at).reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.end), line);
}

/** The lines for `factor` times the servings they were written for, each in its group: those under an equipment
 *  heading ('Special Equipment') are things to cook with, as written at any servings. */
export function scaleLines(lines: readonly string[], groups: readonly ImportedGroup[], factor: number): string[] {
  const equipment = groups.flatMap(({ name, count }) => Array<boolean>(count).fill(isEquipmentGroup(name)));
  return lines.map((line, index) => (equipment[index] ? line : scaleLine(line, factor)));
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
