import { baseApi } from '../../api/baseApi';
import type { Envelope, Paged } from '../../api/envelope';
import { leadDetailsTags, listTags } from '../../api/tags';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import type { KeyAccountRow } from '../../../contract/records';
import type { DetailsVariant, KeyAccountListParams, LeadDetails, TimelineItem } from './types';

interface MessageResult<T = unknown> {
  message?: string;
  contents?: T;
}

/**
 * The details pages' calls (docs/api.md "Lead details and key accounts"): the one read (lead,
 * counts, timeline), stage, logo, the six activity saves and the key-account list.
 */
export const leadDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leadDetails: build.query<LeadDetails, { leadId: number; variant: DetailsVariant }>({
      query: ({ leadId, variant }) => ({
        url:
          variant === 'key-account'
            ? '/get-key-account-details-tab-count'
            : '/get-leads-details-tab-count-and-data',
        method: 'POST',
        body: { lead_id: leadId },
      }),
      transformResponse: (r: Envelope<LeadDetails>) => r.contents,
      providesTags: (_r, _e, { leadId }) => [
        { type: 'Lead', id: leadId },
        { type: 'LeadActivity', id: leadId },
      ],
    }),
    uploadLogo: build.mutation<MessageResult, { leadId: number; file: File }>({
      query: ({ leadId, file }) => {
        const form = new FormData();
        form.append('lead_id', String(leadId));
        form.append('organization_logo', file);
        return { url: '/upload-organization-logo', method: 'POST', body: form };
      },
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : leadDetailsTags(leadId)),
    }),
    /**
     * One activity save. `key` (the note and log forms, and the queue's resend of them) is the
     * Idempotency-Key: a save whose answer was lost is queued under it and never stored twice.
     */
    saveActivity: build.mutation<
      MessageResult<TimelineItem>,
      { path: string; leadId: number; body: FormData | object; key?: string }
    >({
      query: ({ path, body, key }) => ({
        url: path,
        method: 'POST',
        body,
        ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
      }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : leadDetailsTags(leadId)),
    }),
    keyAccountList: build.query<Paged<KeyAccountRow>, KeyAccountListParams>({
      query: ({ page, per_page, search }) => ({
        url: '/key-account-list',
        params: { page, per_page, ...(search.trim() ? { search: search.trim() } : {}) },
      }),
      transformResponse: (r: Envelope<Paged<KeyAccountRow>>) => r.contents,
      providesTags: (result) => listTags('KeyAccount', result?.data),
    }),
  }),
});

export const { useLeadDetailsQuery, useUploadLogoMutation, useSaveActivityMutation, useKeyAccountListQuery } =
  leadDetailsApi;
