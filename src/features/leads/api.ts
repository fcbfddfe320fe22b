import { baseApi } from '../../api/baseApi';
import type { Envelope, Paged } from '../../api/envelope';
import { LIST, leadRowTags, listTags } from '../../api/tags';
import type { LeadListParams, LeadRow } from './types';

export interface MessageResult {
  message?: string;
}

/**
 * Only the filters that hold a value are sent (blank means "no filter"). With a date range the
 * browser's UTC offset goes along (`utc_offset`, minutes east of UTC), so the server filters the
 * same local days the list shows in its Created At column.
 */
export function leadQueryParams(
  params: Partial<LeadListParams>,
  utcOffset: number = -new Date().getTimezoneOffset(),
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && String(value).trim() !== '')
      out[key] = value as string | number;
  }
  if (out.start_date || out.end_date) out.utc_offset = utcOffset;
  return out;
}

/**
 * The lead list calls (access requests are src/session/accessApi.ts; one lead, GET /leads/{id}, is src/api/lead.ts). Tags: the list provides
 * {Lead, LIST} plus each id; request and approval calls invalidate EditRequest LIST, the lead and
 * Lead LIST (and the caller's LeadPermission records); delete invalidates the lead's row on every
 * screen (`leadRowTags`: the key-account list and the report too) and the list.
 */
export const leadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leads: build.query<Paged<LeadRow>, LeadListParams>({
      query: (params) => ({ url: '/leads', params: leadQueryParams(params) }),
      transformResponse: (r: Envelope<Paged<LeadRow>>) => r.contents,
      providesTags: (result) => listTags('Lead', result?.data),
    }),
    deleteLead: build.mutation<MessageResult, number>({
      query: (id) => ({ url: `/leads/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) =>
        error
          ? []
          : [
              ...leadRowTags(id),
              { type: 'Lead', id: LIST },
              { type: 'EditRequest', id: LIST },
              { type: 'Notification', id: LIST },
            ],
    }),
  }),
});

export const { useLeadsQuery, useDeleteLeadMutation } = leadsApi;
