// Exactly the seven state groups of SPEC §3.
import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import authSlice from './authSlice';
import { currentMealplanInitial, currentShoppinglistInitial } from './currentInitialStates';
import currentRecipeSlice from './currentRecipeSlice';
import formOptionsSlice from './formOptionsSlice';
import recipesSlice from './recipesSlice';
import userDataSlice from './userDataSlice';

/** a group's state as it starts, until src/app/signedIn.ts adds the reducer that changes it */
const asItStarts = <S>(initial: S): Reducer<S> => (state = initial) => state;

export const rootReducer = combineSlices(
  authSlice, recipesSlice, currentRecipeSlice,
  { current_shoppinglist: asItStarts(currentShoppinglistInitial), current_mealplan: asItStarts(currentMealplanInitial) },
  formOptionsSlice, userDataSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
