// SPEC §3 user_data: what belongs to the signed-in user, loaded after login (SPEC §4) and cleared on sign-out.
// This slice's reducer holds the saved recipes (a visitor's recipe pages show their heart) and the sign-out;
// src/app/signedIn.ts adds the rest once someone is signed in. Saved recipes are mirrored to local storage
// 'saved_recipes' by a listener (app/listeners.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  FoodStore, Id, ImportedRecipe, Mealplan, SavedRecipe, SharedWithMe, ShoppingList, UserRecipe,
} from '../../contract/entities';
import { recipesApi } from '../api/recipes';
import type { SharedLeftOut } from '../api/share';
import { apiThunk } from './createAppAsyncThunk';
import { isSignedOut } from './signedOut';
import type { LoadStatus } from './loadStatus';

export interface UserDataState {
  saved_recipes: SavedRecipe[];
  imported_recipes: ImportedRecipe[];
  mealplans: Mealplan[];
  user_stores: FoodStore[];
  user_recipes: UserRecipe[];
  shared_with_me: SharedWithMe[];
  shoppinglists: ShoppingList[];
  savedStatus: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** the saved-recipes load under way: an answer from before a sign-out is dropped */
  savedRequestId: string | null;
  storesStatus: LoadStatus;
  sharedStatus: LoadStatus;
  /** of each type, what the last answer of shared_with_me left out (it holds the latest SHARED_LISTED_MAX); 0 when none or not known */
  sharedLeftOut: SharedLeftOut;
  listsStatus: LoadStatus;
  /** own lists the last answer left out (it holds the SHOPPINGLISTS_LISTED_MAX most recently changed); 0 when none or not known */
  listsLeftOut: number;
  importedStatus: LoadStatus;
  userRecipesStatus: LoadStatus;
  /** own recipes written (created, changed, deleted) while their list loads; null when it is not loading */
  userRecipesWritten: Id[] | null;
  mealplansStatus: LoadStatus;
  /** own plans the last answer left out (it holds the latest MEALPLANS_LISTED_MAX); 0 when none or not known */
  mealplansLeftOut: number;
}

export const NONE_SHARED_LEFT_OUT: SharedLeftOut = { UserMealplan: 0, UserShoppinglist: 0, UserFoodStore: 0 };

const initialState: UserDataState = {
  saved_recipes: [], imported_recipes: [], mealplans: [], user_stores: [], user_recipes: [], shared_with_me: [], shoppinglists: [],
  savedStatus: 'idle', savedRequestId: null, storesStatus: 'idle', sharedStatus: 'idle', listsStatus: 'idle', listsLeftOut: 0, importedStatus: 'idle',
  sharedLeftOut: NONE_SHARED_LEFT_OUT, userRecipesStatus: 'idle', userRecipesWritten: null, mealplansStatus: 'idle', mealplansLeftOut: 0,
};

export const fetchSavedRecipes = apiThunk('user_data/fetchSavedRecipes', recipesApi.saved, {
  condition: (_arg, { getState }) => getState().user_data.savedStatus !== 'pending',
});

/** SPEC §4: not saved becomes saved on POST success. The recipe is kept as the saved-recipe fields. */
export const saveRecipe = apiThunk('user_data/saveRecipe', async (recipe: SavedRecipe) => {
  await recipesApi.save({ recipe_id: recipe.recipe_id });
  return recipe;
});

/** SPEC §4: saved becomes not saved on DELETE success. */
export const unsaveRecipe = apiThunk('user_data/unsaveRecipe', async (recipeId: Id) => {
  try {
    await recipesApi.unsave(recipeId);
  } catch (err) {
    // not saved on the server (removed on another device): the heart has the same end state
    if ((err as { status?: number }).status !== 404) throw err;
  }
  return recipeId;
});

const userDataSlice = createSlice({
  name: 'user_data',
  initialState,
  reducers: {
    /** What the last session left in local storage, shown until the server answers. */
    savedRecipesRestored(state, action: PayloadAction<SavedRecipe[]>) {
      if (state.savedStatus !== 'succeeded') state.saved_recipes = action.payload;
    },
  },
  // the other parts' cases are added to this reducer once someone is signed in (src/app/signedIn.ts)
  extraReducers: (builder) => {
    builder
      .addCase(fetchSavedRecipes.pending, (state, action) => {
        state.savedStatus = 'pending';
        state.savedRequestId = action.meta.requestId;
      })
      .addCase(fetchSavedRecipes.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.savedRequestId) return;
        state.savedStatus = 'succeeded';
        state.saved_recipes = action.payload;
      })
      .addCase(fetchSavedRecipes.rejected, (state, action) => {
        if (action.meta.requestId === state.savedRequestId) state.savedStatus = 'failed';
      })
      .addCase(saveRecipe.fulfilled, (state, action) => {
        if (!state.saved_recipes.some((r) => r.recipe_id === action.payload.recipe_id)) state.saved_recipes.push(action.payload);
      })
      .addCase(unsaveRecipe.fulfilled, (state, action) => {
        state.saved_recipes = state.saved_recipes.filter((r) => r.recipe_id !== action.payload);
      })
      .addMatcher(isSignedOut, () => initialState);
  },
  selectors: {
    selectSavedRecipes: (state) => state.saved_recipes,
    selectIsRecipeSaved: (state, recipeId: Id) => state.saved_recipes.some((r) => r.recipe_id === recipeId),
    selectShoppingLists: (state) => state.shoppinglists,
    selectMealplans: (state) => state.mealplans,
    selectUserStores: (state) => state.user_stores,
  },
});

export const { savedRecipesRestored } = userDataSlice.actions;
export const { selectSavedRecipes, selectIsRecipeSaved, selectShoppingLists, selectMealplans, selectUserStores } = userDataSlice.selectors;
export default userDataSlice;
