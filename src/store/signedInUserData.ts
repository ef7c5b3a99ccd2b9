// user_data's whole reducer, for a signed-in user's app (src/app/signedIn.ts adds it to the store's): the saved
// recipes' and the sign-out's cases (userDataSlice.ts, in every first load), then the stores', shopping lists',
// imports', own recipes' and meal plans' (in their own modules, loaded only once someone is signed in).
import { createAction, createReducer, type Reducer } from '@reduxjs/toolkit';
import { hasLoaded } from './loadStatus';
import userDataSlice, { type UserDataState } from './userDataSlice';
import { addImportedRecipeCases } from './userImportedRecipes';
import { addMealplanCases } from './userMealplans';
import { addUserRecipeCases } from './userRecipes';
import { addShoppingListCases } from './userShoppingLists';
import { addStoreCases } from './userStores';

/** the parts of user_data the offline copy keeps (src/pwa/offlineData.ts), with the status of the load each comes from */
export const KEPT_PART_STATUS = {
  shoppinglists: 'listsStatus',
  user_stores: 'storesStatus',
  shared_with_me: 'sharedStatus',
  mealplans: 'mealplansStatus',
} as const satisfies Partial<Record<keyof UserDataState, keyof UserDataState>>;
export type KeptPart = keyof typeof KEPT_PART_STATUS;

/**
 * The last known copy kept on this device (src/pwa/offlineData.ts), at a signed-in start: each part no load has
 * answered yet is shown until the server answers, its load's status untouched (still on its way; not written back to
 * the copy until loaded), as the saved recipes and the imports are restored from local storage.
 */
export const keptCopyRestored = createAction<{ [P in KeptPart]?: UserDataState[P] | null }>('user_data/keptCopyRestored');

const signedInCases = createReducer(userDataSlice.getInitialState(), (builder) => {
  builder.addCase(keptCopyRestored, (state, { payload }) => {
    for (const part of Object.keys(KEPT_PART_STATUS) as KeptPart[]) {
      const kept = payload[part];
      // a part answered, or changed meanwhile (a store created), is newer than the copy
      if (Array.isArray(kept) && !hasLoaded(state[KEPT_PART_STATUS[part]]) && state[part].length === 0) (state[part] as unknown[]) = kept;
    }
  });
  addStoreCases(builder);
  addShoppingListCases(builder);
  addImportedRecipeCases(builder);
  addUserRecipeCases(builder);
  addMealplanCases(builder);
});

export const userDataReducer: Reducer<UserDataState> = (state, action) => signedInCases(userDataSlice.reducer(state, action), action);
