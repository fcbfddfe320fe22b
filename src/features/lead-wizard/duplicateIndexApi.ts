import { baseApi } from '../../api/baseApi';
import { contentsOf } from '../../api/envelope';
import type { DuplicateIndexEntry } from '../../../contract/duplicates';

/**
 * GET /lead-duplicates-index: the leads the user may see, keyed as the duplicate check compares
 * them. Kept offline per user (src/offline/offlineReads.ts) for the wizard's warning without a
 * network (./offlineDuplicates.ts); fetched with the booth's other reads
 * (src/app/layout/useOfflineReadsRefresh.ts). Its own small module: the layout loads it.
 */
export const DUPLICATE_INDEX_PATH = '/lead-duplicates-index';

export const duplicateIndexApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leadDuplicateIndex: build.query<DuplicateIndexEntry[], void>({
      query: () => DUPLICATE_INDEX_PATH,
      transformResponse: contentsOf<DuplicateIndexEntry[]>,
    }),
  }),
});
