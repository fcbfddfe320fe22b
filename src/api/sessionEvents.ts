import { createAction } from '@reduxjs/toolkit';
import type { LoginResult } from '../session/types';

/** Dispatched when the stored session is gone (logout, 401, expired token). The auth slice resets. */
export const sessionCleared = createAction('session/cleared');

/**
 * A login answered outside RTK Query (the sign-in page's plain call, src/features/auth/loginRequest.ts):
 * the app store starts after it and the auth slice takes the user, roles and permissions from it.
 */
export const signedIn = createAction<LoginResult>('session/signedIn');
