import { SAVE_PATHS } from '../api/activitySaves';
import { baseApi } from '../api/baseApi';
import { leadDetailsTags } from '../api/tags';
import type { Envelope } from '../api/envelope';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { REFUSE_DUPLICATE_HEADER } from '../../contract/duplicates';
import type { QueuedActivityType } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const LEAD_LIST = { type: 'Lead' as const, id: 'LIST' };
const REPORT_LIST = { type: 'Report' as const, id: 'LIST' };
const idOf = (r: Envelope<{ id: number }>) => r.contents.id;
/** The sync decides when to try (src/offline/cachedBaseQuery.ts would skip a call while offline). */
const evenOffline = { evenOffline: true };

/**
 * The calls the sync makes for a queued unit (src/queue/sendUnit.ts): the wizard's create calls and
 * the note and log saves of the details page, each with its Idempotency-Key header
 * (src/queue/keys.ts).
 */
export const queueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Unless `createAnyway`, a likely duplicate is answered 409 and not created (docs/api.md). */
    queuedInitialInfo: build.mutation<number, { key: string; body: Loose; createAnyway: boolean }>({
      query: ({ key, body, createAnyway }) => ({
        url: '/store-leads-initial-info',
        method: 'POST',
        body,
        headers: {
          [IDEMPOTENCY_HEADER]: key,
          ...(createAnyway ? {} : { [REFUSE_DUPLICATE_HEADER]: 'true' }),
        },
      }),
      transformResponse: idOf,
      invalidatesTags: [LEAD_LIST, REPORT_LIST],
      extraOptions: evenOffline,
    }),
    queuedCard: build.mutation<string, { key: string; file: Blob; name: string }>({
      query: ({ key, file, name }) => {
        const form = new FormData();
        form.append('file', file, name);
        return { url: '/upload-file', method: 'POST', body: form, headers: { [IDEMPOTENCY_HEADER]: key } };
      },
      transformResponse: (r: { file_name: string }) => r.file_name,
      extraOptions: evenOffline,
    }),
    queuedPersons: build.mutation<number, { key: string; body: Loose & { lead_id: number } }>({
      query: ({ key, body }) => ({
        url: '/lead-concern-info',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      transformResponse: idOf,
      invalidatesTags: [LEAD_LIST, REPORT_LIST],
      extraOptions: evenOffline,
    }),
    /** An open details page of the lead shows the sent activity (and drops it from the queued ones). */
    queuedActivity: build.mutation<
      unknown,
      { key: string; type: QueuedActivityType; leadId: number; body: Loose }
    >({
      query: ({ key, type, body }) => ({
        url: SAVE_PATHS[type],
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : leadDetailsTags(leadId)),
      extraOptions: evenOffline,
    }),
  }),
});
