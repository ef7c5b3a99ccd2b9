// A recipe's ingredient lines: how each reads with its name, on the page, in cook mode and as the text copied to
// the clipboard; and how much of each a recipe scaled to another number of servings asks for, as a cook measures it.
import { CUSTOM_MARKER, type Unit } from './constants';
import type { Id, Recipe, RecipeIngredient } from './entities';
import { formatAmount, isPinch, METRIC } from './ingredientsText';
import { convertAmount } from './mergeQuantities';

/** names a count leaves as they are: already plural or a mass ('peas', 'asparagus'), or the same in the plural */
const SAME_IN_PLURAL = /(?:s|broccoli|pak choi|bok choy|anise|lemongrass|gelatine|fish|cress)$/i;
/** names of a mass, not of pieces: a count of them is of jars or pinches ('1½ salt', not '1½ salts'); the catalogue's,
 *  by their last word or two */
const MASS = /(?<!\p{L})(?:salt|flour|sugar|butter|oil|water|milk|cream|rice|honey|juice|vinegar|sauce|syrup|powder|paprika|saffron|sumac|spice|seasoning|masala|soda|yeast|ginger|basil|thyme|oregano|rosemary|sage|dill|tarragon|mint|parsley|coriander|(?:black|white|cayenne) pepper|^ground .+)$/iu;
/** a name whose noun is not its last word ('cherry tomato on the vine', 'salt and pepper'): left as written */
const JOINED = /\s(?:of|on|with|in|and|or|for|from)\s/i;
const PLURAL_ENDINGS: [RegExp, string][] = [
  [/(lea|loa|hal)f$/i, '$1ves'],
  [/((?:tomat|potat|mang)o|chilli)$/i, '$1es'],
  [/([^aeiou])y$/i, '$1ies'],
  [/(ch|sh|x|z)$/i, '$1es'],
];

/**
 * An ingredient's name as its amount reads it: a count over one in the plural ('2 eggs', '3 garlic cloves', '2 bay
 * leaves', '1½ onions'); a measure, a mass ('1½ salt'), a name that is not a plain word or words ('egg (large)',
 * 'tomato on the vine'), or a custom one (`value` with CUSTOM: in any language, 'Rippchen geräuchert'), as it is.
 */
export function ingredientName(name: string, ri: Pick<RecipeIngredient, 'quantity' | 'measurement'> & { value?: Id | string }): string {
  if (ri.measurement !== 'unit' || ri.quantity <= 1 || !/^[\p{L} -]*\p{L}$/u.test(name) || SAME_IN_PLURAL.test(name) || JOINED.test(name)
    || MASS.test(name) || String(ri.value).includes(CUSTOM_MARKER)) return name;
  const ending = PLURAL_ENDINGS.find(([pattern]) => pattern.test(name));
  return ending ? name.replace(ending[0], ending[1]) : `${name}s`;
}

/** '2 tbsp olive oil', '1 onion, diced', '2 onions'. */
export function formatIngredient(ri: Pick<RecipeIngredient, 'quantity' | 'measurement' | 'treatment'> & { ingredient: { name: string }; value?: Id | string }): string {
  return `${formatAmount(ri)} ${ingredientName(ri.ingredient.name, ri)}${ri.treatment ? `, ${ri.treatment}` : ''}`;
}

/** The text 'copy ingredients' puts on the clipboard: a heading line, then one ingredient a line (a catalogue or own recipe's). */
export function ingredientsToText(recipe: Pick<Recipe, 'name' | 'serves'> & { recipe_ingredients: Parameters<typeof formatIngredient>[0][] }): string {
  const lines = recipe.recipe_ingredients.map((ri) => `- ${formatIngredient(ri)}`);
  return [`${recipe.name} (serves ${recipe.serves})`, ...lines].join('\n');
}

/**
 * A scaled amount as a cook measures it: `metric` whole from 10 up ('19 g', not '18¾ g'), to a tenth from 1 and to
 * two figures under it ('3.8 g', '0.13 g'); counts, spoons, cups and rashers to the nearest quarter or third, or an
 * eighth under a quarter ('⅓ tsp', not '0.38 tsp'; '¼ tsp', not '0.19 tsp'), and never under an eighth, the least
 * fraction told ('⅛ egg', not '0.08 egg'; a spoon's less is a pinch: sayAmount). `up`: to the step at or above it, for an
 * amount to buy, which must hold at least what is short (425.24 g is 426 g; 1.58 tbsp 1⅔ tbsp, the next quarter or third).
 */
export function roundScaled(quantity: number, metric: boolean, up = false): number {
  if (up) return roundedUp(quantity, metric);
  if (metric) return quantity >= 10 ? Math.round(quantity) : Number(quantity.toPrecision(2));
  // an imported line's '0' is none, not an eighth
  if (quantity <= 0) return quantity;
  // under a quarter, an eighth too: a spoon's set has one ('⅛ tsp', not '0.13 tsp')
  const candidates = [Math.round(quantity * 4) / 4, Math.round(quantity * 3) / 3, ...(quantity < 0.25 ? [0.125] : [])].filter((c) => c > 0);
  return candidates.reduce((best, c) => (Math.abs(quantity - c) < Math.abs(quantity - best) ? c : best));
}

/** roundScaled's steps, upwards; what is within a thousandth of a step of one (the dust of a conversion) is that step */
function roundedUp(quantity: number, metric: boolean): number {
  if (quantity <= 0) return quantity;
  const up = (parts: number) => Math.ceil(Math.round(quantity * parts * 1000) / 1000) / parts;
  if (metric) return quantity >= 10 ? up(1) : Number(up(10 ** (1 - Math.floor(Math.log10(quantity)))).toPrecision(2));
  return Math.min(up(4), up(3), ...(up(8) <= 0.125 ? [0.125] : []));
}

/**
 * an amount scaled out of its unit's range, in the unit a cook would say it in: 1,500 g is 1.5 kg, 0.4 kg 400 g; a
 * spoon's amount too (as mergeQuantities converts them: a cup is 16 tbsp): 0.08 cup is 1¼ tbsp, ½ tbsp 1½ tsp, 3 tsp 1 tbsp
 */
const UNIT_STEPS: [from: Unit, to: Unit, when: (quantity: number) => boolean][] = [
  ['g', 'kg', (q) => q >= 1000],
  ['ml', 'l', (q) => q >= 1000],
  ['mg', 'g', (q) => q >= 1000],
  ['kg', 'g', (q) => q < 1],
  ['l', 'ml', (q) => q < 1],
  ['cup', 'tbsp', (q) => q < 0.25],
  ['tbsp', 'tsp', (q) => q < 1],
  ['tsp', 'tbsp', (q) => q >= 3],
];
/** spoons up to cups from a cup's worth ('16 tbsp flour' is 1 cup); not millilitres, which a jug measures */
const TO_CUPS: (typeof UNIT_STEPS)[number] = ['tbsp', 'cup', (q) => q >= 16];

function sayableUnit<T extends Pick<RecipeIngredient, 'quantity' | 'measurement'>>(line: T, cups: boolean): T {
  const steps = cups ? [...UNIT_STEPS, TO_CUPS] : UNIT_STEPS;
  const stepFor = (said: T) => steps.find(([from, , when]) => from === said.measurement && when(said.quantity));
  // a step may leave it out of the next unit's range too: 0.01 cup is 0.16 tbsp, which is ½ tsp (no step undoes another)
  let said = line;
  for (let step = stepFor(said); step; step = stepFor(said)) said = { ...said, ...convertAmount(said, step[1])! };
  return said;
}

function rounded<T extends Pick<RecipeIngredient, 'quantity' | 'measurement'>>(said: T, up: boolean): T {
  // kilograms and litres to the nearest 10 g or 10 ml ('3.25 kg'); a pinch as it is, for what is worked out from it
  if (said.measurement === 'kg' || said.measurement === 'l') {
    return { ...said, quantity: up ? Math.ceil(Math.round(said.quantity * 100_000) / 1000) / 100 : Math.round(said.quantity * 100) / 100 };
  }
  return isPinch(said) ? said : { ...said, quantity: roundScaled(said.quantity, METRIC.has(said.measurement), up) };
}

/** An amount worked out (scaled, or a plan's sum) as a cook measures it, in the unit they would say it in: 3.25 kg, not
 *  3250 g; 375 g, not 0.38 kg; 2¼ tsp, not ¾ tbsp; 1 cup, not 16 tbsp; a pinch, not 0.01 tsp. `cups: false` keeps
 *  spoons from cups (an imported line's '(12 Tbsp; 170g)' beside its cups). `up`: to the step at or above it, not the
 *  nearest, for an amount to buy (1,633.98 g is 1.64 kg, not 1.63: a shop by it leaves nothing short). */
export function sayAmount<T extends Pick<RecipeIngredient, 'quantity' | 'measurement'>>(line: T, { cups = true, up = false } = {}): T {
  const said = rounded(sayableUnit(line, cups), up);
  // rounded, it may reach the next unit: 2.9 tsp is 3 tsp, which is 1 tbsp
  const again = sayableUnit(said, cups);
  return again === said ? said : rounded(again, up);
}

/**
 * How much of an amount needed is short when `held` of it (told in its unit) is held, in its unit: none where what is
 * held reaches the amount as it is said (sayAmount: 425.24 g is 425 g, 1,633.98 g 1.63 kg, 4.75 tsp 1½ tbsp), so no
 * shortfall is named that the amounts shown cannot tell apart (425 g needed, 425 g held, 0.25 g missing), nor the dust
 * of a conversion. Less than half the step the amount is said to; more is short by all of it (a list rounds it up).
 */
export function shortOf(needed: Pick<RecipeIngredient, 'quantity' | 'measurement'>, held: number): number {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const left = round(needed.quantity - held);
  if (left <= 0) return 0;
  const said = convertAmount(sayAmount(needed), needed.measurement)!;
  return round(said.quantity - held) <= 0 ? 0 : left;
}

/** Ingredient lines for `to` servings where they were written for `from`: each quantity times to / from. */
export function scaleIngredients<T extends Pick<RecipeIngredient, 'quantity' | 'measurement'>>(lines: T[], from: number, to: number): T[] {
  if (to === from || from <= 0) return lines;
  return lines.map((line) => sayAmount({ ...line, quantity: line.quantity * to / from }));
}
