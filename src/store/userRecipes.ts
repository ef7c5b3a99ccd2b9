// SPEC §3 user_data.user_recipes: the user's own recipes (most recently changed first), their publish
// requests (SPEC §4), and the wizard's saves. The thunks live here and their reducers are added to the
// user_data slice by addUserRecipeCases, so userDataSlice.ts stays small.
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { UserRecipeRequest } from '../../contract/api';
import { USER_RECIPES_MAX } from '../../contract/cookbookLimits';
import type { Id, PublishRequest, UserRecipe } from '../../contract/entities';
import type { Keyed } from '../api/idempotency';
import { publishApi, userRecipesApi } from '../api/userRecipes';
import { compareIso } from '../lib/dates';
import { apiThunk, createAppAsyncThunk, isApiError } from './createAppAsyncThunk';
import { fetchIngredientOptions } from './formOptionsSlice';
import { hasLoaded, isLoading, nextLoading } from './loadStatus';
import type { RootState } from './rootReducer';
import type { UserDataState } from './userDataSlice';

export const fetchUserRecipes = apiThunk('user_data/fetchUserRecipes', userRecipesApi.list, {
  condition: (_arg, { getState }) => !isLoading(getState().user_data.userRecipesStatus),
});

/** One own recipe, fresh from the server (its page and the edit wizard). */
export const fetchUserRecipe = apiThunk('user_data/fetchUserRecipe', (id: Id) => userRecipesApi.get(id));

/** What /recipe-edit/{id} starts from: the recipe, and the catalogue's ingredients (for pictures and default units). */
export const fetchRecipeForEdit = createAppAsyncThunk('user_data/fetchRecipeForEdit', async (id: Id, { dispatch, getState, rejectWithValue }) => {
  try {
    const [recipe] = await Promise.all([dispatch(fetchUserRecipe(id)).unwrap(), dispatch(fetchIngredientOptions())]);
    return { recipe, options: getState().form_options.ingredient_options };
  } catch (err) {
    if (isApiError(err)) return rejectWithValue(err);
    throw err;
  }
});

/** The answer may carry publish_error when the review step asked to publish and it could not be (SPEC §4). */
export const createUserRecipe = apiThunk('user_data/createUserRecipe', ({ submissionKey, ...body }: Keyed<UserRecipeRequest>) =>
  userRecipesApi.create(body, submissionKey));

/** SPEC §4: the server makes a published recipe private and cancels a pending request. */
export const updateUserRecipe = apiThunk('user_data/updateUserRecipe', ({ id, body }: { id: Id; body: UserRecipeRequest }) =>
  userRecipesApi.update(id, body));

export const deleteUserRecipe = apiThunk('user_data/deleteUserRecipe', async (id: Id) => {
  await userRecipesApi.remove(id);
  return id;
});

export interface PublishOutcome {
  recipeId: Id;
  request: PublishRequest | null;
  /** SPEC §4: the server's refusal, shown as is; the returned request is kept */
  error?: string;
}

export const publishUserRecipe = apiThunk('user_data/publishUserRecipe', async (recipeId: Id): Promise<PublishOutcome> => {
  const answer = await publishApi.publish(recipeId);
  const request = answer.data ?? answer.request ?? null;
  return answer.error ? { recipeId, request, error: answer.error } : { recipeId, request };
});

export const unpublishUserRecipe = apiThunk('user_data/unpublishUserRecipe', async (recipeId: Id) => (await publishApi.unpublish(recipeId)).data);

/** SPEC §4: cancel clears the request. */
export const cancelPublishRequest = apiThunk('user_data/cancelPublishRequest', async ({ recipeId, requestId }: { recipeId: Id; requestId: Id }) => {
  await publishApi.cancel(requestId);
  return recipeId;
});

const byUpdatedDesc = (a: UserRecipe, b: UserRecipe) => compareIso(b.updated_at, a.updated_at);

/**
 * A write of one own recipe. While the list loads, the write is noted: the list was read before it, so its copy
 * of that recipe (or its lack of it) is older than what the write left here.
 */
function written(state: UserDataState, id: Id) {
  if (state.userRecipesWritten && !state.userRecipesWritten.includes(id)) state.userRecipesWritten.push(id);
}

/** The loaded list, but for the recipes written since it was asked for, which stay as they are here (or gone). */
function listLoaded(state: UserDataState, list: UserRecipe[]) {
  const kept = new Set(state.userRecipesWritten);
  state.user_recipes = [...list.filter((r) => !kept.has(r.user_recipe_id)), ...state.user_recipes.filter((r) => kept.has(r.user_recipe_id))]
    .sort(byUpdatedDesc);
  state.userRecipesWritten = null;
}

function upsert(state: UserDataState, recipe: UserRecipe) {
  const { publish_error: _ignored, ...clean } = recipe as UserRecipe & { publish_error?: string };
  written(state, clean.user_recipe_id);
  const at = state.user_recipes.findIndex((r) => r.user_recipe_id === clean.user_recipe_id);
  if (at >= 0) state.user_recipes[at] = clean;
  else state.user_recipes.push(clean);
  state.user_recipes.sort(byUpdatedDesc);
}

function patch(state: UserDataState, id: Id, change: Partial<UserRecipe>) {
  written(state, id);
  const recipe = state.user_recipes.find((r) => r.user_recipe_id === id);
  if (recipe) Object.assign(recipe, change);
}

/** The reducers of the thunks above, added to the user_data slice before its sign-out matcher. */
export function addUserRecipeCases(builder: ActionReducerMapBuilder<UserDataState>) {
  builder
    .addCase(fetchUserRecipes.pending, (state) => {
      state.userRecipesStatus = nextLoading(state.userRecipesStatus);
      state.userRecipesWritten = [];
    })
    .addCase(fetchUserRecipes.fulfilled, (state, action) => {
      state.userRecipesStatus = 'succeeded';
      listLoaded(state, action.payload);
    })
    .addCase(fetchUserRecipes.rejected, (state) => {
      state.userRecipesStatus = 'failed';
      state.userRecipesWritten = null;
    })
    .addCase(fetchUserRecipe.fulfilled, (state, action) => upsert(state, action.payload))
    .addCase(fetchUserRecipe.rejected, (state, action) => {
      // gone on the server (deleted on another device): drop it here too
      if (action.payload?.status !== 404) return;
      written(state, action.meta.arg);
      state.user_recipes = state.user_recipes.filter((r) => r.user_recipe_id !== action.meta.arg);
    })
    .addCase(createUserRecipe.fulfilled, (state, action) => upsert(state, action.payload))
    .addCase(updateUserRecipe.fulfilled, (state, action) => upsert(state, action.payload))
    .addCase(deleteUserRecipe.fulfilled, (state, action) => {
      written(state, action.payload);
      state.user_recipes = state.user_recipes.filter((r) => r.user_recipe_id !== action.payload);
    })
    .addCase(publishUserRecipe.fulfilled, (state, action) => patch(state, action.payload.recipeId, { publish_request: action.payload.request }))
    .addCase(unpublishUserRecipe.fulfilled, (state, action) => upsert(state, action.payload))
    .addCase(cancelPublishRequest.fulfilled, (state, action) => patch(state, action.payload, { publish_request: null }));
}

// --- selectors ------------------------------------------------------------------------------------

export const selectUserRecipes = (state: RootState) => state.user_data.user_recipes;
export const selectUserRecipesStatus = (state: RootState) => state.user_data.userRecipesStatus;
export const selectUserRecipeById = (state: RootState, id: Id): UserRecipe | undefined =>
  state.user_data.user_recipes.find((r) => r.user_recipe_id === id);
/** the user keeps as many own recipes as the server allows (as last read from it): one more would be refused */
export const selectUserRecipesFull = (state: RootState) =>
  hasLoaded(state.user_data.userRecipesStatus) && state.user_data.user_recipes.length >= USER_RECIPES_MAX;
