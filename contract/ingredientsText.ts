// How amounts read (a recipe's, a list's, a store's, a plan's) and how many servings a recipe is asked for. How a
// recipe's lines read with their names, and scale, is contract/recipeLines.ts: the lists, the store and the plans,
// which read amounts here too, do not carry it.
import type { Unit } from './constants';
import type { RecipeIngredient } from './entities';

const FRACTIONS: [number, string][] = [[0.125, '⅛'], [0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾']];

/** 0.5 → '½', 1.5 → '1½', 0.125 → '⅛', 2 → '2', 0.2 → '0.2'; `metric`, as decimals (1.5 → '1.5': a scale or a jug
 *  shows no fractions). */
export function formatQuantity(quantity: number, metric = false): string {
  const whole = Math.floor(quantity);
  const part = quantity - whole;
  if (part < 0.01) return String(whole);
  const fraction = metric ? undefined : FRACTIONS.find(([value]) => Math.abs(part - value) < 0.01);
  if (fraction) return `${whole || ''}${fraction[1]}`;
  return String(Math.round(quantity * 100) / 100);
}

/** amounts a scale or a jug measures */
export const METRIC: ReadonlySet<Unit> = new Set(['g', 'mg', 'ml', 'kg', 'l']);

/** measurements that are words, not symbols: more than one is told in the plural ('2 cups', '3 rashers') */
const WORD_UNITS: ReadonlySet<Unit> = new Set(['cup', 'rasher']);

/** a teaspoon's amount under this is told as a pinch: nearer a pinch (1/16 tsp) than ⅛ tsp, the least a spoon measures */
const PINCH_UNDER = 3 / 32;

/** A spoon's amount too small for a spoon ('1 pinch', not '0.02 tsp'); worked-out amounts under a teaspoon are in teaspoons. */
export const isPinch = (ri: Pick<RecipeIngredient, 'quantity' | 'measurement'>) => ri.measurement === 'tsp' && ri.quantity > 0 && ri.quantity < PINCH_UNDER;

/** The amount: quantity with its measurement; the plain count 'unit' is left out ('2', not '2 unit'); a pinch as one,
 *  which reads beside a name as recipes write it ('1 pinch salt'). */
export function formatAmount(ri: Pick<RecipeIngredient, 'quantity' | 'measurement'>): string {
  if (isPinch(ri)) return '1 pinch';
  const quantity = formatQuantity(ri.quantity, METRIC.has(ri.measurement));
  if (ri.measurement === 'unit') return quantity;
  return `${quantity} ${ri.measurement}${ri.quantity > 1 && WORD_UNITS.has(ri.measurement) ? 's' : ''}`;
}

/** A list's or a store's item's amount, as formatAmount tells it: such an item's unit is what it is measured in. */
export const itemAmount = (item: { quantity: number; unit: Unit }) => formatAmount({ quantity: item.quantity, measurement: item.unit });

/** ours: the most servings a recipe scales to, and an own recipe may serve */
export const MAX_SERVES = 100;

/** The servings asked for in an address (?serves=): a whole number from 1 to MAX_SERVES, else null (as written). */
export function parseServes(text: string | null): number | null {
  if (text === null || !/^\d{1,3}$/.test(text)) return null;
  const serves = Number(text);
  return serves >= 1 && serves <= MAX_SERVES ? serves : null;
}

/** What a recipe makes other than servings, in its yield's words: 'cookie' and 'cookies'. */
export interface YieldUnit {
  one: string;
  many: string;
}

/** '1 serving', '6 servings' */
export const servingsText = (serves: number) => `${serves} ${serves === 1 ? 'serving' : 'servings'}`;

/** what a recipe makes: servings, or its yield's things ('1 cookie', '24 cookies'; '12' where it names none) */
export const makesText = (count: number, unit?: YieldUnit) => (unit ? `${count} ${count === 1 ? unit.one : unit.many}`.trim() : servingsText(count));
