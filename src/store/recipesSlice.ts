// SPEC §3 recipes: the page of the catalogue that Discover shows.
import { createSlice } from '@reduxjs/toolkit';
import type { Paged, RecipeSummary } from '../../contract/entities';

export interface RecipesState {
  page: Paged<RecipeSummary> | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
}

const initialState: RecipesState = { page: null, status: 'idle' };

const recipesSlice = createSlice({
  name: 'recipes',
  initialState,
  reducers: {},
  selectors: { selectRecipePage: (state) => state.page, selectRecipesStatus: (state) => state.status },
});

export const { selectRecipePage, selectRecipesStatus } = recipesSlice.selectors;
export default recipesSlice;
