// The recipe a recipe page the server drew carries (contract/recipePage.ts): the app starts with it shown, and
// hydrates the page drawn from it.
import type { Recipe } from '../../contract/entities';
import { PAGE_RECIPE_ID } from '../../contract/recipePage';

/** The recipe the page carries for its own address (/recipes/{id}), taken from the page; null if none. */
export function takePageRecipe(): Recipe | null {
  const block = document.getElementById(PAGE_RECIPE_ID);
  if (!block) return null;
  block.remove();
  try {
    const recipe = JSON.parse(block.textContent ?? '') as Partial<Recipe> | null;
    return recipe && window.location.pathname === `/recipes/${recipe.recipe_id}` ? recipe as Recipe : null;
  } catch {
    return null;
  }
}
