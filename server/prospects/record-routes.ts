import express, { type Request, type RequestHandler, type Router } from 'express';
import type { PermissionName } from '../../contract/permissions';
import { requirePermission } from '../auth/authenticate';
import type { AppContext } from '../context';

import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { FORBIDDEN, HttpError, notFound } from '../http/errors';
import { toInt } from '../validation/values';
import { readOrganization } from './input';
import { storedAttachments } from '../leads/wizard/concern-person-input';
import { organizationPolicy, type OrganizationKind } from './policy';
import { presentOrganizations } from './present';
import type { Repos } from '../repositories';
import { insertOrganization, updateOrganization } from './write';
import type { OrganizationRow } from '../stored/leads';

export interface OrganizationRouteOptions {
  kind: OrganizationKind;
  /** '/prospects' or '/stackholders'. */
  base: string;
  /** Needed for every call of this kind. */
  permission: PermissionName;
  repo: Repos['prospects'];
  /** "Prospect" / "Stakeholder" in messages. */
  title: string;
}

/** POST <base>, GET/PUT/DELETE <base>/{id}: the same record calls for prospects and stakeholders. */
export function organizationRecordRoutes(
  ctx: AppContext,
  auth: RequestHandler,
  o: OrganizationRouteOptions,
): Router {
  const router = express.Router();
  const gate = [auth, requirePermission(o.permission)];
  const policyOf = (req: Request) => organizationPolicy(o.kind, req.auth!);
  const found = async (req: Request): Promise<OrganizationRow> => {
    const row = await o.repo.get(toInt(req.params.id));
    if (!row) throw notFound(`${o.title} not found.`);
    return row;
  };
  const flags = (req: Request, row: OrganizationRow) => {
    const policy = policyOf(req);
    return { can_edit: policy.canEdit(row), can_delete: policy.canDelete(row) };
  };
  const presentOne = async (req: Request, row: OrganizationRow) =>
    (await presentOrganizations(ctx, [row], (r) => flags(req, r)))[0];
  const writer = (req: Request) => ({ repos: ctx.repos, auth: req.auth!, now: ctx.now() });

  router.post(
    o.base,
    ...gate,
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const values = await readOrganization(
        ctx,
        body,
        await storedAttachments(ctx.files, body.concern_person_info),
      );
      const row = await ctx.transaction((tx) => insertOrganization({ ...writer(req), tx }, o.repo, values));
      created(res, await presentOne(req, row), `${o.title} created successfully.`);
    }),
  );

  router.get(
    `${o.base}/:id`,
    ...gate,
    asyncHandler(async (req, res) => {
      const row = await found(req);
      ok(res, await presentOne(req, row));
    }),
  );

  router.put(
    `${o.base}/:id`,
    ...gate,
    asyncHandler(async (req, res) => {
      const before = await found(req);
      if (!policyOf(req).canEdit(before)) throw new HttpError(403, FORBIDDEN);
      const body = bodyOf(req);
      const values = await readOrganization(
        ctx,
        body,
        await storedAttachments(ctx.files, body.concern_person_info),
      );
      const row = await ctx.transaction(async (tx) => {
        // Re-read inside the lock: it may have been deleted since.
        const current = await o.repo.get(before.id, tx);
        if (!current) throw notFound(`${o.title} not found.`);
        return updateOrganization({ ...writer(req), tx }, o.repo, current, values);
      });
      ok(res, await presentOne(req, row), `${o.title} updated successfully.`);
    }),
  );

  router.delete(
    `${o.base}/:id`,
    ...gate,
    asyncHandler(async (req, res) => {
      const row = await found(req);
      if (!policyOf(req).canDelete(row)) throw new HttpError(403, FORBIDDEN);
      await ctx.transaction((tx) => o.repo.remove(tx, [row.id]));
      ok(res, undefined, `${o.title} deleted successfully.`);
    }),
  );

  return router;
}
