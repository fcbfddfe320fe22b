import type { AppContext } from '../context';
import type { Doc, Row } from '../db/row';
import { employeeName } from '../leads/present';

/** A prospect or stakeholder as every call answers it (docs/api.md). */
export function presentOrganization(
  ctx: AppContext,
  row: Row,
  flags?: { can_edit: boolean; can_delete: boolean },
): Doc {
  const { repos } = ctx;
  const industry =
    typeof row.industry_id === 'number' ? repos.of('industries').get(row.industry_id) : undefined;
  const exhibitions = (Array.isArray(row.exhibitions) ? row.exhibitions : [])
    .map((id: number) => repos.of('exhibitions').get(id))
    .filter((e): e is Row => !!e)
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
    created_at: row.created_at ?? null,
    updated_at: row.updated_at ?? null,
    ...(flags ?? {}),
  };
}
