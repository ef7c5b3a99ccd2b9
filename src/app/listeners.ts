// Side effects of state changes: the session is mirrored into local storage (SPEC §3 keys token and user).
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { storage } from '../lib/storage';
import { loginUser, logoutUser, sessionExpired, updateAccount } from '../store/authSlice';

export const listenerMiddleware = createListenerMiddleware();

listenerMiddleware.startListening({
  actionCreator: loginUser.fulfilled,
  effect: ({ payload }) => {
    storage.set('token', payload.token);
    storage.set('user', payload.user);
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
