import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The browser says it has no network (`navigator.onLine`, which the sync machine follows too): a
 * call fails at once instead of waiting for fetch to fail, which took most of the booth's offline
 * save (docs/decisions.md "Booth mode"). Online but unreachable still fails through fetch.
 */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The failure a call answers without trying while the browser is offline (RTK Query's shape). */
export const offlineFailure = (): FetchBaseQueryError => ({
  status: 'FETCH_ERROR',
  error: 'The browser is offline.',
});
