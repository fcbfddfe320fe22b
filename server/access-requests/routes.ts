import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { conflict, HttpError, notFound, validationError } from '../http/errors';
import {
  employeeIdOf,
  isAdmin,
  isSupervisorOf,
  leadPolicy,
  subordinateIds,
  type AccessKind as PermissionType,
} from '../policy';
import { authOf, byNewest, idField } from '../http/request';
import { presentRequests } from './present';
import { P } from '../../contract/permissions';
import { DEFAULT_GRANT_DAYS, grantEnd, MAX_GRANT_DAYS } from './grant';
import { toInt } from '../validation/values';
import { LEAD_NOT_FOUND } from '../../contract/errors';
import type { AccessRequestRow } from '../stored/leads';

/** The grant period of an approval: `duration_days`, whole days 1 to 90, default 7. */
function readDurationDays(value: unknown): number {
  if (value === undefined || value === null || value === '') return DEFAULT_GRANT_DAYS;
  const n = typeof value === 'number' ? value : toInt(String(value));
  if (!Number.isInteger(n) || n < 1 || n > MAX_GRANT_DAYS)
    throw validationError({
      duration_days: [`The duration must be a whole number of days from 1 to ${MAX_GRANT_DAYS}.`],
    });
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

/** Edit/details access requests and their approval by a supervisor. */
export function accessRequestRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post(
    '/check-edit-permission',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const employeeId = idField(bodyOf(req), 'employeeId');
      if (employeeId !== employeeIdOf(me) && !isAdmin(me))
        throw new HttpError(403, 'You can only check your own lead permissions.');
      // Every call answers a request in one shape (presentRequest); an expired grant reads
      // 'expired' (it grants nothing; the user may ask again).
      const rows = await ctx.repos.accessRequests.ofEmployee(employeeId);
      ok(res, await presentRequests(ctx, rows.sort(byNewest)));
    }),
  );

  const requestAccess = (type: PermissionType) =>
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const body = bodyOf(req);
      const leadId = idField(body, 'lead_id');
      const employeeId = idField(body, 'employee_id');
      const own = employeeIdOf(me);
      if (own === null || employeeId !== own)
        throw new HttpError(403, 'You can only request access for yourself.');
      const words = REQUEST_WORDS[type];
      const record = await ctx.transaction(async (tx) => {
        const lead = await ctx.repos.leads.get(leadId, tx);
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        const policy = await leadPolicy(ctx, me, tx);
        const already = type === 'Edit' ? policy.canEdit(lead) : policy.canReadInFull(lead);
        if (already) throw conflict(words.already);
        const duplicate = (await ctx.repos.accessRequests.ofLead(leadId, tx)).some(
          (p) => p.employee_id === own && p.permission_type === type && p.status === 'pending',
        );
        if (duplicate) throw conflict(words.pending);
        const now = ctx.now();
        const request = await ctx.repos.accessRequests.insert(tx, {
          lead_id: leadId,
          employee_id: own,
          permission_type: type,
          status: 'pending',
          created_at: now.toISOString(),
          acted_by: null,
          acted_at: null,
        });
        await ctx.repos.audit.record(tx, now, {
          action: 'asked',
          actor_id: own,
          employee_id: own,
          lead_id: leadId,
          request_id: request.id,
          permission_type: type,
        });
        return request;
      });
      created(res, (await presentRequests(ctx, [record]))[0], words.sent);
    });
  router.post('/request-for-leads-edit', auth, requestAccess('Edit'));
  router.post('/request-for-leads-details', auth, requestAccess('Details'));

  // Pending requests the caller may act on: every employee's for Admin, else those of the
  // employees below the caller at any depth. Without Leads Edit Requests the list is empty (the
  // app asks for it after every sign-in, for every user).
  router.get(
    '/all-leads-edit-requests',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const own = employeeIdOf(me);
      let rows: AccessRequestRow[] = [];
      if (me.permissionNames.has(P.leadsEditRequests)) {
        const pending = await ctx.repos.accessRequests.pending();
        if (isAdmin(me)) rows = pending;
        else if (own !== null) {
          const below = await subordinateIds(ctx.repos, own);
          rows = pending.filter((p) => below.has(p.employee_id));
        }
      }
      ok(res, await presentRequests(ctx, [...rows].sort(byNewest)));
    }),
  );

  router.post(
    '/leads-edit-request-action',
    auth,
    requirePermission(P.leadsEditRequests),
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const body = bodyOf(req);
      const id = idField(body, 'id');
      const action = body.actionType;
      if (action !== 'approved' && action !== 'reject')
        throw validationError({ actionType: ['The action type must be approved or reject.'] });
      const days = action === 'approved' ? readDurationDays(body.duration_days) : 0;
      const record = await ctx.transaction(async (tx) => {
        const current = await ctx.repos.accessRequests.get(id, tx);
        if (!current) throw notFound('Request not found.');
        if (body.permissionType !== undefined && body.permissionType !== current.permission_type)
          throw validationError({ permissionType: [`This is a ${current.permission_type} request.`] });
        if (!isAdmin(me) && !(await isSupervisorOf(ctx.repos, employeeIdOf(me), current.employee_id, tx)))
          throw new HttpError(403, 'You can only act on requests of employees you supervise.');
        if (current.status !== 'pending') throw conflict('This request has already been approved/rejected.');
        const now = ctx.now();
        const expiresAt = action === 'approved' ? grantEnd(now, days) : null;
        await ctx.repos.audit.record(tx, now, {
          action: action === 'approved' ? 'approved' : 'rejected',
          actor_id: employeeIdOf(me),
          employee_id: current.employee_id,
          lead_id: current.lead_id,
          request_id: id,
          permission_type: current.permission_type,
          expires_at: expiresAt,
        });
        // A rejected request gets no expires_at (not a null): PostgreSQL reads a null column as
        // no field, so both stores hold the same row.
        return await ctx.repos.accessRequests.update(tx, id, {
          status: action,
          acted_by: employeeIdOf(me),
          acted_at: now.toISOString(),
          ...(expiresAt ? { expires_at: expiresAt } : {}),
        });
      });
      res.status(200).json({
        message: action === 'approved' ? 'Request approved successfully.' : 'Request rejected successfully.',
        notification: (await presentRequests(ctx, [record]))[0],
      });
    }),
  );

  return router;
}
