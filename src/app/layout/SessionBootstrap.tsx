import { useGetRolePermissionsQuery } from '../../session/api';

/** Roles and permissions are fetched at application start (spec part 1 §4, part 2 §6). */
export function SessionBootstrap() {
  useGetRolePermissionsQuery();
  return null;
}
