import { baseApi } from '../api/baseApi';
import type { Envelope } from '../api/envelope';
import { LIST, listTags } from '../api/tags';
import type { AccessFact, AccessKind } from '../../machines/access-request.machine';
import type { AccessRequest } from '../../contract/access-requests';

export interface MessageResult {
  message?: string;
}

const requestPath: Record<AccessKind, string> = {
  Edit: '/request-for-leads-edit',
  Details: '/request-for-leads-details',
};

/**
 * The caller's lead access records and the Edit / Details requests: shared, because the leads
 * list and the details pages both ask for access. A request invalidates EditRequest LIST, the
 * lead and Lead LIST, and the caller's LeadPermission records.
 */
export const accessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkEditPermission: build.query<AccessFact[], number>({
      query: (employeeId) => ({ url: '/check-edit-permission', method: 'POST', body: { employeeId } }),
      // The cache also holds requests marked pending here before the server answers (useAccessRequest).
      transformResponse: (r: Envelope<AccessRequest[]>): AccessFact[] => r.contents,
      // The caller's records are refetched as a whole (a request or decision invalidates LIST).
      providesTags: () => listTags('LeadPermission', undefined),
    }),
    requestLeadAccess: build.mutation<
      MessageResult,
      { kind: AccessKind; lead_id: number; employee_id: number }
    >({
      query: ({ kind, lead_id, employee_id }) => ({
        url: requestPath[kind],
        method: 'POST',
        body: { lead_id, employee_id },
      }),
      invalidatesTags: (_r, error, { lead_id }) =>
        error
          ? []
          : [
              { type: 'EditRequest', id: LIST },
              { type: 'Lead', id: lead_id },
              { type: 'Lead', id: LIST },
              { type: 'LeadPermission', id: LIST },
            ],
    }),
  }),
});

export const { useCheckEditPermissionQuery, useRequestLeadAccessMutation } = accessApi;
