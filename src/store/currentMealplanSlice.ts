// SPEC §3 current_mealplan: the meal plan being viewed or edited.
import { createSlice } from '@reduxjs/toolkit';
import type { Mealplan } from '../../contract/entities';
import { isSignedOut } from './signedOut';

export interface CurrentMealplanState {
  plan: Mealplan | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
}

const initialState: CurrentMealplanState = { plan: null, status: 'idle' };

const currentMealplanSlice = createSlice({
  name: 'current_mealplan',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isSignedOut, () => initialState);
  },
  selectors: { selectCurrentMealplan: (state) => state.plan },
});

export const { selectCurrentMealplan } = currentMealplanSlice.selectors;
export default currentMealplanSlice;
