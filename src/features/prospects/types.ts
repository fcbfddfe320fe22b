import type { LeadSocialNetwork } from '../../../contract/records';
import type { ConcernPersonValues } from '../../components/person-form/types';

/** Which list a record belongs to: prospects or stakeholders (one record shape). */
export type OrganizationKind = 'prospect' | 'stakeholder';

/** A prospect or stakeholder as the API answers it (docs/api.md). */
export interface OrganizationRecord {
  id: number;
  organization_name: string;
  industry_id: number | null;
  industry: { id: number; type: string } | null;
  phone: string;
  address: string;
  website_link: string;
  exhibitions: { id: number; name: string }[];
  social_networks: LeadSocialNetwork[];
  concern_person_info: Partial<ConcernPersonValues>[];
  created_by: number | null;
  user: { name: string };
  created_at: string;
  can_edit: boolean;
  can_delete: boolean;
}

/** The form's values: the create/update payload, industry as an id or a typed name. */
export interface OrganizationValues {
  organization_name: string;
  industry_type_id: number | null;
  industry_type_text: string;
  phone: string;
  address: string;
  website_link: string;
  exhibitions: string[];
  social_networks: LeadSocialNetwork[];
  concern_person_info: ConcernPersonValues[];
}

/** List filters kept in the URL (names as GET /prospects takes them). */
export interface OrganizationFilters {
  search: string;
  industry: string;
  exhibitions: string[];
  employees: string[];
  start_date: string;
  end_date: string;
}

export interface OrganizationListParams extends OrganizationFilters {
  page: number;
  per_page: number;
}
