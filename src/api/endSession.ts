import type { Dispatch } from '@reduxjs/toolkit';
import { clearSession } from '../lib/session';
import { navigateTo } from '../lib/navigation';
import { sessionCleared } from './sessionEvents';

/**
 * What a 401 from any API call does (RTK Query's in baseApi.ts, the file calls of apiFile.ts):
 * storage and auth state are cleared and the user goes to the sign-in page.
 */
export function endSession(dispatch: Dispatch): void {
  clearSession();
  dispatch(sessionCleared());
  navigateTo('/');
}
