import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { ErrorBag } from '../validation/errors';
import { toInt } from '../validation/values';
import { ID } from '../http/request';
import { recordOf } from './generic-routes';
import { P } from '../../contract/permissions';
import { assertSomeoneManagesRoles } from '../policy/account-policy';

/** Role ↔ permission assignment; everything here needs 'manage role'. */
export function rolePermissionRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const can = requirePermission(P.manageRole);
  const { repos } = ctx;
  const permissions = repos.table('permissions');
  const allPermissions = async () =>
    (await permissions.list()).map((p) => ({ id: p.id, section_name: p.section_name, name: p.name }));

  router.get(
    '/permissions',
    auth,
    can,
    asyncHandler(async (_req, res) => ok(res, await allPermissions())),
  );

  router.get(
    `/roles/${ID}/permissions`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      const role = await recordOf(ctx, 'roles', req.params.id);
      const held = new Set<number>(Array.isArray(role.permission_ids) ? role.permission_ids : []);
      const all = await allPermissions();
      ok(res, {
        id: role.id,
        name: role.name,
        role: { id: role.id, name: role.name },
        permissions: all.filter((p) => held.has(p.id)),
        permission_ids: all.filter((p) => held.has(p.id)).map((p) => p.id),
        all_permissions: all,
      });
    }),
  );

  router.post(
    `/roles/${ID}/permissions/sync`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      const roleId = (await recordOf(ctx, 'roles', req.params.id)).id;
      const raw = bodyOf(req).permissions;
      const bag = new ErrorBag();
      const ids = new Set<number>();
      if (!Array.isArray(raw)) bag.add('permissions', 'The permissions must be a list of permission ids.');
      else {
        const asked = raw.map((v) => toInt(typeof v === 'object' && v ? (v as { id?: unknown }).id : v));
        const known = await permissions.getMany(asked);
        asked.forEach((id, i) => {
          if (Number.isNaN(id) || !known.has(id))
            bag.add(`permissions.${i}`, 'The selected permission is invalid.');
          else ids.add(id);
        });
      }
      bag.throwIfAny();
      const role = await ctx.transaction(async (tx) => {
        const updated = await repos.table('roles').update(tx, roleId, {
          permission_ids: [...ids].sort((a, b) => a - b),
          updated_at: ctx.now().toISOString(),
        });
        await assertSomeoneManagesRoles(repos, tx);
        return updated;
      });
      ok(
        res,
        { id: role.id, name: role.name, permission_ids: role.permission_ids },
        'Permissions updated successfully.',
      );
    }),
  );

  return router;
}
