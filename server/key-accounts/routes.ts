import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, ok } from '../http/envelope';
import { listPage, PAGE_SIZES, readPaging } from '../http/paging';
import { authOf } from '../http/request';
import { leadRelations, presentLead, presentRestrictedLead } from '../leads/present';
import { readFilters } from '../leads/query';
import { RelatedRows } from '../master/related-rows';
import { leadPolicy } from '../policy';
import { P } from '../../contract/permissions';
import type { KeyAccountRow } from '../../contract/records';

/**
 * GET /key-account-list: the leads that are key accounts (any activity with key_account 'Y',
 * docs/decisions.md), newest first, with the leads list's filters (search matches the
 * organization name and persons, as there) and paging. Rows are the leads list's, so a
 * restricted lead the caller may not read in full shows only the list's fields.
 */
export function keyAccountRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.get(
    '/key-account-list',
    auth,
    requirePermission(P.keyAccount),
    asyncHandler(async (req, res) => {
      const filters = readFilters(req.query as Record<string, unknown>);
      const paging = readPaging(req.query, { sizes: PAGE_SIZES });
      const policy = await leadPolicy(ctx, authOf(req));
      const { rows, total } = await ctx.repos.leads.page(filters, paging, policy, { keyAccounts: true });
      const page = listPage(rows, total, paging);
      const related = await RelatedRows.load(ctx.repos, page.data.flatMap(leadRelations));
      ok(res, {
        ...page,
        data: page.data.map((lead): KeyAccountRow => {
          const whole = policy.canReadInFull(lead);
          return {
            ...(whole ? presentLead(related, lead) : presentRestrictedLead(related, lead)),
            can_view_details: whole,
            pending_requests: policy.pending(lead),
          };
        }),
      });
    }),
  );

  return router;
}
