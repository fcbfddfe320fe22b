import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';

export interface PermissionItem {
  id: number;
  section_name: string | null;
  name: string;
}

export interface RolePermissionSet {
  id: number;
  name: string;
  permission_ids: number[];
  all_permissions: PermissionItem[];
}

/** GET /roles/{id}/permissions and POST /roles/{id}/permissions/sync. */
const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rolePermissionSet: build.query<RolePermissionSet, number>({
      query: (roleId) => `/roles/${roleId}/permissions`,
      transformResponse: (r: Envelope<RolePermissionSet>) => r.contents,
      providesTags: (_r, _e, roleId) => [{ type: 'RolePermission', id: roleId }],
    }),
    syncRolePermissions: build.mutation<{ message?: string }, { roleId: number; permissions: number[] }>({
      query: ({ roleId, permissions }) => ({
        url: `/roles/${roleId}/permissions/sync`,
        method: 'POST',
        body: { permissions },
      }),
      // The signed-in user's own role may have changed: re-fetch get-role-permissions so the
      // sidebar updates without a reload.
      invalidatesTags: (_r, error, { roleId }) =>
        error
          ? []
          : [
              { type: 'RolePermission', id: roleId },
              { type: 'Auth', id: 'ROLE_PERMISSIONS' },
            ],
    }),
  }),
});

export const { useRolePermissionSetQuery, useSyncRolePermissionsMutation } = rolesApi;
