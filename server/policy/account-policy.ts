import type { AuthContext } from '../auth/types';
import { permissionsOf } from '../auth/profile';
import type { Tx } from '../db/tx';
import { conflict, HttpError } from '../http/errors';
import type { Repos } from '../repositories';
import { P } from '../../contract/permissions';

const ABOVE_CALLER = 'You cannot change an account or give a role with permissions you do not hold yourself.';
const NO_ROLE_MANAGER =
  'Cannot save: no one would be left who may manage roles (the manage role permission).';

/** The permission names a role grants (none for an unknown role). */
async function namesOfRole(repos: Repos, roleId: unknown, via?: Tx): Promise<Set<string>> {
  const role = typeof roleId === 'number' ? await repos.roles.get(roleId, via) : undefined;
  return new Set((await permissionsOf(repos, role, via)).map((p) => String(p.name)));
}

/**
 * Whoever holds `employees` may add and change accounts, but not beyond their own rights: without
 * `manage role` (which can grant anything anyway), an account they change and a role they give
 * must carry no permission they lack. Otherwise the employees permission alone made its holder
 * Admin, or changed an Admin's password or e-mail (docs/decisions.md "Accounts").
 */
export async function assertWithinCaller(
  repos: Repos,
  auth: AuthContext,
  roleIds: unknown[],
  via?: Tx,
): Promise<void> {
  if (auth.permissionNames.has(P.manageRole)) return;
  for (const roleId of roleIds)
    for (const name of await namesOfRole(repos, roleId, via))
      if (!auth.permissionNames.has(name)) throw new HttpError(403, ABOVE_CALLER);
}

/** The role of the employee behind a user (for the profile update of another user). */
export const roleOfUser = async (repos: Repos, userId: number): Promise<unknown> =>
  (await repos.employees.byUserId(userId))?.role_id;

/**
 * Inside a transaction, after its change: someone with a sign-in must still hold `manage role`,
 * or nobody could ever assign permissions again (roles, employees' roles, deletes).
 */
export async function assertSomeoneManagesRoles(repos: Repos, via: Tx): Promise<void> {
  const managing = new Set<number>();
  for (const role of await repos.roles.list(via))
    if ((await namesOfRole(repos, role.id, via)).has(P.manageRole)) managing.add(role.id);
  const holders = await repos.employees.withRoles(managing, via);
  const users = await repos.users.getMany(
    holders.map((e) => e.user_id),
    via,
  );
  if (users.size === 0) throw conflict(NO_ROLE_MANAGER);
}
