import type { OrganizationFlags, OrganizationRecord } from '../../contract/organizations';
import type { AppContext } from '../context';
import { RelatedRows, type RowRef } from '../master/related-rows';
import type { OrganizationRow } from '../stored/leads';
import type { ExhibitionRow } from '../stored/master';

const exhibitionIds = (row: OrganizationRow): unknown[] =>
  Array.isArray(row.exhibitions) ? row.exhibitions : [];

/** The related rows `presentOrganization` names. */
const organizationRelations = (row: OrganizationRow): RowRef[] => [
  ['industries', row.industry_id],
  ['employees', row.created_by],
  ['exhibitions', undefined],
  ...exhibitionIds(row).map((id): RowRef => ['exhibitions', id]),
];

/** Prospects or stakeholders as every call answers them, their related rows read once for all. */
export async function presentOrganizations(
  ctx: AppContext,
  rows: readonly OrganizationRow[],
  flags: (row: OrganizationRow) => OrganizationFlags,
): Promise<(OrganizationRecord & OrganizationFlags)[]> {
  const related = await RelatedRows.load(ctx.repos, rows.flatMap(organizationRelations));
  return rows.map((row) => presentOrganization(related, row, flags(row)));
}

/** A prospect or stakeholder as every call answers it (docs/api.md). */
function presentOrganization(
  related: RelatedRows,
  row: OrganizationRow,
  flags: OrganizationFlags,
): OrganizationRecord & OrganizationFlags {
  const industry = related.row('industries', row.industry_id);
  const exhibitions = exhibitionIds(row)
    .map((id) => related.row('exhibitions', id))
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
    user: { name: related.employeeName(row.created_by) },
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    ...flags,
  };
}
