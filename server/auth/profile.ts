import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { EmployeeRow, PermissionRow, RoleRow } from '../stored/accounts';

/**
 * The two lookups behind a user's role: `repos` on either store, or the embedded store's own
 * repositories before `repos` exists (server/auth/repository.ts SessionRepository `signedIn`).
 */
export interface RoleLookups {
  employees: { byUserId(userId: number): Promise<EmployeeRow | undefined> };
  roles: { get(id: number | null | undefined): Promise<RoleRow | undefined> };
}

/**
 * The user's employee record and role (either may be missing): the profile's, and on the
 * embedded store the signed-in check's (PostgreSQL's server/db/postgres/repos/sessions.ts
 * `signedIn` answers the same in its join).
 */
export async function resolveRole(
  repos: RoleLookups,
  user: Pick<Row, 'id'>,
): Promise<{ employee: EmployeeRow | null; role: RoleRow | null }> {
  const employee = (await repos.employees.byUserId(user.id)) ?? null;
  const role = employee ? ((await repos.roles.get(employee.role_id)) ?? null) : null;
  return { employee, role };
}

/** The permission rows a role grants (`via`: read through a transaction's draft). */
export async function permissionsOf(
  repos: Repos,
  role: Row | null | undefined,
  via?: Tx,
): Promise<PermissionRow[]> {
  const ids: number[] = Array.isArray(role?.permission_ids) ? role!.permission_ids : [];
  const found = await repos.permissions.getMany(ids, via);
  return ids.map((id) => found.get(id)).filter((p): p is PermissionRow => !!p);
}

async function resolveIdentity(repos: Repos, user: Row) {
  const { employee, role } = await resolveRole(repos, user);
  return { employee, role, permissions: await permissionsOf(repos, role) };
}

/** The `{user, roles, permissions}` shape of docs/data-model.md "Response shapes". */
export async function profilePayload(repos: Repos, user: Row) {
  const { employee, role, permissions } = await resolveIdentity(repos, user);
  return {
    user: {
      id: user.id,
      employee_id: employee?.id ?? null,
      name: user.name,
      email: user.email,
      phone: employee?.phone ?? null,
      address: employee?.address ?? null,
      profile_picture: employee?.profile_picture ?? null,
      /** The picture's name as uploaded (the stored name is random); null for seeded pictures. */
      profile_picture_name: employee?.profile_picture_name ?? null,
      parent_id: employee?.parent_id ?? null,
      role_id: employee?.role_id ?? null,
    },
    roles: role ? [{ id: role.id, name: role.name }] : [],
    permissions: permissions.map((p) => ({ id: p.id, section_name: p.section_name, name: p.name })),
  };
}
