import { isAnyOf } from '@reduxjs/toolkit';
import { logoutUser, sessionExpired } from './authSlice';

/** Every slice that holds a user's data empties itself when the session ends. */
export const isSignedOut = isAnyOf(sessionExpired, logoutUser.fulfilled);
