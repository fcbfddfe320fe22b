import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import type { SearchHit } from '../../../contract/search';

export type { SearchHit };

interface SearchResult {
  hits: SearchHit[];
  totals: Record<string, number>;
}

/** GET /search: the palette's one call (docs/api.md, Search). */
const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    globalSearch: build.query<SearchResult, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      transformResponse: (r: Envelope<SearchResult>) => r.contents,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGlobalSearchQuery } = searchApi;
