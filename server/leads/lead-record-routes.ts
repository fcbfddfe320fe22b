import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { AuthContext } from '../auth/types';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { notFound, validationError } from '../http/errors';
import { toInt } from '../validation/values';
import {
  assertCanReadLead,
  canEditLead,
  employeeIdOf,
  requestIndex,
  type EmployeeRequestIndex,
  type PermissionType,
} from './access';
import { csvLine } from './csv';
import { presentLead } from './present';
import { filterLeads, readFilters } from './query';
import { pageOf, PAGE_SIZES, readPaging } from '../http/paging';
import { authOf, ID } from '../http/request';
import { P } from '../../contract/permissions';

/** What the list's action menu needs for the caller, so the app makes no per-row calls. */
function withAccess(ctx: AppContext, auth: AuthContext, index: EmployeeRequestIndex, lead: Row) {
  const edit = auth.permissionNames.has(P.leadsEdit) || index.approved.has(`${lead.id}:Edit`);
  const details =
    lead.is_disabled !== 1 ||
    auth.permissionNames.has(P.leadsDetails) ||
    index.approved.has(`${lead.id}:Details`);
  const pending: PermissionType[] = [];
  if (index.pending.has(`${lead.id}:Edit`)) pending.push('Edit');
  if (index.pending.has(`${lead.id}:Details`)) pending.push('Details');
  return {
    ...presentLead(ctx.repos, lead),
    can_edit: edit,
    can_view_details: details,
    can_delete: auth.permissionNames.has(P.leadsDelete),
    pending_requests: pending,
  };
}

/** The lead list, one lead, its delete and the phone export. */
export function leadRecordRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  // The list and its export are the "All Leads" screen (menu permission manage leads).
  router.get('/leads', auth, requirePermission(P.manageLeads), (req, res) => {
    const me = authOf(req);
    const filters = readFilters(req.query as Record<string, unknown>);
    const paging = readPaging(req.query, { sizes: PAGE_SIZES });
    const rows = filterLeads(ctx.repos.leads, filters);
    const index = requestIndex(ctx.repos, employeeIdOf(me));
    const result = pageOf(rows, paging);
    ok(res, { ...result, data: result.data.map((lead) => withAccess(ctx, me, index, lead)) });
  });

  router.get(`/leads/${ID}`, auth, (req, res) => {
    const me = authOf(req);
    const lead = ctx.repos.leads.get(Number(req.params.id));
    if (!lead) throw notFound('Lead not found.');
    // Whoever may edit the lead needs its data to fill the edit wizard, even if it is disabled.
    if (!canEditLead(ctx, me, lead)) assertCanReadLead(ctx, me, lead);
    ok(res, withAccess(ctx, me, requestIndex(ctx.repos, employeeIdOf(me)), lead));
  });

  // A lead's activities, access requests and notifications are parts of the lead, not records of
  // their own: they go with it. Nothing else references a lead, so there is no 409 case.
  router.delete(
    `/leads/${ID}`,
    auth,
    requirePermission(P.leadsDelete),
    asyncHandler(async (req, res) => {
      const id = Number(req.params.id);
      await ctx.transaction((tx) => {
        if (!ctx.repos.leads.remove(tx, id)) throw notFound('Lead not found.');
        ctx.repos.activities.removeOfLead(tx, id);
        ctx.repos.accessRequests.removeOfLead(tx, id);
        ctx.repos.notifications.removeOfLead(tx, id);
      });
      ok(res, undefined, 'Lead deleted successfully.');
    }),
  );

  // `data` is either a list of lead ids (the selected rows) or an object with the filters of
  // GET /leads (the whole filtered list; paging ignored). One CSV line per concern-person phone.
  router.post('/download-all-phone', auth, requirePermission(P.manageLeads), (req, res) => {
    const data = bodyOf(req).data;
    let leads: Row[];
    if (Array.isArray(data)) {
      if (data.length > 100_000) throw validationError({ data: ['Too many lead ids.'] });
      const ids = data.map((v) => toInt(v));
      if (ids.some((n) => !Number.isInteger(n) || n < 1))
        throw validationError({ data: ['Every lead id must be an id.'] });
      const wanted = new Set(ids);
      leads = [...wanted].map((id) => ctx.repos.leads.get(id)).filter((l): l is Row => !!l);
    } else if (data === undefined || data === null || (typeof data === 'object' && data)) {
      leads = filterLeads(ctx.repos.leads, readFilters((data ?? {}) as Record<string, unknown>));
    } else {
      throw validationError({ data: ['The data must be the list filters or a list of lead ids.'] });
    }
    const lines = [csvLine(['Organization Name', 'Concern Person', 'Phone'])];
    for (const lead of leads) {
      const org = lead.initial_info?.organization_name ?? '';
      for (const person of Array.isArray(lead.concern_person) ? lead.concern_person : []) {
        for (const phone of Array.isArray(person?.phone) ? person.phone : []) {
          lines.push(csvLine([org, person?.name ?? '', phone]));
        }
      }
    }
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="phone_numbers.csv"')
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  return router;
}
