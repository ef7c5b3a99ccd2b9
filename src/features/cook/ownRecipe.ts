// An own recipe read as cook mode reads a verified one: its steps in order with their timers, and under each step
// the lines it names ('You need'), worked out from the step's words as the server does for a published recipe.
import type { UserRecipe } from '../../../contract/entities';
import { linesNamed, structuredLines, type CookRecipe } from './CookMode';

export function cookableOwnRecipe(recipe: UserRecipe): CookRecipe {
  const uses = linesNamed(recipe.steps.map((s) => `${s.title}\n${s.description}`), recipe.ingredients.map((i) => i.name));
  // an own recipe's lines and steps have no ids of their own: their place is who they are
  // with its value, which says whether it is a custom one (whose name no plural is guessed for)
  const lines = recipe.ingredients.map(({ value, name, quantity, measurement, treatment }, index) => ({
    recipe_ingredient_id: index + 1, value, quantity, measurement, treatment, ingredient: { name },
  }));
  return {
    name: recipe.name,
    serves: recipe.serves,
    recipe_steps: recipe.steps.map((step, index) => ({
      recipe_step_id: index + 1,
      step_order: index + 1,
      name: step.title,
      description: step.description,
      image: step.step_image,
      timer: step.timer,
      ingredients: uses[index]!,
    })),
    linesFor: structuredLines(lines, recipe.serves),
  };
}
