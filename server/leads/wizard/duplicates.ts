import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import { asyncHandler, bodyOf, ok } from '../../http/envelope';
import { authOf } from '../../http/request';
import { leadPolicy } from '../../policy';
import { toInt } from '../../validation/values';
import { requirePermission } from '../../auth/authenticate';
import { P } from '../../../contract/permissions';
import { duplicatesOf } from './duplicate-matches';
import { sendDuplicateIndex } from './duplicate-index';

/**
 * POST /lead-duplicates-check {organization_name?, phones?, emails?, exclude_lead_id?}: existing
 * leads and prospects that look like the one being created, so the wizard can warn first.
 * Read-only; the lead wizard's call, so it needs manage leads like the lead create.
 * GET /lead-duplicates-index: the leads the caller may see, for the same check offline
 * (./duplicate-index.ts); manage leads like the list that shows them.
 */
export function duplicateRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.post(
    '/lead-duplicates-check',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      ok(
        res,
        await duplicatesOf(ctx, {
          organization_name: body.organization_name,
          phones: body.phones ?? body.phone,
          emails: body.emails ?? body.email,
          exclude_lead_id: toInt(body.exclude_lead_id),
        }),
      );
    }),
  );
  router.get(
    '/lead-duplicates-index',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      await sendDuplicateIndex(ctx, await leadPolicy(ctx, authOf(req)), res);
    }),
  );
  return router;
}
