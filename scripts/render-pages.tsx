/** @jsxRuntime automatic */
// The pages the server sends drawn, as a visitor's app draws them, bundled for the server (webpack.config.js
// PrerenderPlugin writes dist/ssr/pages.cjs; server/services/drawnPages.ts loads it): a recipe page and a page of
// the catalogue, each from the state the app then starts with (src/app/pageState.ts), so it hydrates them.
import type { DrawPage } from '../contract/drawnPages';
import RecipeRoute, { isCookMode } from '../src/app/RecipeRoute';
import { makeStore } from '../src/app/store';
import DiscoverScreen from '../src/features/recipes/DiscoverScreen';
import { recipeShown } from '../src/store/currentRecipeSlice';
import { catalogueShown } from '../src/store/recipesSlice';
import { renderScreen } from './renderScreen';

export const drawPage: DrawPage = async ({ recipe, catalogue }, url) => {
  if (recipe) {
    if (isCookMode(new URL(url, 'http://localhost').searchParams)) return null;
    return renderScreen(url, 'recipes/:id', <RecipeRoute />, makeStore({ current_recipe: recipeShown(recipe) }));
  }
  if (catalogue) {
    return renderScreen(url, 'recipes', <DiscoverScreen />, makeStore({ recipes: catalogueShown({ page: catalogue.page, search: catalogue.search, filters: [] }, catalogue.list) }));
  }
  return null;
};
