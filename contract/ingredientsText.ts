// How a recipe's ingredients read: on the page, in cook mode, and as the text copied to the clipboard; and how
// much of each a recipe scaled to another number of servings asks for.
import type { Unit } from './constants';
import type { Recipe, RecipeIngredient } from './entities';

const FRACTIONS: [number, string][] = [[0.125, '⅛'], [0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾']];

/** 0.5 → '½', 1.5 → '1½', 0.125 → '⅛', 2 → '2', 0.2 → '0.2'. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const part = quantity - whole;
  if (part < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(part - value) < 0.01);
  if (fraction) return `${whole || ''}${fraction[1]}`;
  return String(Math.round(quantity * 100) / 100);
}

/** The amount: quantity with its measurement; the plain count 'unit' is left out ('2', not '2 unit'). */
export function formatAmount(ri: Pick<RecipeIngredient, 'quantity' | 'measurement'>): string {
  const quantity = formatQuantity(ri.quantity);
  return ri.measurement === 'unit' ? quantity : `${quantity} ${ri.measurement}`;
}

/** '2 tbsp olive oil', '1 onion, diced'. */
export function formatIngredient(ri: RecipeIngredient): string {
  return `${formatAmount(ri)} ${ri.ingredient.name}${ri.treatment ? `, ${ri.treatment}` : ''}`;
}

/** The text 'copy ingredients' puts on the clipboard: a heading line, then one ingredient a line. */
export function ingredientsToText(recipe: Pick<Recipe, 'name' | 'serves' | 'recipe_ingredients'>): string {
  const lines = recipe.recipe_ingredients.map((ri) => `- ${formatIngredient(ri)}`);
  return [`${recipe.name} (serves ${recipe.serves})`, ...lines].join('\n');
}

/** ours: the most servings a recipe scales to, and an own recipe may serve */
export const MAX_SERVES = 100;

/** The servings asked for in an address (?serves=): a whole number from 1 to MAX_SERVES, else null (as written). */
export function parseServes(text: string | null): number | null {
  if (text === null || !/^\d{1,3}$/.test(text)) return null;
  const serves = Number(text);
  return serves >= 1 && serves <= MAX_SERVES ? serves : null;
}

/** '1 serving', '6 servings' */
/** What a recipe makes other than servings, in its yield's words: 'cookie' and 'cookies'. */
export interface YieldUnit {
  one: string;
  many: string;
}

export const servingsText = (serves: number) => `${serves} ${serves === 1 ? 'serving' : 'servings'}`;

const METRIC: ReadonlySet<Unit> = new Set(['g', 'mg', 'ml', 'kg', 'l']);

/**
 * A scaled amount as a cook measures it: `metric` whole from 10 up ('19 g', not '18¾ g'); counts, spoons, cups and
 * rashers to the nearest quarter or third, or an eighth under a quarter ('⅓ tsp', not '0.38 tsp'; '⅛ tsp', not
 * '0.13 tsp') where that is within 15 % of it (a pinch is not made ¼ tsp).
 */
export function roundScaled(quantity: number, metric: boolean): number {
  if (metric) return quantity >= 10 ? Math.round(quantity) : quantity;
  // under a quarter, an eighth too: a spoon's set has one ('⅛ tsp', not '0.13 tsp')
  const candidates = [Math.round(quantity * 4) / 4, Math.round(quantity * 3) / 3, ...(quantity < 0.25 ? [0.125] : [])];
  const nearest = candidates.reduce((best, c) => (Math.abs(quantity - c) < Math.abs(quantity - best) ? c : best));
  return Math.abs(nearest - quantity) <= 0.15 * quantity ? nearest : quantity;
}

/** Ingredient lines for `to` servings where they were written for `from`: each quantity times to / from. */
export function scaleIngredients<T extends Pick<RecipeIngredient, 'quantity' | 'measurement'>>(lines: T[], from: number, to: number): T[] {
  if (to === from || from <= 0) return lines;
  return lines.map((line) => ({ ...line, quantity: roundScaled(line.quantity * to / from, METRIC.has(line.measurement)) }));
}
