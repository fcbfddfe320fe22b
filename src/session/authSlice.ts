import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../api/sessionEvents';
import { getExpiry, getToken } from '../lib/session';
import { authApi } from './api';
import type { AuthUser, EditRequest, Permission, Role } from './types';

/** Who is signed in: kept in state after login and refetched at start (spec part 1 §4). */
export interface AuthState {
  token: string | null;
  tokenExpiresAt: number | null;
  user: AuthUser | null;
  roles: Role[];
  permissions: Permission[];
  /** Supervisor notifications: lead edit/details requests (GET /all-leads-edit-requests). */
  editRequests: EditRequest[];
}

export function initialAuthState(): AuthState {
  const hasStorage = typeof localStorage !== 'undefined';
  return {
    token: hasStorage ? getToken() : null,
    tokenExpiresAt: hasStorage ? getExpiry() : null,
    user: null,
    roles: [],
    permissions: [],
    editRequests: [],
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Replace one request with the server's answer (approve/reject response `notification`). */
    editRequestUpdated(state, action: PayloadAction<EditRequest>) {
      const index = state.editRequests.findIndex((r) => r.id === action.payload.id);
      if (index >= 0) state.editRequests[index] = action.payload;
      else state.editRequests.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => ({ ...initialAuthState(), token: null, tokenExpiresAt: null }))
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
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
      })
      .addMatcher(authApi.endpoints.allLeadsEditRequests.matchFulfilled, (state, { payload }) => {
        state.editRequests = payload;
      });
  },
});

export const { editRequestUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;
