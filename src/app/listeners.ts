// Side effects of state changes: the session, saved recipes and saved filters are mirrored into local
// storage (SPEC §3 keys token, user, saved_recipes, filters); after login, and on a start with a stored
// session, the user's saved recipes, stores, shopping lists, meal plans, shared items, own and imported recipes
// are loaded (SPEC §4) by src/app/signedIn.ts, loaded then. The offline copy of a signed-in user's data is kept by
// src/pwa/offlineData.ts, whose listeners join these once someone is signed in.
import { createAction, createListenerMiddleware, isAnyOf, type ListenerEffectAPI, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { importWithRetry } from '../lib/lazyWithRetry';
import { storage } from '../lib/storage';
import { accountRead, loginUser, logoutUser, sessionExpired, updateAccount } from '../store/authSlice';
import { filtersApplied } from '../store/recipesSlice';
import type { RootState } from '../store/rootReducer';
import { fetchSavedRecipes, saveRecipe, savedRecipesRestored, unsaveRecipe } from '../store/userDataSlice';

/** Dispatched once the app's first screen is up (src/app/shell/Shell.tsx). */
export const appStarted = createAction('app/started');

export const listenerMiddleware = createListenerMiddleware<RootState>();

/** the signed-in app's code (src/app/signedIn.ts), with the start's other signed-in code */
export const loadSignedIn = () => importWithRetry(() => import(/* webpackChunkName: "outbox" */ './signedIn'));

/** what a listener's effect is handed: the store's dispatch and state, and its delays */
export type ListenerApi = ListenerEffectAPI<RootState, ThunkDispatch<RootState, unknown, UnknownAction>>;

/** The user's data, once the signed-in code is there; what the screen loads meanwhile is not asked again. */
async function loadUserData(api: ListenerApi, restore = false) {
  const started = api.getState();
  const signedIn = await loadSignedIn();
  if (restore) signedIn.restoreHeld(api);
  await signedIn.loadUserData(api, started);
}

// the session itself is stored by loginUser, before the sign-in is seen (src/store/authSlice.ts)
listenerMiddleware.startListening({
  actionCreator: loginUser.fulfilled,
  effect: (_action, api) => loadUserData(api),
});

listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: async (_action, api) => {
    if (!api.getState().auth.isLoggedIn) return;
    const kept = storage.get('saved_recipes');
    if (Array.isArray(kept)) api.dispatch(savedRecipesRestored(kept));
    await loadUserData(api, true);
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

// SPEC §3 imported_recipes: mirrored like the saved recipes (src/app/signedIn.ts), and forgotten when the session ends
listenerMiddleware.startListening({
  matcher: isAnyOf(logoutUser.fulfilled, sessionExpired),
  effect: () => storage.remove('imported_recipes'),
});

// SPEC §2: the filter dialog's Save keeps the filters on this device; without it they last this session
listenerMiddleware.startListening({
  actionCreator: filtersApplied,
  effect: ({ payload }) => {
    if (payload.save) storage.set('filters', payload.filters);
    else storage.remove('filters');
    // unsaved, the tab keeps them until it closes
    storage.set('filters', payload.save ? [] : payload.filters, true);
  },
});

// the stored user follows the account's changes, made here or read from the server (another device's)
listenerMiddleware.startListening({
  matcher: isAnyOf(updateAccount.fulfilled, accountRead),
  effect: (_action, api) => {
    const { user } = api.getState().auth;
    if (user) storage.set('user', user);
  },
});

// SPEC §4: logout clears token, user and saved_recipes
listenerMiddleware.startListening({
  matcher: isAnyOf(logoutUser.fulfilled, sessionExpired),
  effect: () => storage.remove('token', 'user', 'saved_recipes'),
});
