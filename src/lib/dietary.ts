// SPEC §1, §3: dietary badges and the allergen warning of a recipe.
import { DIETARY_TAGS, type DietaryTag } from '../../contract/constants';
import type { Ingredient, RecipeTags } from '../../contract/entities';

/** What a person reads for each tag. */
export const DIETARY_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  dairy_free: 'dairy free',
  gluten_free: 'gluten free',
  sugar_free: 'sugar free',
};

/** The badges a recipe carries, in the spec's order (the server sets a tag only if every ingredient has it). */
export function dietaryBadges(tags: Partial<RecipeTags> | null | undefined): { tag: DietaryTag; label: string }[] {
  if (!tags) return [];
  return DIETARY_TAGS.filter((tag) => tags[tag] === true).map((tag) => ({ tag, label: DIETARY_LABELS[tag] }));
}

/** SPEC §2: the allergen dialog lists the names of the ingredients with allergens, each once (a catalogue recipe's, or
 *  an own one's, shaped as one by its page). */
export function allergenIngredientNames(recipe: { recipe_ingredients: readonly { ingredient: Pick<Ingredient, 'name' | 'allergen'> }[] }): string[] {
  const names = recipe.recipe_ingredients.filter((ri) => ri.ingredient.allergen).map((ri) => ri.ingredient.name);
  return [...new Set(names)];
}
