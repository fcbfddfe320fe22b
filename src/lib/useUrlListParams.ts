import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

type Paged = { page: number; per_page: number };

const SYNC = { flushSync: true };

/**
 * A filtered, paged list whose state lives in the URL (reload, links and Back keep it): `params`
 * as `read` makes them of the query, `onFilter` for a filter change (back to page 1, applied to the
 * latest URL so quick successive changes all land) and `pagerProps(total)` for its TablePager
 * (like usePager in src/components/TablePager.tsx). `read` and `write` must be stable (module
 * functions); `write` keeps the URL short.
 */
export function useUrlListParams<P extends Paged>(
  read: (query: URLSearchParams) => P,
  write: (params: P) => URLSearchParams,
) {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => read(query), [read, query]);
  const onFilter = useCallback(
    (change: Partial<P>) => setQuery((current) => write({ ...read(current), ...change, page: 1 }), SYNC),
    [setQuery, read, write],
  );
  const pagerProps = (total: number) => ({
    page: params.page,
    perPage: params.per_page,
    total,
    onPage: (page: number) => setQuery(write({ ...params, page }), SYNC),
    onPerPage: (per_page: number) => setQuery(write({ ...params, per_page, page: 1 }), SYNC),
  });
  return { query, params, onFilter, pagerProps };
}
