import { useLayoutEffect } from 'react';

/**
 * User-timing marks around the leads list's render, for `npm run bench:web` (scripts/bench/web/rows.ts):
 * `markRowsRender()` at the top of the list's render, `useRowsCommitMeasure(rows)` after the table;
 * each new set of rows adds a `leads-rows` measure = React's render of the list + the commit of its
 * DOM (layout and paint not included). React's own <Profiler> reports nothing in production builds.
 */
const ROWS_MEASURE = 'leads-rows';
const START = `${ROWS_MEASURE}:start`;

const timing = () =>
  typeof performance !== 'undefined' && typeof performance.mark === 'function' ? performance : null;

export function markRowsRender(): void {
  timing()?.mark(START);
}

export function useRowsCommitMeasure(rows: unknown): void {
  useLayoutEffect(() => {
    const perf = timing();
    if (perf && perf.getEntriesByName(START, 'mark').length) perf.measure(ROWS_MEASURE, START);
  }, [rows]);
}
