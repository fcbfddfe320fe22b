import type { Envelope } from '../../contract/envelope';
import type { Lead } from '../../contract/records';
import { baseApi } from './baseApi';

/**
 * GET /leads/{id}: one lead, one cache entry tagged `{Lead, id}`, read by every feature that shows
 * or edits a lead (the lead wizard loads it, the leads list's mutations invalidate it).
 */
export const leadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lead: build.query<Lead, number>({
      query: (id) => `/leads/${id}`,
      transformResponse: (r: Envelope<Lead>) => r.contents,
      providesTags: (_r, _e, id) => [{ type: 'Lead' as const, id }],
    }),
  }),
});
