/** @jsxRuntime automatic */
// The recipe page as a visitor's app draws it, bundled for the server (webpack.config.js PrerenderPlugin writes
// dist/ssr/recipe-page.cjs; server/services/recipePage.ts loads it): the page's first paint is the recipe.
import type { RenderRecipePage } from '../contract/recipePage';
import RecipeRoute, { isCookMode } from '../src/app/RecipeRoute';
import { makeStore } from '../src/app/store';
import { recipeShown } from '../src/store/currentRecipeSlice';
import { renderScreen } from './renderScreen';

export const renderRecipePage: RenderRecipePage = async (recipe, url) => {
  if (isCookMode(new URL(url, 'http://localhost').searchParams)) return null;
  return renderScreen(url, 'recipes/:id', <RecipeRoute />, makeStore({ current_recipe: recipeShown(recipe) }));
};
