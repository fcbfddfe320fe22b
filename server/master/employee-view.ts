import type { Repos } from '../repositories';
import type { EmployeeRow } from '../stored/accounts';
import type { EmployeeView, MasterRef } from '../../contract/master-data';

const ref = (found: Map<number, MasterRef>, id: unknown): MasterRef | null => {
  const r = typeof id === 'number' ? found.get(id) : undefined;
  return r ? { id: r.id, name: r.name } : null;
};

/**
 * Employees as the API answers them, with their users, roles, departments and designations each
 * read in one call for all the rows. `full` picks the list/one shape of docs/data-model.md (never
 * the user's password hash); the others get what pickers need: id, name and work email, never
 * phone or home address.
 */
export async function employeeViews(
  repos: Repos,
  rows: EmployeeRow[],
  full: (e: EmployeeRow) => boolean,
): Promise<EmployeeView[]> {
  const [users, roles, departments, designations] = await Promise.all([
    repos.users.getMany(rows.map((e) => e.user_id)),
    repos.table('roles').getMany(rows.map((e) => e.role_id)),
    repos.table('departments').getMany(rows.map((e) => e.department_id)),
    repos.table('designations').getMany(rows.map((e) => e.designation_id)),
  ]);
  return rows.map((e) => {
    const user = users.get(e.user_id);
    const account = user ? { id: user.id, name: user.name, email: user.email } : null;
    if (!full(e))
      return {
        id: e.id,
        user_id: e.user_id,
        name: user?.name ?? '',
        email: user?.email ?? '',
        user: account,
      };
    return {
      id: e.id,
      user_id: e.user_id,
      user: account,
      phone: e.phone ?? null,
      address: e.address ?? null,
      profile_picture: e.profile_picture ?? null,
      parent_id: e.parent_id ?? null,
      department_id: e.department_id ?? null,
      designation_id: e.designation_id ?? null,
      role_id: e.role_id ?? null,
      role: ref(roles, e.role_id),
      department: ref(departments, e.department_id),
      designation: ref(designations, e.designation_id),
      created_at: e.created_at ?? null,
    };
  });
}
