// user_data's whole reducer, for a signed-in user's app (src/app/signedIn.ts adds it to the store's): the saved
// recipes' and the sign-out's cases (userDataSlice.ts, in every first load), then the stores', shopping lists',
// imports', own recipes' and meal plans' (in their own modules, loaded only once someone is signed in).
import { createReducer, type Reducer } from '@reduxjs/toolkit';
import userDataSlice, { type UserDataState } from './userDataSlice';
import { addImportedRecipeCases } from './userImportedRecipes';
import { addMealplanCases } from './userMealplans';
import { addUserRecipeCases } from './userRecipes';
import { addShoppingListCases } from './userShoppingLists';
import { addStoreCases } from './userStores';

const signedInCases = createReducer(userDataSlice.getInitialState(), (builder) => {
  addStoreCases(builder);
  addShoppingListCases(builder);
  addImportedRecipeCases(builder);
  addUserRecipeCases(builder);
  addMealplanCases(builder);
});

export const userDataReducer: Reducer<UserDataState> = (state, action) => signedInCases(userDataSlice.reducer(state, action), action);
