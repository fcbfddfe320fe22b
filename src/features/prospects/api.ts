import { baseApi } from '../../api/baseApi';
import { contentsOf, type Envelope, type Paged } from '../../api/envelope';
import { LIST, listTags, masterTags } from '../../api/tags';
import type { OrganizationListParams, OrganizationRecord } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload = Record<string, any>;
type Saved = { record: OrganizationRecord; message?: string };
const saved = (r: Envelope<OrganizationRecord>): Saved => ({ record: r.contents, message: r.message });

/**
 * GET /prospects and /stackholders query, and Export Phone's filters: blank filters left out, id
 * lists comma-separated; with a date, the browser's UTC offset (minutes east of UTC), so the days
 * are the user's own as in the leads list.
 */
export function organizationQuery(p: OrganizationListParams) {
  const q: Record<string, string | number | string[]> = { page: p.page, per_page: p.per_page };
  if (p.search) q.search = p.search;
  if (p.industry) q.industry = p.industry;
  if (p.exhibitions.length) q.exhibitions = p.exhibitions.join(',');
  if (p.employees.length) q.employees = p.employees.join(',');
  if (p.start_date) q.start_date = p.start_date;
  if (p.end_date) q.end_date = p.end_date;
  if (p.start_date || p.end_date) q.utc_offset = -new Date().getTimezoneOffset();
  return q;
}

/** Prospect and stakeholder calls (tags Prospect / Stackholder; a typed industry refreshes industries). */
const prospectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    prospects: build.query<Paged<OrganizationRecord>, OrganizationListParams>({
      query: (p) => ({ url: '/prospects', params: organizationQuery(p) }),
      transformResponse: contentsOf<Paged<OrganizationRecord>>,
      providesTags: (r) => listTags('Prospect', r?.data),
    }),
    stakeholders: build.query<Paged<OrganizationRecord>, OrganizationListParams>({
      query: (p) => ({ url: '/stackholders', params: organizationQuery(p) }),
      transformResponse: contentsOf<Paged<OrganizationRecord>>,
      providesTags: (r) => listTags('Stackholder', r?.data),
    }),
    organization: build.query<OrganizationRecord, { kind: 'prospects' | 'stackholders'; id: number }>({
      query: ({ kind, id }) => `/${kind}/${id}`,
      transformResponse: contentsOf<OrganizationRecord>,
      providesTags: (_r, _e, a) => [{ type: a.kind === 'prospects' ? 'Prospect' : 'Stackholder', id: a.id }],
    }),
    createOrganization: build.mutation<Saved, { kind: 'prospects' | 'stackholders'; body: Payload }>({
      query: ({ kind, body }) => ({ url: `/${kind}`, method: 'POST', body }),
      transformResponse: saved,
      invalidatesTags: (_r, _e, a) => [
        { type: a.kind === 'prospects' ? 'Prospect' : 'Stackholder', id: LIST },
        masterTags.list('industries'),
      ],
    }),
    updateOrganization: build.mutation<
      Saved,
      { kind: 'prospects' | 'stackholders'; id: number; body: Payload }
    >({
      query: ({ kind, id, body }) => ({ url: `/${kind}/${id}`, method: 'PUT', body }),
      transformResponse: saved,
      invalidatesTags: (_r, _e, a) => [
        { type: a.kind === 'prospects' ? 'Prospect' : 'Stackholder', id: a.id },
        masterTags.list('industries'),
      ],
    }),
    deleteOrganization: build.mutation<
      { message?: string },
      { kind: 'prospects' | 'stackholders'; id: number }
    >({
      query: ({ kind, id }) => ({ url: `/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [
        { type: a.kind === 'prospects' ? 'Prospect' : 'Stackholder', id: a.id },
      ],
    }),
    bulkDeleteProspects: build.mutation<{ message?: string }, number[]>({
      query: (ids) => ({ url: '/bulk-delete-prospects', method: 'POST', body: { ids } }),
      invalidatesTags: (_r, _e, ids) => ids.map((id) => ({ type: 'Prospect' as const, id })),
    }),
    stakeholderNameSuggestions: build.query<string[], string>({
      query: (q) => ({ url: '/stackholder-name-suggestions', params: { q } }),
      transformResponse: contentsOf<string[]>,
    }),
  }),
});

export const {
  useProspectsQuery,
  useStakeholdersQuery,
  useOrganizationQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  useDeleteOrganizationMutation,
  useBulkDeleteProspectsMutation,
  useLazyStakeholderNameSuggestionsQuery,
} = prospectsApi;
