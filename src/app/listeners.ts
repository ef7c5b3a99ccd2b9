// Side effects of state changes: the session, saved recipes and saved filters are mirrored into local
// storage (SPEC §3 keys token, user, saved_recipes, filters); after login, and on a start with a stored
// session, the user's saved recipes, stores, shopping lists, meal plans, shared items, own and imported recipes
// are loaded (SPEC §4). The offline copy of a signed-in user's data is kept by src/pwa/offlineData.ts, whose
// listeners join these once someone is signed in.
import {
  createAction, createListenerMiddleware, isAnyOf, type ThunkAction, type ThunkDispatch, type UnknownAction,
} from '@reduxjs/toolkit';
import { storage } from '../lib/storage';
import { loginUser, logoutUser, sessionExpired, updateAccount } from '../store/authSlice';
import { filtersApplied } from '../store/recipesSlice';
import type { RootState } from '../store/rootReducer';
import {
  fetchSavedRecipes, saveRecipe, savedRecipesRestored, unsaveRecipe, type UserDataState,
} from '../store/userDataSlice';
import {
  deleteImportedRecipe, fetchImportedRecipes, importedRecipesRestored, importRecipe, importRecipeHtml,
} from '../store/userImportedRecipes';
import { fetchMealplans } from '../store/userMealplans';
import { fetchUserRecipes } from '../store/userRecipes';
import { fetchShoppingLists } from '../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores } from '../store/userStores';

/** Dispatched once when the app mounts. */
export const appStarted = createAction('app/started');

export const listenerMiddleware = createListenerMiddleware<RootState>();

/** each load of the user's data, with the status it moves */
const USER_DATA_LOADS: [() => ThunkAction<unknown, RootState, unknown, UnknownAction>, Extract<keyof UserDataState, `${string}Status`>][] = [
  [fetchSavedRecipes, 'savedStatus'], [fetchStores, 'storesStatus'], [fetchSharedWithMe, 'sharedStatus'],
  [fetchShoppingLists, 'listsStatus'], [fetchMealplans, 'mealplansStatus'], [fetchImportedRecipes, 'importedStatus'],
  [fetchUserRecipes, 'userRecipesStatus'],
];

/**
 * The user's data, one request a task: each dispatch runs the reducers and the screens' selectors, and the seven
 * in one task held a slow phone's main thread ~110 ms as the first screen was loading its own. Stops when the
 * session ends or changes meanwhile. What the first screen loaded itself meanwhile is not asked for again: its
 * answer is there, or its failure is shown with a retry (a second load turned that message into a spinner).
 */
async function loadUserData(api: {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => RootState;
  delay: (ms: number) => Promise<void>;
}) {
  const userId = api.getState().auth.user?.id;
  const before = api.getState().user_data;
  for (const [index, [load, status]] of USER_DATA_LOADS.entries()) {
    if (index > 0) await api.delay(0);
    const { auth, user_data } = api.getState();
    if (!auth.isLoggedIn || auth.user?.id !== userId) return;
    if (user_data[status] === before[status]) void api.dispatch(load());
  }
}

listenerMiddleware.startListening({
  actionCreator: loginUser.fulfilled,
  effect: async ({ payload }, api) => {
    storage.set('token', payload.token);
    storage.set('user', payload.user);
    await loadUserData(api);
  },
});

listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: async (_action, api) => {
    if (!api.getState().auth.isLoggedIn) return;
    const kept = storage.get('saved_recipes');
    if (Array.isArray(kept)) api.dispatch(savedRecipesRestored(kept));
    const imports = storage.get('imported_recipes');
    if (Array.isArray(imports)) api.dispatch(importedRecipesRestored(imports));
    await loadUserData(api);
  },
});

listenerMiddleware.startListening({
  matcher: isAnyOf(fetchSavedRecipes.fulfilled, saveRecipe.fulfilled, unsaveRecipe.fulfilled),
  effect: (_action, api) => {
    // an answer that lands after a logout must not write the old user's data back
    const state = api.getState();
    if (state.auth.isLoggedIn) storage.set('saved_recipes', state.user_data.saved_recipes);
  },
});

// SPEC §3 imported_recipes: the imports are mirrored like the saved recipes, and forgotten when the session ends
listenerMiddleware.startListening({
  matcher: isAnyOf(fetchImportedRecipes.fulfilled, importRecipe.fulfilled, importRecipeHtml.fulfilled, deleteImportedRecipe.fulfilled),
  effect: (_action, api) => {
    const state = api.getState();
    if (state.auth.isLoggedIn) storage.set('imported_recipes', state.user_data.imported_recipes);
  },
});
listenerMiddleware.startListening({
  matcher: isAnyOf(logoutUser.fulfilled, sessionExpired, loginUser.rejected),
  effect: () => storage.remove('imported_recipes'),
});

// SPEC §2: the filter dialog's Save keeps the filters on this device; without it they last this session
listenerMiddleware.startListening({
  actionCreator: filtersApplied,
  effect: ({ payload }) => {
    if (payload.save) storage.set('filters', payload.filters);
    else storage.remove('filters');
  },
});

listenerMiddleware.startListening({
  actionCreator: updateAccount.fulfilled,
  effect: ({ payload }) => storage.set('user', payload.user),
});

// SPEC §4: logout clears token, user and saved_recipes
listenerMiddleware.startListening({
  matcher: isAnyOf(logoutUser.fulfilled, sessionExpired, loginUser.rejected),
  effect: () => storage.remove('token', 'user', 'saved_recipes'),
});
