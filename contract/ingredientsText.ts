// How a recipe's ingredients read: on the page, in cook mode, and as the text copied to the clipboard.
import type { Recipe, RecipeIngredient } from './entities';

const FRACTIONS: [number, string][] = [[0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾']];

/** 0.5 → '½', 1.5 → '1½', 2 → '2', 0.2 → '0.2'. */
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
