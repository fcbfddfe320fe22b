import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { notFound, validationError } from '../http/errors';
import { toInt } from '../validation/values';
import { leadPolicy } from '../policy';
import type { LeadPolicy } from '../policy/lead-policy';
import { sendPhoneCsv } from './csv';
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

  // `data` is either a list of lead ids (the selected rows) or an object with the filters of
  // GET /leads (the whole filtered list; paging ignored). One CSV line per concern-person phone.
  // Prospect and stakeholder exports share the path (server/prospects/file-routes.ts).
  const leadExport: express.RequestHandler = (req, _res, next) => {
    const source = bodyOf(req).source;
    next(source === 'prospects' || source === 'stackholders' ? 'route' : undefined);
  };
  router.post(
    '/download-all-phone',
    leadExport,
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const data = bodyOf(req).data;
      const policy = await leadPolicy(ctx, authOf(req));
      let leads: LeadRow[];
      if (Array.isArray(data)) {
        if (data.length > 100_000) throw validationError({ data: ['Too many lead ids.'] });
        const ids = data.map((v) => toInt(v));
        if (ids.some((n) => !Number.isInteger(n) || n < 1))
          throw validationError({ data: ['Every lead id must be an id.'] });
        const wanted = new Set(ids);
        const found = await ctx.repos.leads.getMany([...wanted]);
        leads = [...wanted].map((id) => found.get(id)).filter((l): l is LeadRow => !!l);
      } else if (data === undefined || data === null || (typeof data === 'object' && data)) {
        const filters = readFilters((data ?? {}) as Record<string, unknown>);
        leads = (await ctx.repos.leads.filter(filters, undefined, policy)).rows();
      } else {
        throw validationError({ data: ['The data must be the list filters or a list of lead ids.'] });
      }
      await auditGrantReads(ctx, policy, leads, 'export');
      sendPhoneCsv(
        res,
        (function* () {
          for (const lead of leads) {
            const org = lead.initial_info?.organization_name ?? '';
            // A restricted lead the caller may not read in full gives what its list row shows: first phones.
            const all = policy.canReadInFull(lead);
            for (const person of Array.isArray(lead.concern_person) ? lead.concern_person : []) {
              const phones: unknown[] = Array.isArray(person?.phone) ? person.phone : [];
              for (const phone of all ? phones : phones.slice(0, 1))
                yield [org, person?.name ?? '', phone] as [unknown, unknown, unknown];
            }
          }
        })(),
      );
    }),
  );

  return router;
}
