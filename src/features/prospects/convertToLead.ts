import type { WizardProspect } from '../../../contract/organizations';
import type { OrganizationRecord } from './types';

/** The lead wizard's create link prefilled from a prospect (its `selectedProspect` query). */
export function convertToLeadPath(row: OrganizationRecord): string {
  const prospect: WizardProspect = {
    id: row.id,
    organization_name: row.organization_name,
    industry: row.industry,
    phone: row.phone,
    address: row.address,
    website_link: row.website_link,
    social_networks: row.social_networks,
    concern_person_info: row.concern_person_info,
  };
  return `/leads-organization/initial-info?${new URLSearchParams({ selectedProspect: JSON.stringify(prospect) })}`;
}
