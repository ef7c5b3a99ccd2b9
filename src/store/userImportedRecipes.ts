// SPEC §3 user_data.imported_recipes: the recipes the user imported from a web address (SPEC §5 import rules),
// newest first (SPEC §9). The thunks live here and their reducers are added to the user_data slice by
// addImportedRecipeCases, so userDataSlice.ts stays small.
import { createAction, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { ImportHtmlRequest, ImportRecipeRequest } from '../../contract/api';
import type { Id, ImportedRecipe } from '../../contract/entities';
import type { Keyed } from '../api/idempotency';
import { importedRecipesApi } from '../api/importedRecipes';
import { apiThunk } from './createAppAsyncThunk';
import { hasLoaded, isLoading, nextLoading } from './loadStatus';
import type { RootState } from './rootReducer';
import type { UserDataState } from './userDataSlice';
import { selectFrom } from './selectFrom';

/** What the last session left in local storage (SPEC §3 key imported_recipes), shown until the server answers. */
export const importedRecipesRestored = createAction<ImportedRecipe[]>('user_data/importedRecipesRestored');

export const fetchImportedRecipes = apiThunk('user_data/fetchImportedRecipes', importedRecipesApi.list, {
  condition: (_arg, { getState }) => !isLoading(getState().user_data.importedStatus),
});

/** POST /user-imported-recipes: the server reads the page; a page with no recipe comes back as import_failed. */
export const importRecipe = apiThunk('user_data/importRecipe', ({ url, submissionKey }: Keyed<ImportRecipeRequest>) =>
  importedRecipesApi.importUrl({ url: url.trim() }, submissionKey));

/** ours: the same extraction on the page's HTML, pasted by the user when the site refuses the server. */
export const importRecipeHtml = apiThunk('user_data/importRecipeHtml', ({ url, html, submissionKey }: Keyed<ImportHtmlRequest>) =>
  importedRecipesApi.importHtml({ url: url.trim(), html }, submissionKey));

/** ours: an import as a new recipe's wizard draft ('Copy to my recipes'); nothing is kept here, nor saved. */
export const fetchImportedRecipeDraft = apiThunk('user_data/fetchImportedRecipeDraft', importedRecipesApi.draft);

export const deleteImportedRecipe = apiThunk('user_data/deleteImportedRecipe', async (id: Id) => {
  try {
    await importedRecipesApi.remove(id);
  } catch (err) {
    // already gone (deleted on another device): the list ends the same way
    if ((err as { status?: number }).status !== 404) throw err;
  }
  return id;
});

function upsert(state: UserDataState, recipe: ImportedRecipe) {
  state.imported_recipes = [recipe, ...state.imported_recipes.filter((r) => r.import_recipe_id !== recipe.import_recipe_id)];
}

/** The reducers of the thunks above, added to the user_data slice before its sign-out matcher. */
export function addImportedRecipeCases(builder: ActionReducerMapBuilder<UserDataState>) {
  builder
    .addCase(importedRecipesRestored, (state, action) => {
      if (!hasLoaded(state.importedStatus)) state.imported_recipes = action.payload;
    })
    .addCase(fetchImportedRecipes.pending, (state) => { state.importedStatus = nextLoading(state.importedStatus); })
    .addCase(fetchImportedRecipes.fulfilled, (state, action) => {
      if (!isLoading(state.importedStatus)) return; // an answer from before a sign-out
      state.importedStatus = 'succeeded';
      state.imported_recipes = action.payload;
    })
    .addCase(fetchImportedRecipes.rejected, (state) => {
      if (isLoading(state.importedStatus)) state.importedStatus = 'failed';
    })
    .addCase(importRecipe.fulfilled, (state, action) => upsert(state, action.payload))
    .addCase(importRecipeHtml.fulfilled, (state, action) => upsert(state, action.payload))
    .addCase(deleteImportedRecipe.fulfilled, (state, action) => {
      state.imported_recipes = state.imported_recipes.filter((r) => r.import_recipe_id !== action.payload);
    });
}

// --- selectors ------------------------------------------------------------------------------------

/** SPEC §9: imports by created_at descending (the newest id first among equal times). */
export const selectImportedRecipes = selectFrom(
  [(state: RootState) => state.user_data.imported_recipes],
  (recipes) => [...recipes].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.import_recipe_id - a.import_recipe_id),
);

export const selectImportedStatus = (state: RootState) => state.user_data.importedStatus;

export const selectImportedRecipeById = (state: RootState, id: Id): ImportedRecipe | undefined =>
  state.user_data.imported_recipes.find((r) => r.import_recipe_id === id);
