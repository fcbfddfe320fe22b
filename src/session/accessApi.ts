import { createSelector } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import type { Envelope } from '../api/envelope';
import { LIST, leadRowTags, listTags } from '../api/tags';
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
 * lead's row everywhere and Lead LIST, the caller's LeadPermission records and the audit log
 * (the server records the request there).
 */
export const accessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkEditPermission: build.query<(AccessRequest | AccessFact)[], number>({
      query: (employeeId) => ({ url: '/check-edit-permission', method: 'POST', body: { employeeId } }),
      // The cache also holds requests marked pending here before the server answers (useAccessRequest).
      transformResponse: (r: Envelope<AccessRequest[]>) => r.contents,
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
              ...leadRowTags(lead_id),
              { type: 'Lead', id: LIST },
              { type: 'LeadPermission', id: LIST },
              { type: 'AuditEntry', id: LIST },
            ],
    }),
  }),
});

const { useCheckEditPermissionQuery } = accessApi;

const NO_RECORDS: (AccessRequest | AccessFact)[] = [];
/** Approved records always come from the server (only pending ones are added locally). */
const isGrant = (record: AccessRequest | AccessFact): record is AccessRequest =>
  record.status === 'approved' && 'id' in record;
const grantsOf = createSelector(
  [(records: (AccessRequest | AccessFact)[] | undefined) => records ?? NO_RECORDS],
  (records) => records.filter(isGrant),
);

/**
 * The caller's grants still in force (approved, not expired on the server's clock), with their
 * ends, for the header bell: the same cached POST /check-edit-permission answer the access checks
 * read, filtered (one endpoint per route).
 */
export function useMyGrants(employeeId: number | null) {
  return useCheckEditPermissionQuery(employeeId ?? skipToken, {
    selectFromResult: ({ data }) => ({ grants: grantsOf(data) }),
  });
}
