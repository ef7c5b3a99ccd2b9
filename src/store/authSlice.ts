// SPEC §3 auth: isLoggedIn, user, loginError. SPEC §4: a stored user starts signed in; logout and an
// expired session clear token, user and saved recipes (the listener in app/listeners.ts does the storage; a login
// stores its session itself, see loginUser).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginRequest, RegisterRequest } from '../../contract/api';
import type { User } from '../../contract/entities';
import { authApi } from '../api/auth';
import { accountApi } from '../api/account';
import type { Keyed } from '../api/idempotency';
import { storage } from '../lib/storage';
import { apiThunk } from './createAppAsyncThunk';

export interface AuthState {
  isLoggedIn: boolean;
  user: User | null;
  loginError: string | null;
}

export const initialAuthState: AuthState = { isLoggedIn: false, user: null, loginError: null };

export function authStateFromStorage(): AuthState {
  const user = storage.get('user');
  const token = storage.get('token');
  return user && token ? { isLoggedIn: true, user, loginError: null } : initialAuthState;
}

/**
 * The new session is stored before the state says signed in: what reacts to the sign-in (the outbox's replay,
 * src/pwa/outboxSync.ts) runs within that change, before any listener's effect, and must send the new token.
 */
export const loginUser = apiThunk('auth/login', async (body: LoginRequest) => {
  const session = await authApi.login(body);
  storage.set('token', session.token);
  storage.set('user', session.user);
  return session;
});
export const logoutUser = apiThunk('auth/logout', async () => {
  // the session ends on this device even if the server cannot be told
  await authApi.logout().catch((err: unknown) => console.warn('logout: the server was not told', err));
});
export const registerUser = apiThunk('auth/register', ({ submissionKey, ...body }: Keyed<RegisterRequest>) => authApi.register(body, submissionKey));
export const requestPasswordReset = apiThunk('auth/requestPasswordReset', authApi.forgotEmail);
export const resetPassword = apiThunk('auth/resetPassword', authApi.resetPassword);
export const verifyEmail = apiThunk('auth/verifyEmail', authApi.verifyEmail);
export const updateAccount = apiThunk('auth/updateAccount', accountApi.update);
export const changePassword = apiThunk('auth/changePassword', accountApi.changePassword);

const signedOut = (): AuthState => ({ ...initialAuthState });

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionExpired: signedOut,
    loginErrorCleared(state) {
      state.loginError = null;
    },
    /**
     * GET /account answered (ours): the signed-in user (the menu's greeting, the dashboard, the account form) takes the
     * name and e-mail the server has now, which another device may have changed since this one signed in.
     */
    accountRead({ user }, { payload }: PayloadAction<User>) {
      if (user?.id !== payload.id) return;
      if (user.name !== payload.name) user.name = payload.name;
      if (user.email !== payload.email) user.email = payload.email;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginUser.pending, (state) => {
        state.loginError = null;
      })
      .addCase(loginUser.fulfilled, (state, action) => {
        state.isLoggedIn = true;
        state.user = action.payload.user;
        state.loginError = null;
      })
      .addCase(loginUser.rejected, (_state, action) => ({
        ...initialAuthState,
        loginError: action.payload?.message ?? null,
      }))
      .addCase(logoutUser.fulfilled, signedOut)
      .addCase(updateAccount.fulfilled, (state, action) => {
        state.user = action.payload.user;
      });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectUser: (state) => state.user,
    selectLoginError: (state) => state.loginError,
  },
});

export const { sessionExpired, loginErrorCleared, accountRead } = authSlice.actions;
export const { selectIsLoggedIn, selectUser, selectLoginError } = authSlice.selectors;
export default authSlice;
