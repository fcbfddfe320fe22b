import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { authOf } from '../http/request';
import { P } from '../../contract/permissions';
import { detailsLead } from './access';
import { detailsContents } from './timeline';

/** The lead details page's read, and the key account details page's (a key account only). */
export function timelineRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post(
    '/get-leads-details-tab-count-and-data',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const lead = await detailsLead(ctx, authOf(req), bodyOf(req).lead_id);
      ok(res, await detailsContents(ctx, authOf(req), lead));
    }),
  );

  router.post(
    '/get-key-account-details-tab-count',
    auth,
    requirePermission(P.keyAccount),
    asyncHandler(async (req, res) => {
      const lead = await detailsLead(ctx, authOf(req), bodyOf(req).lead_id);
      if (!(await ctx.repos.activities.isKeyAccount(lead.id))) throw notFound('Key account not found.');
      ok(res, await detailsContents(ctx, authOf(req), lead));
    }),
  );

  return router;
}
