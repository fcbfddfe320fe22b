import type { OrganizationFlags, OrganizationRecord } from '../../contract/organizations';
import type { AppContext } from '../context';
import { employeeName } from '../leads/present';
import type { OrganizationRow } from '../stored/leads';
import type { ExhibitionRow } from '../stored/master';

/** A prospect or stakeholder as every call answers it (docs/api.md). */
export function presentOrganization(
  ctx: AppContext,
  row: OrganizationRow,
  flags: OrganizationFlags,
): OrganizationRecord & OrganizationFlags {
  const { repos } = ctx;
  const industry = repos.of('industries').get(row.industry_id);
  const exhibitions = (Array.isArray(row.exhibitions) ? row.exhibitions : [])
    .map((id) => repos.of('exhibitions').get(id))
    .filter((e): e is ExhibitionRow => !!e)
    .map((e) => ({ id: e.id, name: e.name }));
  return {
    id: row.id,
    organization_name: row.organization_name ?? '',
    industry_id: industry ? industry.id : null,
    industry: industry ? { id: industry.id, type: industry.type } : null,
    phone: row.phone ?? '',
    address: row.address ?? '',
    website_link: row.website_link ?? '',
    exhibitions,
    social_networks: Array.isArray(row.social_networks) ? row.social_networks : [],
    concern_person_info: Array.isArray(row.concern_person_info) ? row.concern_person_info : [],
    created_by: row.created_by ?? null,
    user: { name: employeeName(repos, row.created_by) },
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    ...flags,
  };
}
