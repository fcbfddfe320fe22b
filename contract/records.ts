/**
 * Records as the API answers them (docs/data-model.md, docs/api.md), typed once for the app and
 * its machines. A lead is what GET /leads and GET /leads/{id} answer: the stored fields with the
 * related records expanded next to their ids, plus what the caller may do with it.
 */
import type { Gender } from './person-fields';

export type AccessKind = 'Edit' | 'Details';

/** Most reminders one task may have (the task form stops adding rows there; the server refuses more). */
export const MAX_TASK_REMINDERS = 20;

/** `{id, name, email}` of an employee (name and email from its user account). */
export interface EmployeeRef {
  id: number;
  name: string;
  email: string;
}

/** A reference typed by hand or picked from a list: a new name has no id yet. */
export interface NamedRef {
  id: number | null;
  name: string;
}

/** An exhibition of a lead: the stored ids and the expanded records. */
interface LeadExhibition {
  exhibition_id: number | null;
  employee_id: number | null;
  additionalEmployeeID: number | null;
  exhibition: { id: number; name: string } | null;
  employee: EmployeeRef | null;
  additional_employee: EmployeeRef | null;
}

export interface LeadSocialNetwork {
  mediaName: string;
  URL: string;
}

interface PersonSocialNetwork {
  social_media: string;
  url: string;
}

/** A concern person of a lead, prospect or stakeholder. */
export type ConcernPerson = {
  name: string;
  phone: string[];
  email: string[];
  dob: string | null;
  designation: NamedRef | null;
  role: NamedRef | null;
  department: NamedRef | null;
  gender: Gender | null;
  attachment: string | null;
  social_networks: PersonSocialNetwork[];
};

interface LeadInitialInfo {
  id: number;
  organization_name: string;
  organization_logo: string | null;
  organization_logo_url: string | null;
  industry_id: number | null;
  information_source_id: number | null;
  phone: string;
  /** Optional: null when none was given. */
  address: string | null;
  country_id: number | null;
  division_id: number | null;
  district_id: number | null;
  zone_id: number | null;
  website_link: string | null;
  industry: { id: number; type: string } | null;
  information_source: { id: number; name: string } | null;
  country: { id: number; name: string; division: { id: number; name: string } | null } | null;
  zone: { id: number; name: string; district: { id: number; name: string } | null } | null;
  exhibitions: LeadExhibition[];
  social_networks: LeadSocialNetwork[];
}

/** `{id, organization_name}` of a lead (empty name once the lead is gone). */
export interface LeadRef {
  id: number;
  organization_name: string;
}

/** A lead as the server presents it (server/leads/present.ts `presentLead`). */
export interface LeadRecord {
  id: number;
  initial_info: LeadInitialInfo;
  /** Empty while the lead's creator has not finished step 2 of the wizard. */
  concern_person: ConcernPerson[];
  lead_priority: string | null;
  lead_stage: string | null;
  status: string | null;
  is_disabled: 0 | 1;
  /** The creator's employee id, as in every stored row; `created_by_name` is their user name. */
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

/**
 * A restricted lead for a caller who may not read it in full (`presentRestrictedLead`): only what
 * the list shows, each person's first phone and email.
 */
export interface RestrictedLeadRecord extends Pick<
  LeadRecord,
  'id' | 'lead_priority' | 'lead_stage' | 'status' | 'created_by' | 'created_by_name'
> {
  initial_info: Pick<
    LeadInitialInfo,
    | 'id'
    | 'organization_name'
    | 'industry_id'
    | 'industry'
    | 'phone'
    | 'address'
    | 'exhibitions'
    | 'social_networks'
  >;
  concern_person: Pick<ConcernPerson, 'name' | 'phone' | 'email'>[];
  is_disabled: 1;
  restricted: true;
  created_at: string;
  updated_at: string;
}

/** What the caller may do with a lead, so the list's menu needs no call per row. */
export interface LeadCallerFlags {
  can_edit: boolean;
  can_view_details: boolean;
  can_delete: boolean;
  /**
   * The caller created this lead and has not finished it (no concern person yet) but may not edit
   * it: the menu's Edit continues the create wizard at its step 2 (isUnfinishedLeadOf).
   */
  can_continue: boolean;
  /** The caller's own requests for this lead still waiting for a supervisor. */
  pending_requests: AccessKind[];
  /** When the caller's active Edit / Details grants of this lead end (ISO; null: no end). */
  grant_ends?: Partial<Record<AccessKind, string | null>>;
}

/** A lead as GET /leads/{id} answers it, and a GET /leads row the caller may read in full. */
export interface Lead extends LeadRecord, LeadCallerFlags {}

/** A GET /leads row of a restricted lead the caller may not read in full: only what the list shows. */
export interface RestrictedLead extends RestrictedLeadRecord, LeadCallerFlags {}

/** A row of GET /leads: the whole lead, or its restricted part (`restricted: true`). */
export type LeadListRow = Lead | RestrictedLead;

/**
 * A row of GET /key-account-list: the lead (whole or restricted, as in GET /leads) with whether
 * the caller may open its details and which of their requests for it still wait.
 */
export type KeyAccountRow = (LeadRecord | RestrictedLeadRecord) &
  Pick<LeadCallerFlags, 'can_view_details' | 'pending_requests'>;

/**
 * The lead the signed-in employee created and has not finished (no concern person yet): only its
 * creator may continue it at step 2 of the wizard (server/policy/lead-policy.ts), and the app
 * resumes only such a lead. Stored leads and answered leads share both fields.
 */
export function isUnfinishedLeadOf(
  lead: { created_by: number | null; concern_person: readonly unknown[] },
  employeeId: number | null | undefined,
) {
  return (
    employeeId !== null &&
    employeeId !== undefined &&
    lead.created_by === employeeId &&
    lead.concern_person.length === 0
  );
}
