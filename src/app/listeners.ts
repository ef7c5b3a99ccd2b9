// Side effects of state changes: the session, saved recipes and saved filters are mirrored into local
// storage (SPEC §3 keys token, user, saved_recipes, filters); after login, and on a start with a stored
// session, the user's saved recipes, stores, shopping lists, meal plans, shared items, own and imported recipes
// are loaded (SPEC §4).
import {
  createAction, createListenerMiddleware, isAnyOf, type ThunkDispatch, type UnknownAction,
} from '@reduxjs/toolkit';
import { storage } from '../lib/storage';
import { findKnownList, offlineStore, takeSnapshot } from '../pwa/offlineData';
import { loginUser, logoutUser, sessionExpired, updateAccount } from '../store/authSlice';
import { filtersApplied } from '../store/recipesSlice';
import type { RootState } from '../store/rootReducer';
import {
  fetchSavedRecipes, saveRecipe, savedRecipesRestored, unsaveRecipe,
} from '../store/userDataSlice';
import { fetchShoppingList } from '../store/currentShoppinglistSlice';
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

function loadUserData(dispatch: ThunkDispatch<RootState, unknown, UnknownAction>) {
  void dispatch(fetchSavedRecipes());
  void dispatch(fetchStores());
  void dispatch(fetchSharedWithMe());
  void dispatch(fetchShoppingLists());
  void dispatch(fetchMealplans());
  void dispatch(fetchImportedRecipes());
  void dispatch(fetchUserRecipes());
}

listenerMiddleware.startListening({
  actionCreator: loginUser.fulfilled,
  effect: ({ payload }, api) => {
    storage.set('token', payload.token);
    storage.set('user', payload.user);
    loadUserData(api.dispatch);
  },
});

listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: (_action, api) => {
    if (!api.getState().auth.isLoggedIn) return;
    const kept = storage.get('saved_recipes');
    if (Array.isArray(kept)) api.dispatch(savedRecipesRestored(kept));
    const imports = storage.get('imported_recipes');
    if (Array.isArray(imports)) api.dispatch(importedRecipesRestored(imports));
    loadUserData(api.dispatch);
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

// Offline reading: the last known lists, stores, shares and plans are kept at most once a second (the
// latest state wins), and forgotten when the session ends. A 2,000-item list or store is ~0.5 MB of JSON, a
// long task on a slow phone: one part per task keeps the main thread free in between.
export const OFFLINE_SAVE_MS = 1000;
let offlineSavePending = false;
listenerMiddleware.startListening({
  predicate: (_action, current, previous) => current.auth.isLoggedIn && current.user_data !== previous.user_data,
  effect: async (_action, api) => {
    if (offlineSavePending) return;
    offlineSavePending = true;
    try {
      await api.delay(OFFLINE_SAVE_MS);
    } finally {
      offlineSavePending = false;
    }
    const snapshot = takeSnapshot(api.getState());
    if (!snapshot) return;
    // only the parts that changed, each in a task of its own, and none once the session has ended or changed
    for (const part of offlineStore.changedParts(snapshot)) {
      await api.delay(0);
      if (api.getState().auth.user?.id !== snapshot.userId || !api.getState().auth.isLoggedIn) return;
      offlineStore.savePart(snapshot, part);
    }
  },
});

listenerMiddleware.startListening({
  matcher: isAnyOf(logoutUser.fulfilled, sessionExpired),
  effect: () => offlineStore.clear(),
});

// Offline (no answer at all, status 0), a list opened from the lists seen before is shown from the last
// known copy, as if the server had answered: shop mode's ticks are local and keep working.
listenerMiddleware.startListening({
  actionCreator: fetchShoppingList.rejected,
  effect: (action, api) => {
    if (action.payload?.status !== 0) return;
    const id = action.meta.arg;
    const state = api.getState();
    if (state.current_shoppinglist.requestedId !== id || state.current_shoppinglist.list) return;
    const known = findKnownList(state.user_data, id);
    if (known) api.dispatch(fetchShoppingList.fulfilled(known, action.meta.requestId, id));
  },
});
