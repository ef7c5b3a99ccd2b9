// SPEC §3 current_recipe: the recipe page being read or cooked.
import { createSlice } from '@reduxjs/toolkit';
import type { Recipe } from '../../contract/entities';
import { isSignedOut } from './signedOut';

export interface CurrentRecipeState {
  recipe: Recipe | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
}

const initialState: CurrentRecipeState = { recipe: null, status: 'idle' };

const currentRecipeSlice = createSlice({
  name: 'current_recipe',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isSignedOut, () => initialState);
  },
  selectors: { selectCurrentRecipe: (state) => state.recipe },
});

export const { selectCurrentRecipe } = currentRecipeSlice.selectors;
export default currentRecipeSlice;
