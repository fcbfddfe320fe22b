import { createSelector } from '@reduxjs/toolkit';
import type { AuthState } from './authSlice';

interface WithAuth {
  auth: AuthState;
}

export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRoles = (state: WithAuth) => state.auth.roles;
export const selectToken = (state: WithAuth) => state.auth.token;

export const selectPermissionNames = createSelector(
  [(state: WithAuth) => state.auth.permissions],
  (permissions) => new Set(permissions.map((p) => p.name)),
);
