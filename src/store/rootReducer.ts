// Exactly the seven state groups of SPEC §3.
import { combineSlices } from '@reduxjs/toolkit';
import authSlice from './authSlice';
import currentMealplanSlice from './currentMealplanSlice';
import currentRecipeSlice from './currentRecipeSlice';
import currentShoppinglistSlice from './currentShoppinglistSlice';
import formOptionsSlice from './formOptionsSlice';
import recipesSlice from './recipesSlice';
import userDataSlice from './userDataSlice';

export const rootReducer = combineSlices(
  authSlice, recipesSlice, currentRecipeSlice, currentShoppinglistSlice, currentMealplanSlice, formOptionsSlice, userDataSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
