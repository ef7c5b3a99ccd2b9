/** @jsxRuntime automatic */
// The pages that come drawn, as a visitor's app draws them, bundled for Node (webpack.config.js PrerenderPlugin
// writes dist/ssr/pages.cjs): the landing page, drawn at build time, and a recipe page and a page of the
// catalogue, which the server draws (server/services/drawnPages.ts), each from the state the app then starts with
// (src/app/pageState.ts), so that it hydrates them.
import type { DrawPage } from '../contract/drawnPages';
import { isCookMode } from '../src/app/cookMode';
import RecipeRoute from '../src/app/RecipeRoute';
import { makeStore } from '../src/app/store';
import HomeScreen from '../src/features/home/HomeScreen';
import DiscoverScreen from '../src/features/recipes/DiscoverScreen';
import { recipeShown } from '../src/store/currentRecipeSlice';
import { catalogueShown } from '../src/store/recipesSlice';
import { renderScreen } from './renderScreen';

/** the landing page, /home (SPEC §2) */
export const drawHome = () => renderScreen('/home', 'home', <HomeScreen />, makeStore());

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
