import { useGetRolePermissionsQuery } from '../../session/api';

/** Roles and permissions are fetched at application start. */
export function SessionBootstrap() {
  useGetRolePermissionsQuery();
  return null;
}
