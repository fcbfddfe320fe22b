import { baseApi } from '../../api/baseApi';
import { contentsOf, type Envelope } from '../../api/envelope';
import { leadRowTags, listTags, masterTags } from '../../api/tags';
import type { DuplicateMatch } from '../../../machines/lead-wizard.machine';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import type { Prospect } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const LEAD_LIST = { type: 'Lead' as const, id: 'LIST' };
const REPORT_LIST = { type: 'Report' as const, id: 'LIST' };

/**
 * A create's body and its Idempotency-Key (src/queue/keys.ts): when the answer is lost, the same
 * key queued on this device gets the server's first answer instead of a second lead.
 */
type Keyed = Loose & { idempotencyKey?: string };
const keyHeader = (key: string | undefined): Record<string, string> =>
  key ? { [IDEMPOTENCY_HEADER]: key } : {};

export interface Employee {
  id: number;
  user?: { id: number; name: string; email: string };
}
export interface SavedLead {
  id: number;
  message?: string;
}

/**
 * The lead wizard's own calls, injected into the one createApi (names prefixed: no clashes). The
 * lead it edits is the shared GET /leads/{id} of src/api/lead.ts; the lookup lists it shows
 * (employees, exhibitions, industries, sources, locations, ...) are the shared ones of
 * src/api/lookups.ts.
 */
export const leadWizardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The typeahead asks per typed text for a few matches: the list of every prospect can be large.
    wizardProspects: build.query<Prospect[], { search: string; limit: number }>({
      query: (params) => ({ url: '/prospects-list', params }),
      transformResponse: contentsOf<Prospect[]>,
      providesTags: (result) => listTags('Prospect', result),
    }),
    checkLeadDuplicates: build.mutation<DuplicateMatch[], Loose>({
      query: (body) => ({ url: '/lead-duplicates-check', method: 'POST', body }),
      transformResponse: contentsOf,
    }),
    storeLeadInitialInfo: build.mutation<SavedLead, Keyed>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/store-leads-initial-info',
        method: 'POST',
        body,
        headers: keyHeader(idempotencyKey),
      }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      // A typed industry or source may have been created: refresh those lists too.
      invalidatesTags: [
        LEAD_LIST,
        REPORT_LIST,
        masterTags.list('industries'),
        masterTags.list('information-sources'),
      ],
    }),
    updateLeadInitialInfo: build.mutation<SavedLead, Loose & { initialID: number }>({
      query: (body) => ({ url: '/update-leads-initial-info', method: 'POST', body }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      invalidatesTags: (_r, _e, body) => [
        LEAD_LIST,
        ...leadRowTags(body.initialID),
        masterTags.list('industries'),
        masterTags.list('information-sources'),
      ],
    }),
    storeLeadConcernInfo: build.mutation<SavedLead, Keyed & { lead_id: number }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/lead-concern-info',
        method: 'POST',
        body,
        headers: keyHeader(idempotencyKey),
      }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      invalidatesTags: (_r, _e, body) => [LEAD_LIST, ...leadRowTags(body.lead_id)],
    }),
    updateLeadConcernInfo: build.mutation<SavedLead, Loose & { lead_id: number }>({
      query: (body) => ({ url: `/lead-concern-info/${body.lead_id}`, method: 'PUT', body }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      invalidatesTags: (_r, _e, body) => [LEAD_LIST, ...leadRowTags(body.lead_id)],
    }),
  }),
});

export const { useLazyWizardProspectsQuery } = leadWizardApi;
