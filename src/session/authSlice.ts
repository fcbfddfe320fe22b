import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { sessionCleared, signedIn } from '../api/sessionEvents';
import { getExpiry, getToken } from '../lib/session';
import { authApi } from './api';
import type { AuthUser, Permission, Role } from './types';

/**
 * Who is signed in: kept in state after login and refetched at start. The token lives here (every
 * call reads it from state); localStorage only keeps a copy so a reload stays signed in. Server
 * data (the supervisor's edit requests, leads, ...) is not copied here: it is read from RTK Query.
 */
export interface AuthState {
  token: string | null;
  tokenExpiresAt: number | null;
  user: AuthUser | null;
  roles: Role[];
  permissions: Permission[];
}

function initialAuthState(): AuthState {
  const hasStorage = typeof localStorage !== 'undefined';
  return {
    token: hasStorage ? getToken() : null,
    tokenExpiresAt: hasStorage ? getExpiry() : null,
    user: null,
    roles: [],
    permissions: [],
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => ({ ...initialAuthState(), token: null, tokenExpiresAt: null }))
      .addMatcher(isAnyOf(authApi.endpoints.login.matchFulfilled, signedIn), (state, { payload }) => {
        state.token = payload.token;
        state.tokenExpiresAt = Date.parse(payload.expires_at);
        state.user = payload.user;
        state.roles = payload.roles;
        state.permissions = payload.permissions;
      })
      .addMatcher(authApi.endpoints.getRolePermissions.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.roles = payload.roles;
        state.permissions = payload.permissions;
      });
  },
});

export const authReducer = authSlice.reducer;
