import type { AuthContext } from '../auth/types';
import { HttpError } from '../http/errors';
import type { Repos } from '../repositories';
import type { Tx } from '../db/tx';
import { P } from '../../contract/permissions';
import { LEAD_EDIT_FORBIDDEN } from '../../contract/errors';
import { isUnfinishedLeadOf } from '../../contract/records';
import { grantActive, grantEndsAt } from '../access-requests/grant';
import type { AccessRequestRow, LeadRow } from '../stored/leads';

/**
 * The one place that decides what a user may do with a lead. Every route that reads or changes a
 * lead asks a LeadPolicy (list rows, one lead, the wizard, access requests, exports; the timeline,
 * dashboards and reports of later slices too). Only an *approved* request grants anything.
 *
 * - read in full: the lead is not restricted (is_disabled 0), or Leads Details, or an approved
 *   Details request; otherwise list rows carry only what the list shows (leads/present.ts);
 * - edit: Leads Edit, or an approved Edit request (the edit wizard loads the lead, so edit also
 *   opens GET /leads/{id});
 * - delete: Leads Delete.
 *
 * A grant lasts until the end its approver picked (access-requests/grant.ts); at `now` (ctx.now())
 * an expired grant counts as absent, so the user must ask again.
 */
export type AccessKind = 'Edit' | 'Details';

export const DETAILS_FORBIDDEN =
  'The details of this lead are restricted. Ask for access with Request for Details.';

/** The caller's employee id, or null (a user without an employee record holds no requests). */
export const employeeIdOf = (auth: AuthContext): number | null =>
  typeof auth.employee?.id === 'number' ? auth.employee.id : null;

export class LeadPolicy {
  /** Active grants by `lead:kind`, with their end (null: no end). */
  private requests: { approved: Map<string, string | null>; pending: Set<string> } | null = null;

  constructor(
    readonly auth: AuthContext,
    private readonly now: Date,
    /** The caller's access requests (server/policy/index.ts `leadPolicy` reads them). */
    private readonly ownRequests: readonly AccessRequestRow[],
  ) {}

  canEdit(lead: LeadRow): boolean {
    return this.auth.permissionNames.has(P.leadsEdit) || this.granted(lead.id, 'Edit');
  }

  canReadInFull(lead: Pick<LeadRow, 'id' | 'is_disabled'>): boolean {
    return (
      lead.is_disabled !== 1 ||
      this.auth.permissionNames.has(P.leadsDetails) ||
      this.granted(lead.id, 'Details')
    );
  }

  /**
   * A restricted lead the caller may not read in full: they see its list row only, and lists find
   * it only by that row's fields (leads/query.ts `matchesListedFields`).
   */
  readonly listedOnly = (lead: LeadRow): boolean => lead.is_disabled === 1 && !this.canReadInFull(lead);

  readsEveryLead(): boolean {
    return this.auth.permissionNames.has(P.leadsDetails);
  }

  /** Leads with an active approved Details request of the caller. */
  detailsGrantIds(): number[] {
    const ids: number[] = [];
    for (const key of this.index().approved.keys())
      if (key.endsWith(':Details')) ids.push(Number(key.slice(0, key.indexOf(':'))));
    return ids;
  }

  /** GET /leads/{id}: whoever may read the lead in full, or edit it (the wizard needs its data). */
  canOpen(lead: LeadRow): boolean {
    return this.canReadInFull(lead) || this.canEdit(lead);
  }

  canDelete(): boolean {
    return this.auth.permissionNames.has(P.leadsDelete);
  }

  /**
   * The creator may still finish a lead they started (Back in the create wizard, then step 2)
   * until its persons are saved (the app's resume rule too: contract/records.ts); anything later
   * follows the edit rules.
   */
  canComplete(lead: LeadRow): boolean {
    return isUnfinishedLeadOf(lead, employeeIdOf(this.auth)) || this.canEdit(lead);
  }

  pending(lead: LeadRow): AccessKind[] {
    const { pending } = this.index();
    return (['Edit', 'Details'] as const).filter((kind) => pending.has(`${lead.id}:${kind}`));
  }

  /** The caller's active grants of this lead by kind, with their end (ISO; null: no end). */
  grantEnds(lead: LeadRow): Partial<Record<AccessKind, string | null>> {
    const { approved } = this.index();
    const out: Partial<Record<AccessKind, string | null>> = {};
    for (const kind of ['Edit', 'Details'] as const) {
      const key = `${lead.id}:${kind}`;
      if (approved.has(key)) out[kind] = approved.get(key)!;
    }
    return out;
  }

  /**
   * The grant through which the caller reads this restricted lead (Details, else Edit for the
   * wizard), or null when no grant is needed or none applies: such reads are audited.
   */
  readingGrant(lead: LeadRow): AccessKind | null {
    if (lead.is_disabled !== 1 || this.auth.permissionNames.has(P.leadsDetails)) return null;
    if (this.granted(lead.id, 'Details')) return 'Details';
    if (!this.auth.permissionNames.has(P.leadsEdit) && this.granted(lead.id, 'Edit')) return 'Edit';
    return null;
  }

  assertCanEdit(lead: LeadRow): void {
    if (!this.canEdit(lead)) throw new HttpError(403, LEAD_EDIT_FORBIDDEN);
  }

  assertCanComplete(lead: LeadRow): void {
    if (!this.canComplete(lead)) throw new HttpError(403, LEAD_EDIT_FORBIDDEN);
  }

  assertCanOpen(lead: LeadRow): void {
    if (!this.canOpen(lead)) throw new HttpError(403, DETAILS_FORBIDDEN);
  }

  private granted(leadId: number, kind: AccessKind): boolean {
    return this.index().approved.has(`${leadId}:${kind}`);
  }

  /** One pass over the caller's requests, however many rows are asked about. */
  private index() {
    if (!this.requests) {
      const approved = new Map<string, string | null>();
      const pending = new Set<string>();
      for (const p of this.ownRequests) {
        const key = `${p.lead_id}:${p.permission_type}`;
        if (grantActive(p, this.now)) {
          // Of two active grants the later end counts (no end beats any end).
          const ends = grantEndsAt(p);
          const had = approved.get(key);
          if (!approved.has(key) || (had !== null && (ends === null || ends > had!))) approved.set(key, ends);
        } else if (p.status === 'pending') pending.add(key);
      }
      this.requests = { approved, pending };
    }
    return this.requests;
  }
}

/** True when `supervisorId` is above `employeeId` in the parent_id tree (any depth; never itself). */
export async function isSupervisorOf(
  repos: Repos,
  supervisorId: number | null,
  employeeId: number,
  via?: Tx,
): Promise<boolean> {
  if (supervisorId === null) return false;
  return (await repos.employees.supervisorIds(employeeId, via)).includes(supervisorId);
}

/** Every employee id below `supervisorId` at any depth. */
export const subordinateIds = (repos: Repos, supervisorId: number): Promise<Set<number>> =>
  repos.employees.subordinateIds(supervisorId);

/**
 * Admin power (acting on every employee's requests) comes from holding 'manage role', never from a
 * role's name: whoever may grant any permission already holds every power, and renaming a role
 * changes nothing.
 */
export const isAdmin = (auth: AuthContext): boolean => auth.permissionNames.has(P.manageRole);
