// What only a signed-in user's app runs, kept out of a visitor's first load: user_data's reducers for the stores,
// shared items, shopping lists, meal plans, own and imported recipes (SPEC §3; the saved recipes' stay in
// src/store/userDataSlice.ts, as a visitor's recipe pages show the heart), current_shoppinglist's and
// current_mealplan's (held as they start until then: src/store/rootReducer.ts), the load of the user's data after
// login and at a signed-in start (SPEC §4) with what the last session left shown meanwhile, and the imports' mirror in
// local storage. Loaded by the signed-in screens' routes (src/app/routes.tsx) before they render and by the listeners
// (src/app/listeners.ts) before they load, its evaluation adds those reducers (user_data's whole one is
// src/store/signedInUserData.ts; RTK's combineSlices inject): no action of theirs is dispatched before.
import { isAnyOf, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { whenSettled } from '../api/http';
import { storage } from '../lib/storage';
import currentMealplanSlice from '../store/currentMealplanSlice';
import currentShoppinglistSlice from '../store/currentShoppinglistSlice';
import { rootReducer, type RootState } from '../store/rootReducer';
import { userDataReducer } from '../store/signedInUserData';
import userDataSlice, { fetchSavedRecipes, type UserDataState } from '../store/userDataSlice';
import { deleteImportedRecipe, fetchImportedRecipes, importedRecipesRestored, importRecipe, importRecipeHtml } from '../store/userImportedRecipes';
import { fetchMealplans } from '../store/userMealplans';
import { fetchUserRecipes } from '../store/userRecipes';
import { fetchShoppingLists } from '../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores } from '../store/userStores';
import { restoreKeptCopy } from '../pwa/offlineData';
import { listenerMiddleware, type ListenerApi } from './listeners';

rootReducer.inject({ reducerPath: userDataSlice.reducerPath, reducer: userDataReducer }, { overrideExisting: true });
rootReducer.inject(currentShoppinglistSlice, { overrideExisting: true });
rootReducer.inject(currentMealplanSlice, { overrideExisting: true });

/** each load of the user's data, with the status it moves */
const USER_DATA_LOADS: [() => ThunkAction<unknown, RootState, unknown, UnknownAction>, Extract<keyof UserDataState, `${string}Status`>][] = [
  [fetchSavedRecipes, 'savedStatus'], [fetchStores, 'storesStatus'], [fetchSharedWithMe, 'sharedStatus'],
  [fetchShoppingLists, 'listsStatus'], [fetchMealplans, 'mealplansStatus'], [fetchImportedRecipes, 'importedStatus'],
  [fetchUserRecipes, 'userRecipesStatus'],
];

/** ours: how long the start's loads wait for the first screen's own requests to be answered */
const SCREEN_FIRST_MS = 3_000;

/**
 * The user's data, once the requests in flight are answered (the first screen's own: on a slow connection the
 * start's would share its bandwidth and hold its paint back; SCREEN_FIRST_MS at most), one request a task: each
 * dispatch runs the reducers and the screens' selectors, and the seven in one task held a slow phone's main thread
 * ~110 ms as the first screen was loading its own. Stops when the session ends or changes after `started` (the
 * state as the session began). What the first screen loaded itself since is not asked for again: its answer is
 * there, or its failure is shown with a retry (a second load turned that message into a spinner).
 */
export async function loadUserData(api: ListenerApi, started: RootState) {
  const userId = started.auth.user?.id;
  const before = started.user_data;
  await Promise.race([whenSettled(), api.delay(SCREEN_FIRST_MS)]);
  for (const [index, [load, status]] of USER_DATA_LOADS.entries()) {
    if (index > 0) await api.delay(0);
    const { auth, user_data } = api.getState();
    if (!auth.isLoggedIn || auth.user?.id !== userId) return;
    if (user_data[status] === before[status]) void api.dispatch(load());
  }
}

/**
 * What the last session left, shown until the server answers: the imports in local storage (SPEC §3 key
 * imported_recipes), and the lists, stores, shares and plans in the offline copy (src/pwa/offlineData.ts).
 */
export function restoreHeld(api: ListenerApi) {
  const imports = storage.get('imported_recipes');
  if (Array.isArray(imports)) api.dispatch(importedRecipesRestored(imports));
  void restoreKeptCopy(api);
}

// SPEC §3 imported_recipes: the imports are mirrored like the saved recipes (src/app/listeners.ts forgets them
// when the session ends)
listenerMiddleware.startListening({
  matcher: isAnyOf(fetchImportedRecipes.fulfilled, importRecipe.fulfilled, importRecipeHtml.fulfilled, deleteImportedRecipe.fulfilled),
  effect: (_action, api) => {
    const state = api.getState();
    if (state.auth.isLoggedIn) storage.set('imported_recipes', state.user_data.imported_recipes);
  },
});
