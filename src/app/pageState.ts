// A page the server drew (contract/drawnPages.ts) carries the state it was drawn from: the app starts with it,
// and hydrates the page where it draws the same.
import { PAGE_STATE_ID, type PageState } from '../../contract/drawnPages';
import { recipeQueryFromAddress } from '../../contract/recipeAddress';
import { recipeShown } from '../store/currentRecipeSlice';
import { catalogueShown, queryKeyOf } from '../store/recipesSlice';
import type { RootState } from '../store/rootReducer';

type PreloadedState = Partial<Pick<RootState, 'current_recipe' | 'recipes'>>;

/**
 * The state the page carries, for its own address, as the store's (taken from the page: it is there once); null
 * when it carries state for another address (what it shows is then not what the app shows there).
 */
export function takePageState(): PreloadedState | null {
  const block = document.getElementById(PAGE_STATE_ID);
  if (!block) return {};
  block.remove();
  let state: PageState | null;
  try {
    state = JSON.parse(block.textContent ?? '') as PageState | null;
  } catch {
    return null;
  }
  const { pathname, search } = window.location;
  // the shell alone, drawn while the screen's code loads: the app draws the screen over it
  if (state?.shell) return null;
  if (state?.recipe && pathname === `/recipes/${state.recipe.recipe_id}`) return { current_recipe: recipeShown(state.recipe) };
  if (state?.catalogue && pathname === '/recipes') {
    const drawn = { page: state.catalogue.page, search: state.catalogue.search, filters: [] };
    if (queryKeyOf(drawn) === queryKeyOf({ ...recipeQueryFromAddress(search), filters: [] })) return { recipes: catalogueShown(drawn, state.catalogue.list) };
  }
  return null;
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
