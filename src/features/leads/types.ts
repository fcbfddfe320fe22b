import type { AccessKind, LeadPermissionRecord } from '../../../machines/access-request.machine';

export type { AccessKind, LeadPermissionRecord };

export interface EmployeeRef {
  id: number;
  name: string;
  email: string;
}

export interface ExhibitionBlock {
  exhibition_id: number;
  employee_id: number;
  additionalEmployeeID: number | null;
  exhibition: { id: number; name: string } | null;
  employee: EmployeeRef | null;
  additional_employee: EmployeeRef | null;
}

export interface ConcernPerson {
  name: string;
  phone: string[];
  email: string[];
  designation?: { id: number | null; name: string } | null;
}

/** A lead as GET /leads and GET /leads/{id} answer it (server/leads/present.ts). */
export interface LeadRow {
  id: number;
  initial_info: {
    id: number;
    organization_name: string;
    organization_logo: string | null;
    organization_logo_url: string | null;
    phone: string;
    address: string;
    website_link?: string;
    industry: { id: number; type: string } | null;
    information_source: { id: number; name: string } | null;
    country: { id: number; name: string; division: { id: number; name: string } | null } | null;
    zone: { id: number; name: string; district: { id: number; name: string } | null } | null;
    exhibitions: ExhibitionBlock[];
  };
  concern_person: ConcernPerson[];
  lead_priority: string | null;
  lead_stage: string | null;
  status: string | null;
  is_disabled: 0 | 1;
  created_by: string;
  created_by_id: number | null;
  created_at: string;
  can_edit?: boolean;
  can_view_details?: boolean;
  can_delete?: boolean;
  pending_requests?: AccessKind[];
}

/** Filters of GET /leads, exactly the query names of spec part 1 §7. */
export interface LeadFilters {
  search: string;
  stage: string;
  priority: string;
  selectedIndustryType: string;
  exhibition: string;
  employee: string;
  start_date: string;
  end_date: string;
}

export interface LeadListParams extends LeadFilters {
  page: number;
  per_page: number;
}

export type { RequestAction } from '../../session/types';
