import type { Store, Row } from '../db/store';

/** Resolve a user to employee, role and permission records (shared by login and authenticate). */
export function resolveIdentity(store: Store, user: Row) {
  const employee = store.list('employees').find((e) => e.user_id === user.id) ?? null;
  const role = employee ? (store.find('roles', employee.role_id) ?? null) : null;
  const ids = new Set<number>(Array.isArray(role?.permission_ids) ? role!.permission_ids : []);
  const permissions = store.list('permissions').filter((p) => ids.has(p.id));
  return { employee, role, permissions };
}

/** The `{user, roles, permissions}` shape of docs/data-model.md "Response shapes". */
export function profilePayload(store: Store, user: Row) {
  const { employee, role, permissions } = resolveIdentity(store, user);
  return {
    user: {
      id: user.id,
      employee_id: employee?.id ?? null,
      name: user.name,
      email: user.email,
      phone: employee?.phone ?? null,
      address: employee?.address ?? null,
      profile_picture: employee?.profile_picture ?? null,
      parent_id: employee?.parent_id ?? null,
      role_id: employee?.role_id ?? null,
    },
    roles: role ? [{ id: role.id, name: role.name }] : [],
    permissions: permissions.map((p) => ({ id: p.id, section_name: p.section_name, name: p.name })),
  };
}
