import type { LeadSocialNetwork } from '../../../contract/records';

/** Form values of the two wizard steps: shaped like the API payloads (docs/api.md). */
export type { ConcernPersonsValues, IdName } from '../../components/person-form/types';

interface ExhibitionBlock {
  exhibition_id: string;
  employee_id: string;
  additionalEmployeeID: string;
}

type LeadSocial = LeadSocialNetwork;

export interface InitialInfoValues {
  organization_name: string;
  industry_type_id: number | null;
  industry_type_text: string;
  information_source_id: number | null;
  information_source_text: string;
  phone: string;
  address: string;
  lead_priority: string;
  country_id: string;
  division_id: string;
  district_id: string;
  zone_id: string;
  website_link: string;
  exhibitions: ExhibitionBlock[];
  social_networks: LeadSocial[];
}

/** A row of GET /prospects-list. */
export type { WizardProspect as Prospect } from '../../../contract/organizations';
