// A page the server drew (contract/drawnPages.ts) carries the state it was drawn from: the app starts with it,
// and hydrates the page where it draws the same.
import { PAGE_STATE_ID, type PageState } from '../../contract/drawnPages';
import { recipeQueryFromAddress } from '../lib/recipeAddress';
import { recipeShown } from '../store/currentRecipeSlice';
import { catalogueShown, queryKeyOf } from '../store/recipesSlice';
import type { RootState } from '../store/rootReducer';

/** The state the page carries, for its own address, as the store's; taken from the page (it is there once). */
export function takePageState(): Partial<Pick<RootState, 'current_recipe' | 'recipes'>> {
  const block = document.getElementById(PAGE_STATE_ID);
  if (!block) return {};
  block.remove();
  let state: PageState | null;
  try {
    state = JSON.parse(block.textContent ?? '') as PageState | null;
  } catch {
    return {};
  }
  const { pathname, search } = window.location;
  if (state?.recipe && pathname === `/recipes/${state.recipe.recipe_id}`) return { current_recipe: recipeShown(state.recipe) };
  if (state?.catalogue && pathname === '/recipes') {
    const drawn = { page: state.catalogue.page, search: state.catalogue.search, filters: [] };
    if (queryKeyOf(drawn) === queryKeyOf({ ...recipeQueryFromAddress(search), filters: [] })) return { recipes: catalogueShown(drawn, state.catalogue.list) };
  }
  return {};
}

/**
 * Whether the app draws what the server (or the build) drew on this page, a visitor's: not for a signed-in user
 * (the shell differs), nor on the catalogue with filters on (its list differs) or another tab chosen.
 */
export function drawnPageFits(state: RootState): boolean {
  if (state.auth.isLoggedIn) return false;
  if (window.location.pathname !== '/recipes') return true;
  return state.recipes.filters.length === 0 && ['', '#verified'].includes(window.location.hash);
}
