/** @jsxRuntime automatic */
// The pages that come drawn, as a visitor's app draws them, bundled for Node (webpack.config.js PrerenderPlugin
// writes dist/ssr/pages.cjs): the landing page, drawn at build time, and a recipe page and a page of the
// catalogue, which the server draws (server/services/drawnPages.ts), each from the state the app then starts with
// (src/app/pageState.ts), so that it hydrates them; and the visitor's shell alone for the sign-in forms' addresses,
// drawn at build time, which the app draws over.
import { PAGE_STATE_ID, type DrawPage, type PageState } from '../contract/drawnPages';
import { isCookMode } from '../src/app/cookMode';
import RecipeRoute from '../src/app/RecipeRoute';
import { makeStore } from '../src/app/store';
import { Spinner } from '../src/components/Spinner';
import HomeScreen from '../src/features/home/HomeScreen';
import DiscoverScreen from '../src/features/recipes/DiscoverScreen';
import { recipeShown } from '../src/store/currentRecipeSlice';
import { catalogueShown } from '../src/store/recipesSlice';
import { renderScreen } from './renderScreen';

/** the landing page, /home (SPEC §2) */
export const drawHome = () => renderScreen('/home', 'home', <HomeScreen />, makeStore());

/**
 * A visitor's screen at `url` (route pattern `path`) while its code loads: the shell with the loading wheel where the
 * screen goes, and the state that says so in the page's head, so the app draws the screen over it (src/app/pageState.ts)
 */
export async function drawShell(url: string, path: string): Promise<{ root: string; head: string }> {
  const state: PageState = { shell: true };
  return {
    root: await renderScreen(url, path, <Spinner />, makeStore()),
    head: `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)}</script>`,
  };
}

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
