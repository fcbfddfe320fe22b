import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { leadPolicy } from '../policy';
import type { LeadPolicy } from '../policy/lead-policy';
import { leadPhoneExport } from './phone-export';
import { leadRelations, presentLead, presentRestrictedLead } from './present';
import { RelatedRows } from '../master/related-rows';
import { readFilters } from './query';
import { listPage, PAGE_SIZES, readPaging } from '../http/paging';
import { authOf, ID } from '../http/request';
import { P } from '../../contract/permissions';
import { auditGrantReads } from '../audit/reads';
import { LEAD_NOT_FOUND } from '../../contract/errors';
import type { LeadRow } from '../stored/leads';
import type { Lead, LeadCallerFlags, LeadListRow } from '../../contract/records';

/** What the row's action menu needs for the caller (so the app makes no per-row calls). */
function callerFlags(policy: LeadPolicy, lead: LeadRow): LeadCallerFlags {
  return {
    can_edit: policy.canEdit(lead),
    can_continue: !policy.canEdit(lead) && policy.canComplete(lead),
    can_view_details: policy.canReadInFull(lead),
    can_delete: policy.canDelete(),
    pending_requests: policy.pending(lead),
    grant_ends: policy.grantEnds(lead),
  };
}

/** A list row: a restricted lead the caller may not read in full carries only what the list shows. */
function rowFor(related: RelatedRows, policy: LeadPolicy, lead: LeadRow): LeadListRow {
  const flags = callerFlags(policy, lead);
  return policy.canReadInFull(lead)
    ? { ...presentLead(related, lead), ...flags }
    : { ...presentRestrictedLead(related, lead), ...flags };
}

/** The lead list, one lead, its delete and the phone export. */
export function leadRecordRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  // The list and its export are the "All Leads" screen (menu permission manage leads).
  router.get(
    '/leads',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const filters = readFilters(req.query as Record<string, unknown>);
      const paging = readPaging(req.query, { sizes: PAGE_SIZES });
      const policy = await leadPolicy(ctx, me);
      // The store cuts the page (one SQL query on PostgreSQL): no request reads the whole list.
      const { rows, total } = await ctx.repos.leads.page(filters, paging, policy);
      const result = listPage(rows, total, paging);
      await auditGrantReads(ctx, policy, result.data, 'list');
      const related = await RelatedRows.load(ctx.repos, result.data.flatMap(leadRelations));
      ok(res, { ...result, data: result.data.map((lead) => rowFor(related, policy, lead)) });
    }),
  );

  router.get(
    `/leads/${ID}`,
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const lead = await ctx.repos.leads.get(Number(req.params.id));
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      const policy = await leadPolicy(ctx, me);
      policy.assertCanOpen(lead);
      await auditGrantReads(ctx, policy, [lead], 'lead');
      // Whoever may open it gets all of it: an editor of a restricted lead fills the wizard from it.
      const related = await RelatedRows.load(ctx.repos, leadRelations(lead));
      ok(res, { ...presentLead(related, lead), ...callerFlags(policy, lead) } satisfies Lead);
    }),
  );

  // A lead's activities, access requests and notifications are parts of the lead, not records of
  // their own: they go with it. Nothing else references a lead, so there is no 409 case.
  router.delete(
    `/leads/${ID}`,
    auth,
    requirePermission(P.leadsDelete),
    asyncHandler(async (req, res) => {
      const id = Number(req.params.id);
      await ctx.transaction(async (tx) => {
        if (!(await ctx.repos.leads.remove(tx, id))) throw notFound(LEAD_NOT_FOUND);
        await ctx.repos.activities.removeOfLead(tx, id);
        await ctx.repos.accessRequests.removeOfLead(tx, id);
        await ctx.repos.notifications.removeOfLead(tx, id);
        await ctx.repos.taskReminders.removeOfLead(tx, id);
      });
      ok(res, undefined, 'Lead deleted successfully.');
    }),
  );

  router.use(leadPhoneExport(ctx, auth));

  return router;
}
