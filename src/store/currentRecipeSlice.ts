// SPEC §3 current_recipe: the recipe page being read or cooked (the recipe page and cook mode share it).
// A failed refresh keeps the recipe already shown (offline, the page still reads). The recipes read in this tab are
// kept too (RECIPES_SEEN_MAX): one opened again shows at once while it is read again, held, as a list the app holds
// does, where on one bar of signal its page waited for the fetch's whole time-out (30 s).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../contract/api';
import type { Id, Recipe } from '../../contract/entities';
import { recipesApi } from '../api/recipes';
import { apiThunk } from './createAppAsyncThunk';
import { sameAsStored } from './storedAsIs';

/** ours: how many recipes read in this tab are kept to show at once when opened again (a few KiB each) */
export const RECIPES_SEEN_MAX = 20;

export interface CurrentRecipeState {
  recipe: Recipe | null;
  /** the recipe shown was read earlier in this tab, and not answered again yet (it is being read, or the read failed) */
  held: boolean;
  /** the recipes read in this tab, the latest last */
  seen: Recipe[];
  /** the id asked for last: an answer for another id is dropped */
  requestedId: Id | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: ApiError | null;
  /** the recipes the worker said are gone: an answer for one is its cached copy, given before the worker heard */
  gone: Id[];
}

const initialState: CurrentRecipeState = { recipe: null, held: false, seen: [], requestedId: null, status: 'idle', error: null, gone: [] };

/** the state of a recipe page the server drew (contract/drawnPages.ts): that recipe, read */
export const recipeShown = (recipe: Recipe): CurrentRecipeState => ({ ...initialState, recipe, requestedId: recipe.recipe_id, status: 'succeeded' });

export const fetchRecipe = apiThunk('current_recipe/fetch', recipesApi.get, {
  // one call at a time for a recipe (the page and cook mode both ask for it)
  condition: (id, { getState }) => {
    const { requestedId, status } = getState().current_recipe;
    return !(requestedId === id && status === 'pending');
  },
});

/** The page of a recipe the worker gave from its cache and the server says is gone: it does not exist. */
function showGone(state: CurrentRecipeState) {
  state.recipe = null;
  state.held = false;
  state.status = 'failed';
  // the server's answer, which the worker does not pass on (the page says only that the recipe does not exist)
  state.error = { status: 404, message: 'Recipe not found.' };
}

const currentRecipeSlice = createSlice({
  name: 'current_recipe',
  initialState,
  reducers: {
    /**
     * The service worker had this recipe kept, gave it to the page, and the server has just answered that it is gone
     * (src/pwa/fromCache.ts dropWhenGone): its page says so, as the server's 404 does, and an answer still on its way
     * for it, which came from that cache, is dropped.
     */
    recipeGone: (state, { payload: id }: PayloadAction<Id>) => {
      state.seen = state.seen.filter((r) => r.recipe_id !== id);
      // told before the page asked for it (the app's start took the recipe's preload, which the worker answered)
      if (!state.gone.includes(id)) state.gone.push(id);
      if (state.requestedId !== id) return;
      if (state.status === 'pending') state.requestedId = null;
      showGone(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchRecipe.pending, (state, action) => {
        state.requestedId = action.meta.arg;
        state.status = 'pending';
        state.error = null;
        // the recipe already shown stays while it is refreshed; another one shows as last read in this tab, if it was
        const earlier = state.seen.find((r) => r.recipe_id === action.meta.arg);
        if (state.recipe?.recipe_id !== action.meta.arg) state.recipe = earlier ?? null;
        // not the page the server drew just now, which is not among those read
        state.held = state.recipe !== null && earlier !== undefined;
      })
      .addCase(fetchRecipe.fulfilled, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        if (state.gone.includes(action.meta.arg)) {
          showGone(state);
          return;
        }
        state.status = 'succeeded';
        state.held = false;
        // a refresh that repeats the recipe shown (as on the page the server drew) keeps it: nothing is drawn again
        if (!sameAsStored(state.recipe, action.payload)) state.recipe = action.payload;
        state.seen = [...state.seen.filter((r) => r.recipe_id !== action.meta.arg), action.payload].slice(-RECIPES_SEEN_MAX);
      })
      .addCase(fetchRecipe.rejected, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'failed';
        state.error = action.payload ?? { status: 0, message: action.error.message ?? 'The recipe could not be loaded.' };
        // a recipe read earlier that is gone now is not shown as it was
        if (state.held && state.error.status === 404) {
          state.seen = state.seen.filter((r) => r.recipe_id !== action.meta.arg);
          state.recipe = null;
          state.held = false;
        }
      });
  },
  selectors: {
    selectCurrentRecipe: (state) => state.recipe,
    selectCurrentRecipeHeld: (state) => state.held,
    selectCurrentRecipeStatus: (state) => state.status,
    selectCurrentRecipeError: (state) => state.error,
  },
});

export const { recipeGone } = currentRecipeSlice.actions;
export const { selectCurrentRecipe, selectCurrentRecipeHeld, selectCurrentRecipeStatus, selectCurrentRecipeError } = currentRecipeSlice.selectors;
export default currentRecipeSlice;
