import { createAction } from '@reduxjs/toolkit';

/** Dispatched when the stored session is gone (logout, 401, expired token). The auth slice resets. */
export const sessionCleared = createAction('session/cleared');
