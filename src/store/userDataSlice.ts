// SPEC §3 user_data: what belongs to the signed-in user, loaded after login (SPEC §4) and cleared on sign-out.
import { createSlice } from '@reduxjs/toolkit';
import type {
  FoodStore, ImportedRecipe, Mealplan, SavedRecipe, SharedWithMe, ShoppingList, UserRecipe,
} from '../../contract/entities';
import { isSignedOut } from './signedOut';

export interface UserDataState {
  saved_recipes: SavedRecipe[];
  imported_recipes: ImportedRecipe[];
  mealplans: Mealplan[];
  user_stores: FoodStore[];
  user_recipes: UserRecipe[];
  shared_with_me: SharedWithMe[];
  shoppinglists: ShoppingList[];
}

const initialState: UserDataState = {
  saved_recipes: [], imported_recipes: [], mealplans: [], user_stores: [], user_recipes: [], shared_with_me: [], shoppinglists: [],
};

const userDataSlice = createSlice({
  name: 'user_data',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isSignedOut, () => initialState);
  },
  selectors: {
    selectSavedRecipes: (state) => state.saved_recipes,
    selectShoppingLists: (state) => state.shoppinglists,
    selectMealplans: (state) => state.mealplans,
    selectUserStores: (state) => state.user_stores,
  },
});

export const { selectSavedRecipes, selectShoppingLists, selectMealplans, selectUserStores } = userDataSlice.selectors;
export default userDataSlice;
