import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A filtered, paged list whose state lives in the URL (reload, links and Back keep it): `params`
 * as `read` makes them of the query, `setParams` to write them (`write` keeps the URL short), and
 * `onFilter` for a filter change: back to page 1, applied to the latest URL so quick successive
 * changes all land. `read` and `write` must be stable (module functions).
 */
export function useUrlListParams<P extends { page: number }>(
  read: (query: URLSearchParams) => P,
  write: (params: P) => URLSearchParams,
) {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => read(query), [read, query]);
  const setParams = useCallback((next: P) => setQuery(write(next)), [setQuery, write]);
  const onFilter = useCallback(
    (change: Partial<P>) => setQuery((current) => write({ ...read(current), ...change, page: 1 })),
    [setQuery, read, write],
  );
  return { query, params, setParams, onFilter };
}
