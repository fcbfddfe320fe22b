import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { Repos } from '../repositories';
import type { AuthContext } from '../auth/types';
import { HttpError } from '../http/errors';
import { P } from '../../contract/permissions';

/**
 * Lead access rules, shared by the lead list, details, wizard and activity
 * routes. Only an *approved* lead-permissions record grants anything; pending and rejected
 * records never do.
 */

export type PermissionType = 'Edit' | 'Details';
export type RequestStatus = 'pending' | 'approved' | 'reject';

export const EDIT_FORBIDDEN =
  'You do not have permission to edit this lead. Ask for edit access with Request for Edit.';
export const DETAILS_FORBIDDEN =
  'The details of this lead are restricted. Ask for access with Request for Details.';

/** The caller's employee id, or null (a user without an employee record holds no requests). */
export const employeeIdOf = (auth: AuthContext): number | null =>
  typeof auth.employee?.id === 'number' ? auth.employee.id : null;

export function hasApprovedRequest(
  repos: Repos,
  employeeId: number | null,
  leadId: number,
  type: PermissionType,
): boolean {
  if (employeeId === null) return false;
  return repos.accessRequests
    .ofLead(leadId)
    .some((p) => p.employee_id === employeeId && p.permission_type === type && p.status === 'approved');
}

/** Leads Edit, or an approved Edit request of this employee for this lead. */
export function canEditLead(ctx: Pick<AppContext, 'repos'>, auth: AuthContext, lead: Row): boolean {
  return (
    auth.permissionNames.has(P.leadsEdit) ||
    hasApprovedRequest(ctx.repos, employeeIdOf(auth), lead.id, 'Edit')
  );
}

/** Not disabled, or Leads Details, or an approved Details request of this employee for this lead. */
export function canReadLeadDetails(ctx: Pick<AppContext, 'repos'>, auth: AuthContext, lead: Row): boolean {
  return (
    lead.is_disabled !== 1 ||
    auth.permissionNames.has(P.leadsDetails) ||
    hasApprovedRequest(ctx.repos, employeeIdOf(auth), lead.id, 'Details')
  );
}

/**
 * The creator may still finish a lead they started (Back in the create wizard, then step 2) until
 * its persons are saved; anything later follows the edit rules.
 */
export const isUnfinishedOwnLead = (auth: AuthContext, lead: Row): boolean =>
  lead.created_by === auth.employee?.id && (lead.concern_person ?? []).length === 0;

export function assertCanEditLead(ctx: Pick<AppContext, 'repos'>, auth: AuthContext, lead: Row): void {
  if (!canEditLead(ctx, auth, lead)) throw new HttpError(403, EDIT_FORBIDDEN);
}

export function assertCanReadLead(ctx: Pick<AppContext, 'repos'>, auth: AuthContext, lead: Row): void {
  if (!canReadLeadDetails(ctx, auth, lead)) throw new HttpError(403, DETAILS_FORBIDDEN);
}

/**
 * One pass over lead-permissions for one employee, for answering many rows (the list) without
 * scanning the collection per row. Keys are `${lead_id}:${permission_type}`.
 */
export interface EmployeeRequestIndex {
  approved: Set<string>;
  pending: Set<string>;
}

export function requestIndex(repos: Repos, employeeId: number | null): EmployeeRequestIndex {
  const approved = new Set<string>();
  const pending = new Set<string>();
  if (employeeId === null) return { approved, pending };
  for (const p of repos.accessRequests.ofEmployee(employeeId)) {
    const key = `${p.lead_id}:${p.permission_type}`;
    if (p.status === 'approved') approved.add(key);
    else if (p.status === 'pending') pending.add(key);
  }
  return { approved, pending };
}

/** True when `supervisorId` is above `employeeId` in the parent_id tree (any depth; never itself). */
export function isSupervisorOf(repos: Repos, supervisorId: number | null, employeeId: number): boolean {
  if (supervisorId === null) return false;
  const seen = new Set<number>();
  let current = repos.employees.get(employeeId);
  while (current && typeof current.parent_id === 'number' && !seen.has(current.id)) {
    seen.add(current.id);
    if (current.parent_id === supervisorId) return true;
    current = repos.employees.get(current.parent_id);
  }
  return false;
}

/** Every employee id below `supervisorId` at any depth. */
export function subordinateIds(repos: Repos, supervisorId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const e of repos.employees.all()) {
    if (typeof e.parent_id !== 'number') continue;
    const list = children.get(e.parent_id) ?? [];
    list.push(e.id);
    children.set(e.parent_id, list);
  }
  const out = new Set<number>();
  const queue = [...(children.get(supervisorId) ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (out.has(id) || id === supervisorId) continue;
    out.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}

export const isAdmin = (auth: AuthContext): boolean => auth.role?.name === 'Admin';
