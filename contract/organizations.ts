import type { ConcernPerson, LeadSocialNetwork } from './records';

/**
 * A prospect or stakeholder as every call answers it (docs/api.md;
 * server/prospects/present.ts): exhibitions and industry expanded, `created_by` the creator's
 * employee id and `user.name` their user name.
 */
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
  concern_person_info: ConcernPerson[];
  created_by: number | null;
  user: { name: string };
  created_at: string;
  updated_at: string;
}

/**
 * A prospect as GET /prospects-list answers it (server/prospects/routes.ts `presentForWizard`):
 * what the lead wizard prefills step 1 and, through its persons, step 2 from.
 */
export type WizardProspect = Pick<
  OrganizationRecord,
  | 'id'
  | 'organization_name'
  | 'industry'
  | 'phone'
  | 'address'
  | 'website_link'
  | 'social_networks'
  | 'concern_person_info'
>;

/** What the caller may do with the record (list rows and single reads). */
export interface OrganizationFlags {
  can_edit: boolean;
  can_delete: boolean;
}
