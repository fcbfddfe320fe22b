import { baseApi } from '../api/baseApi';
import type { Envelope } from '../api/envelope';
import type { EditRequest, LoginRequest, LoginResult, ResetPasswordRequest, RolePermissions } from './types';

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
    allLeadsEditRequests: build.query<EditRequest[], void>({
      query: () => '/all-leads-edit-requests',
      transformResponse: (response: Envelope<EditRequest[] | { data?: EditRequest[] }>) => {
        const contents = response.contents;
        if (Array.isArray(contents)) return contents;
        return contents?.data ?? [];
      },
      providesTags: (result) => [
        { type: 'EditRequest', id: 'LIST' },
        ...(result ?? []).map((r) => ({ type: 'EditRequest' as const, id: r.id })),
      ],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetRolePermissionsQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAllLeadsEditRequestsQuery,
} = authApi;
