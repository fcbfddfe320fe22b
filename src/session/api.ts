import { createSelector } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { Envelope } from '../api/envelope';
import { LIST, leadRowTags, listTags } from '../api/tags';
import type {
  AccessRequest,
  LoginRequest,
  LoginResult,
  RequestAction,
  ResetPasswordRequest,
  RolePermissions,
} from './types';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: Envelope<LoginResult>) => response.contents,
    }),
    logout: build.mutation<{ message?: string }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    getRolePermissions: build.query<RolePermissions, void>({
      query: () => 'get-role-permissions',
      transformResponse: (response: Envelope<RolePermissions>) => response.contents,
      providesTags: [{ type: 'Auth', id: 'ROLE_PERMISSIONS' }],
    }),
    forgotPassword: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message?: string }, ResetPasswordRequest>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    /** Supervisor notifications: every edit/details request the user may act on. */
    allLeadsEditRequests: build.query<AccessRequest[], void>({
      query: () => '/all-leads-edit-requests',
      transformResponse: (response: Envelope<AccessRequest[]>) => response.contents,
      providesTags: (result) => listTags('EditRequest', result),
    }),
    /**
     * A supervisor approves or rejects a request (the requests page and the header bell). The
     * cached request list takes the server's answer at once (the bell and the page drop it from
     * "pending" without waiting); the list is refetched too, as the lead and its requests changed.
     */
    leadsEditRequestAction: build.mutation<
      { message?: string; notification: AccessRequest },
      { id: number; permissionType: string; actionType: RequestAction; duration_days?: number }
    >({
      query: (body) => ({ url: '/leads-edit-request-action', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const updated = data?.notification;
        if (!updated) return;
        dispatch(
          authApi.util.updateQueryData('allLeadsEditRequests', undefined, (draft) => {
            const index = draft.findIndex((r) => r.id === updated.id);
            if (index >= 0) draft[index] = updated;
          }),
        );
      },
      invalidatesTags: (result, error) =>
        error
          ? []
          : [
              { type: 'EditRequest', id: LIST },
              ...(result ? leadRowTags(result.notification.lead_id) : []),
              { type: 'Lead', id: LIST },
              { type: 'LeadPermission', id: LIST },
              // The server records every decision in the audit log.
              { type: 'AuditEntry', id: LIST },
            ],
    }),
  }),
});

const NO_REQUESTS: AccessRequest[] = [];
const pendingOf = createSelector(
  [(requests: AccessRequest[] | undefined) => requests ?? NO_REQUESTS],
  (requests) => requests.filter((r) => r.status === 'pending'),
);

/** The supervisor's requests still waiting for a decision, read from the cached request list. */
export function usePendingEditRequests() {
  return authApi.useAllLeadsEditRequestsQuery(undefined, {
    selectFromResult: ({ data }) => ({ pending: pendingOf(data) }),
  });
}

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetRolePermissionsQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAllLeadsEditRequestsQuery,
  useLeadsEditRequestActionMutation,
} = authApi;
