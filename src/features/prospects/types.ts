import type { LeadSocialNetwork } from '../../../contract/records';
import type {
  OrganizationFlags,
  OrganizationRecord as ContractOrganization,
} from '../../../contract/organizations';
import type { ConcernPersonValues } from '../../components/person-form/types';

/** Which list a record belongs to: prospects or stakeholders (one record shape). */
export type OrganizationKind = 'prospect' | 'stakeholder';

/** A prospect or stakeholder as the API answers it, with what the caller may do with it. */
export type OrganizationRecord = ContractOrganization & OrganizationFlags;

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
