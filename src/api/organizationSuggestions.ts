import { baseApi } from './baseApi';
import { contentsOf } from './envelope';

/**
 * GET /organizations-suggestions?q=: existing organization names for a typed text. One endpoint
 * (one cache entry per text) for both screens that suggest names: the prospect / stakeholder form
 * and the lead wizard's first step.
 */
const organizationSuggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    organizationSuggestions: build.query<string[], string>({
      query: (q) => ({ url: '/organizations-suggestions', params: { q } }),
      transformResponse: contentsOf<string[]>,
    }),
  }),
});

export const { useLazyOrganizationSuggestionsQuery } = organizationSuggestionsApi;
