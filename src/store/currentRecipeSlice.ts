// SPEC §3 current_recipe: the recipe page being read or cooked (the recipe page and cook mode share it).
// A failed refresh keeps the recipe already shown (offline, the page still reads).
import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../contract/api';
import type { Id, Recipe } from '../../contract/entities';
import { recipesApi } from '../api/recipes';
import { apiThunk } from './createAppAsyncThunk';
import { sameAsStored } from './storedAsIs';

export interface CurrentRecipeState {
  recipe: Recipe | null;
  /** the id asked for last: an answer for another id is dropped */
  requestedId: Id | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: ApiError | null;
}

const initialState: CurrentRecipeState = { recipe: null, requestedId: null, status: 'idle', error: null };

/** the state of a recipe page the server drew (contract/drawnPages.ts): that recipe, read */
export const recipeShown = (recipe: Recipe): CurrentRecipeState => ({ recipe, requestedId: recipe.recipe_id, status: 'succeeded', error: null });

export const fetchRecipe = apiThunk('current_recipe/fetch', recipesApi.get, {
  // one call at a time for a recipe (the page and cook mode both ask for it)
  condition: (id, { getState }) => {
    const { requestedId, status } = getState().current_recipe;
    return !(requestedId === id && status === 'pending');
  },
});

const currentRecipeSlice = createSlice({
  name: 'current_recipe',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchRecipe.pending, (state, action) => {
        state.requestedId = action.meta.arg;
        state.status = 'pending';
        state.error = null;
        // the recipe already shown stays while it is refreshed; another recipe does not
        if (state.recipe?.recipe_id !== action.meta.arg) state.recipe = null;
      })
      .addCase(fetchRecipe.fulfilled, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'succeeded';
        // a refresh that repeats the recipe shown (as on the page the server drew) keeps it: nothing is drawn again
        if (!sameAsStored(state.recipe, action.payload)) state.recipe = action.payload;
      })
      .addCase(fetchRecipe.rejected, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'failed';
        state.error = action.payload ?? { status: 0, message: action.error.message ?? 'The recipe could not be loaded.' };
      });
  },
  selectors: {
    selectCurrentRecipe: (state) => state.recipe,
    selectCurrentRecipeStatus: (state) => state.status,
    selectCurrentRecipeError: (state) => state.error,
  },
});

export const { selectCurrentRecipe, selectCurrentRecipeStatus, selectCurrentRecipeError } = currentRecipeSlice.selectors;
export default currentRecipeSlice;
