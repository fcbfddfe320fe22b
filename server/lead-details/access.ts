import type { RequestHandler } from 'express';
import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Tx } from '../db/tx';
import { FORBIDDEN, HttpError, notFound, validationError } from '../http/errors';
import { leadPolicy } from '../policy';
import { DETAILS_FORBIDDEN } from '../policy/lead-policy';
import { isBlank, toInt } from '../validation/values';
import { P, type PermissionName } from '../../contract/permissions';
import { LEAD_NOT_FOUND } from '../../contract/errors';
import type { LeadRow } from '../stored/leads';

/**
 * The lead a details call names by `lead_id`: 422 when missing or not an id, 404 when unknown,
 * 403 when the caller may not open its details page (a restricted lead needs Leads Details or an
 * approved Details request, see server/policy).
 */
export async function detailsLead(
  ctx: AppContext,
  auth: AuthContext,
  raw: unknown,
  via?: Tx,
): Promise<LeadRow> {
  if (isBlank(raw)) throw validationError({ lead_id: ['The lead id field is required.'] });
  const id = toInt(raw);
  if (!Number.isInteger(id) || id < 1) throw validationError({ lead_id: ['The lead id must be an id.'] });
  const lead = await ctx.repos.leads.get(id, via);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  if (!(await leadPolicy(ctx, auth, via)).canReadInFull(lead)) throw new HttpError(403, DETAILS_FORBIDDEN);
  return lead;
}

/** Needs at least one of the permissions (after `authenticate`). */
function requireAnyPermission(...names: PermissionName[]): RequestHandler {
  return (req, _res, next) => {
    const held = req.auth?.permissionNames;
    next(held && names.some((n) => held.has(n)) ? undefined : new HttpError(403, FORBIDDEN));
  };
}

/** The details pages' writes: from a lead's page (manage leads) or a key account's (key account). */
export const mayWriteDetails = requireAnyPermission(P.manageLeads, P.keyAccount);

/**
 * The lead a details write names (as `detailsLead`), and 403 when the caller's only way in is the
 * key-account page but the lead is not a key account: 'key account' alone must not reach every
 * lead (nor make one a key account by saving a note with the flag).
 */
export async function detailsWriteLead(
  ctx: AppContext,
  auth: AuthContext,
  raw: unknown,
  via?: Tx,
): Promise<LeadRow> {
  const lead = await detailsLead(ctx, auth, raw, via);
  if (auth.permissionNames.has(P.manageLeads)) return lead;
  if (!(await ctx.repos.activities.isKeyAccount(lead.id, via))) throw new HttpError(403, FORBIDDEN);
  return lead;
}
