// The schema.org Recipe that search engines read from the recipe page (SPEC §2: structured recipe data).
import type { DietaryTag } from './constants';
import type { Recipe } from './entities';
import { formatIngredient } from './recipeLines';
import { isoDuration, parseTimer } from './timer';

/** The tags schema.org has a RestrictedDiet for; dairy free and sugar free have none. */
const DIETS: Partial<Record<DietaryTag, string>> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  gluten_free: 'https://schema.org/GlutenFreeDiet',
};

export function buildRecipeJsonLd(recipe: Recipe, pageUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, pageUrl).href;
  const steps = [...recipe.recipe_steps].sort((a, b) => a.step_order - b.step_order);
  const waited = steps.reduce((total, step) => total + (parseTimer(step.timer) ?? 0), 0);
  const diets = Object.entries(DIETS).filter(([tag]) => recipe.tags[tag as DietaryTag]).map(([, url]) => url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    url: pageUrl,
    ...(recipe.image ? { image: [absolute(recipe.image)] } : {}),
    recipeCategory: recipe.category.name,
    recipeYield: `${recipe.serves} servings`,
    recipeIngredient: recipe.recipe_ingredients.map(formatIngredient),
    recipeInstructions: steps.map((step) => ({
      '@type': 'HowToStep',
      name: step.name,
      text: step.description,
      ...(step.image ? { image: absolute(step.image) } : {}),
    })),
    ...(waited > 0 ? { cookTime: isoDuration(waited) } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    dateModified: recipe.updated_at,
    publisher: { '@type': 'Organization', name: 'Larder' },
  };
}
