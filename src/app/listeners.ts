// Side effects of state changes: the session, saved recipes and saved filters are mirrored into local
// storage (SPEC §3 keys token, user, saved_recipes, filters); after login, and on a start with a stored
// session, the user's saved recipes are loaded (SPEC §4).
import { createAction, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { storage } from '../lib/storage';
import { loginUser, logoutUser, sessionExpired, updateAccount } from '../store/authSlice';
import { filtersApplied } from '../store/recipesSlice';
import type { RootState } from '../store/rootReducer';
import {
  fetchSavedRecipes, saveRecipe, savedRecipesRestored, unsaveRecipe,
} from '../store/userDataSlice';
import { fetchSharedWithMe, fetchStores } from '../store/userStores';

/** Dispatched once when the app mounts. */
export const appStarted = createAction('app/started');

export const listenerMiddleware = createListenerMiddleware<RootState>();

listenerMiddleware.startListening({
  actionCreator: loginUser.fulfilled,
  effect: ({ payload }, api) => {
    storage.set('token', payload.token);
    storage.set('user', payload.user);
    void api.dispatch(fetchSavedRecipes());
    void api.dispatch(fetchStores());
    void api.dispatch(fetchSharedWithMe());
  },
});

listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: (_action, api) => {
    if (!api.getState().auth.isLoggedIn) return;
    const kept = storage.get('saved_recipes');
    if (Array.isArray(kept)) api.dispatch(savedRecipesRestored(kept));
    void api.dispatch(fetchSavedRecipes());
    void api.dispatch(fetchStores());
    void api.dispatch(fetchSharedWithMe());
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
