import type express from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { AuthContext } from '../auth/types';
import { HttpError, UNAUTHENTICATED, validationError } from '../http/errors';
import { toInt } from '../validation/values';
import { employeeName } from './present';

/** Small pieces shared by the lead, access-request and notification routes. */

export const ID = ':id(\\d+)';
export const MANAGE_LEADS = 'manage leads';

export const authOf = (req: express.Request): AuthContext => {
  if (!req.auth) throw new HttpError(401, UNAUTHENTICATED);
  return req.auth;
};

export const leadRef = (ctx: AppContext, leadId: number) => {
  const lead = ctx.repos.leads.get(leadId);
  return { id: leadId, organization_name: lead?.initial_info?.organization_name ?? '' };
};

/** An edit/details request as the API answers it (spec part 1 §3). */
export function presentRequest(ctx: AppContext, r: Row) {
  return {
    id: r.id,
    lead_id: r.lead_id,
    lead: leadRef(ctx, r.lead_id),
    employee: employeeName(ctx.repos, r.employee_id),
    employee_id: r.employee_id,
    permission_type: r.permission_type,
    status: r.status,
    created_at: r.created_at,
    acted_by: r.acted_by ?? null,
    acted_at: r.acted_at ?? null,
  };
}

export function presentNotification(ctx: AppContext, n: Row) {
  const exhibition =
    typeof n.exhibition_id === 'number' ? ctx.repos.of('exhibitions').get(n.exhibition_id) : undefined;
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

export const byNewest = (a: Row, b: Row) =>
  String(a.created_at) === String(b.created_at)
    ? b.id - a.id
    : String(a.created_at) < String(b.created_at)
      ? 1
      : -1;

/** A required positive integer field of a JSON body (422 keyed by the field otherwise). */
export function idField(body: Record<string, unknown>, key: string): number {
  const n = toInt(body[key]);
  if (body[key] === undefined || body[key] === null || body[key] === '')
    throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} field is required.`] });
  if (!Number.isInteger(n) || n < 1)
    throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} must be an id.`] });
  return n;
}
