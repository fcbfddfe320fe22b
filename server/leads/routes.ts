import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/store';
import type { AuthContext } from '../auth/types';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { conflict, HttpError, notFound, UNAUTHENTICATED, validationError } from '../http/errors';
import { toInt } from '../validation/values';
import {
  assertCanReadLead,
  canEditLead,
  canReadLeadDetails,
  employeeIdOf,
  isAdmin,
  isSupervisorOf,
  LEADS_DELETE,
  LEADS_DETAILS,
  LEADS_EDIT,
  LEADS_EDIT_REQUESTS,
  requestIndex,
  subordinateIds,
  type EmployeeRequestIndex,
  type PermissionType,
} from './access';
import { csvLine } from './csv';
import { employeeName, presentLead } from './present';
import { filterLeads, pageNumber, pageSize, readFilters } from './query';

const ID = ':id(\\d+)';
const MANAGE_LEADS = 'manage leads';

const authOf = (req: express.Request): AuthContext => {
  if (!req.auth) throw new HttpError(401, UNAUTHENTICATED);
  return req.auth;
};

/** What the list's action menu needs for the caller, so the app makes no per-row calls. */
function withAccess(ctx: AppContext, auth: AuthContext, index: EmployeeRequestIndex, lead: Row) {
  const edit = auth.permissionNames.has(LEADS_EDIT) || index.approved.has(`${lead.id}:Edit`);
  const details =
    lead.is_disabled !== 1 ||
    auth.permissionNames.has(LEADS_DETAILS) ||
    index.approved.has(`${lead.id}:Details`);
  const pending: PermissionType[] = [];
  if (index.pending.has(`${lead.id}:Edit`)) pending.push('Edit');
  if (index.pending.has(`${lead.id}:Details`)) pending.push('Details');
  return {
    ...presentLead(ctx.store, lead),
    can_edit: edit,
    can_view_details: details,
    can_delete: auth.permissionNames.has(LEADS_DELETE),
    pending_requests: pending,
  };
}

const leadRef = (ctx: AppContext, leadId: number) => {
  const lead = ctx.store.find('leads', leadId);
  return { id: leadId, organization_name: lead?.initial_info?.organization_name ?? '' };
};

/** An edit/details request as the API answers it (spec part 1 §3). */
export function presentRequest(ctx: AppContext, r: Row) {
  return {
    id: r.id,
    lead_id: r.lead_id,
    lead: leadRef(ctx, r.lead_id),
    employee: employeeName(ctx.store, r.employee_id),
    employee_id: r.employee_id,
    permission_type: r.permission_type,
    status: r.status,
    created_at: r.created_at,
    acted_by: r.acted_by ?? null,
    acted_at: r.acted_at ?? null,
  };
}

function presentNotification(ctx: AppContext, n: Row) {
  const exhibition =
    typeof n.exhibition_id === 'number' ? ctx.store.find('exhibitions', n.exhibition_id) : undefined;
  return {
    id: n.id,
    employee_id: n.employee_id,
    lead_id: n.lead_id,
    exhibition_id: n.exhibition_id ?? null,
    assigned_type: n.assigned_type,
    is_read: n.is_read === 1 ? 1 : 0,
    created_at: n.created_at,
    exhibition: exhibition ? { id: exhibition.id, name: exhibition.name } : null,
    lead: leadRef(ctx, n.lead_id),
  };
}

const byNewest = (a: Row, b: Row) =>
  String(a.created_at) === String(b.created_at)
    ? b.id - a.id
    : String(a.created_at) < String(b.created_at)
      ? 1
      : -1;

/** A required positive integer field of a JSON body (422 keyed by the field otherwise). */
function idField(body: Record<string, unknown>, key: string): number {
  const n = toInt(body[key]);
  if (body[key] === undefined || body[key] === null || body[key] === '')
    throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} field is required.`] });
  if (!Number.isInteger(n) || n < 1)
    throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} must be an id.`] });
  return n;
}

const REQUEST_WORDS: Record<
  PermissionType,
  { noun: string; sent: string; already: string; pending: string }
> = {
  Edit: {
    noun: 'edit',
    sent: 'Edit request sent successfully.',
    already: 'You can already edit this lead.',
    pending: 'You already have a pending edit request for this lead.',
  },
  Details: {
    noun: 'details',
    sent: 'Details request sent successfully.',
    already: 'You can already open the details of this lead.',
    pending: 'You already have a pending details request for this lead.',
  },
};

/**
 * The lead list, lead read/delete, edit/details access requests with supervisor approval, and
 * assigned-employee notifications (issue 3; spec part 1 §6–7, part 2 §4, §7).
 */
export function leadRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  // The list and its export are the "All Leads" screen (menu permission manage leads).
  router.get('/leads', auth, requirePermission(MANAGE_LEADS), (req, res) => {
    const me = authOf(req);
    const filters = readFilters(req.query as Record<string, unknown>);
    const perPage = pageSize(req.query.per_page);
    const page = pageNumber(req.query.page);
    const rows = filterLeads(ctx.store, filters);
    const index = requestIndex(ctx.store, employeeIdOf(me));
    ok(res, {
      data: rows.slice((page - 1) * perPage, page * perPage).map((lead) => withAccess(ctx, me, index, lead)),
      total: rows.length,
      current_page: page,
      per_page: perPage,
    });
  });

  router.get(`/leads/${ID}`, auth, (req, res) => {
    const me = authOf(req);
    const lead = ctx.store.find('leads', Number(req.params.id));
    if (!lead) throw notFound('Lead not found.');
    // Whoever may edit the lead needs its data to fill the edit wizard, even if it is disabled.
    if (!canEditLead(ctx, me, lead)) assertCanReadLead(ctx, me, lead);
    ok(res, withAccess(ctx, me, requestIndex(ctx.store, employeeIdOf(me)), lead));
  });

  // A lead's activities, access requests and notifications are parts of the lead, not records of
  // their own: they go with it. Nothing else references a lead, so there is no 409 case.
  router.delete(
    `/leads/${ID}`,
    auth,
    requirePermission(LEADS_DELETE),
    asyncHandler(async (req, res) => {
      const id = Number(req.params.id);
      if (!ctx.store.find('leads', id)) throw notFound('Lead not found.');
      ctx.store.remove('leads', id);
      for (const collection of ['lead-activities', 'lead-permissions', 'notifications']) {
        const rows = ctx.store.list(collection);
        // In place: json-server's router holds the same arrays.
        for (let i = rows.length - 1; i >= 0; i--) if (rows[i].lead_id === id) rows.splice(i, 1);
      }
      await ctx.store.flush();
      ok(res, undefined, 'Lead deleted successfully.');
    }),
  );

  router.post('/check-edit-permission', auth, (req, res) => {
    const me = authOf(req);
    const employeeId = idField(bodyOf(req), 'employeeId');
    if (employeeId !== employeeIdOf(me) && !isAdmin(me))
      throw new HttpError(403, 'You can only check your own lead permissions.');
    const contents = ctx.store
      .list('lead-permissions')
      .filter((p) => p.employee_id === employeeId)
      .sort(byNewest)
      .map((p) => ({
        id: p.id,
        lead_id: p.lead_id,
        status: p.status,
        permission_type: p.permission_type,
        created_at: p.created_at,
      }));
    ok(res, contents);
  });

  const requestAccess = (type: PermissionType) =>
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const body = bodyOf(req);
      const leadId = idField(body, 'lead_id');
      const employeeId = idField(body, 'employee_id');
      const own = employeeIdOf(me);
      if (own === null || employeeId !== own)
        throw new HttpError(403, 'You can only request access for yourself.');
      const lead = ctx.store.find('leads', leadId);
      if (!lead) throw notFound('Lead not found.');
      const words = REQUEST_WORDS[type];
      const already = type === 'Edit' ? canEditLead(ctx, me, lead) : canReadLeadDetails(ctx, me, lead);
      if (already) throw conflict(words.already);
      const duplicate = ctx.store
        .list('lead-permissions')
        .some(
          (p) =>
            p.lead_id === leadId &&
            p.employee_id === own &&
            p.permission_type === type &&
            p.status === 'pending',
        );
      if (duplicate) throw conflict(words.pending);
      const record = ctx.store.insert('lead-permissions', {
        lead_id: leadId,
        employee_id: own,
        permission_type: type,
        status: 'pending',
        created_at: ctx.now().toISOString(),
        acted_by: null,
        acted_at: null,
      });
      await ctx.store.flush();
      created(res, presentRequest(ctx, record), words.sent);
    });
  router.post('/request-for-leads-edit', auth, requestAccess('Edit'));
  router.post('/request-for-leads-details', auth, requestAccess('Details'));

  // Pending requests the caller may act on: every employee's for Admin, else those of the
  // employees below the caller at any depth. Without Leads Edit Requests the list is empty (the
  // app asks for it after every sign-in, for every user).
  router.get('/all-leads-edit-requests', auth, (req, res) => {
    const me = authOf(req);
    const own = employeeIdOf(me);
    let rows: Row[] = [];
    if (me.permissionNames.has(LEADS_EDIT_REQUESTS)) {
      const pending = ctx.store.list('lead-permissions').filter((p) => p.status === 'pending');
      if (isAdmin(me)) rows = pending;
      else if (own !== null) {
        const below = subordinateIds(ctx.store, own);
        rows = pending.filter((p) => below.has(p.employee_id));
      }
    }
    ok(
      res,
      [...rows].sort(byNewest).map((r) => presentRequest(ctx, r)),
    );
  });

  router.post(
    '/leads-edit-request-action',
    auth,
    requirePermission(LEADS_EDIT_REQUESTS),
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const body = bodyOf(req);
      const id = idField(body, 'id');
      const action = body.actionType;
      if (action !== 'approved' && action !== 'reject')
        throw validationError({ actionType: ['The action type must be approved or reject.'] });
      const record = ctx.store.find('lead-permissions', id);
      if (!record) throw notFound('Request not found.');
      if (body.permissionType !== undefined && body.permissionType !== record.permission_type)
        throw validationError({ permissionType: [`This is a ${record.permission_type} request.`] });
      if (!isAdmin(me) && !isSupervisorOf(ctx.store, employeeIdOf(me), record.employee_id))
        throw new HttpError(403, 'You can only act on requests of employees you supervise.');
      if (record.status !== 'pending') throw conflict('This request has already been approved/rejected.');
      record.status = action;
      record.acted_by = employeeIdOf(me);
      record.acted_at = ctx.now().toISOString();
      await ctx.store.flush();
      res.status(200).json({
        message: action === 'approved' ? 'Request approved successfully.' : 'Request rejected successfully.',
        notification: presentRequest(ctx, record),
      });
    }),
  );

  router.get('/assigned-employee-notifications', auth, (req, res) => {
    const own = employeeIdOf(authOf(req));
    const rows = own === null ? [] : ctx.store.list('notifications').filter((n) => n.employee_id === own);
    ok(
      res,
      [...rows].sort(byNewest).map((n) => presentNotification(ctx, n)),
    );
  });

  router.post(
    '/mark-notification-read',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const id = idField(bodyOf(req), 'id');
      const row = ctx.store.find('notifications', id);
      if (!row) throw notFound('Notification not found.');
      if (row.employee_id !== employeeIdOf(me)) throw new HttpError(403, 'This notification is not yours.');
      row.is_read = 1;
      await ctx.store.flush();
      ok(res, presentNotification(ctx, row), 'Notification marked as read.');
    }),
  );

  // `data` is either a list of lead ids (the selected rows) or an object with the filters of
  // GET /leads (the whole filtered list; paging ignored). One CSV line per concern-person phone.
  router.post('/download-all-phone', auth, requirePermission(MANAGE_LEADS), (req, res) => {
    const data = bodyOf(req).data;
    let leads: Row[];
    if (Array.isArray(data)) {
      if (data.length > 100_000) throw validationError({ data: ['Too many lead ids.'] });
      const ids = data.map((v) => toInt(v));
      if (ids.some((n) => !Number.isInteger(n) || n < 1))
        throw validationError({ data: ['Every lead id must be an id.'] });
      const wanted = new Set(ids);
      leads = ctx.store.list('leads').filter((l) => wanted.has(l.id));
    } else if (data === undefined || data === null || (typeof data === 'object' && data)) {
      leads = filterLeads(ctx.store, readFilters((data ?? {}) as Record<string, unknown>));
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
