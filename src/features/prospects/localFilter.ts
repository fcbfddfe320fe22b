import type { OrganizationFilters, OrganizationRecord } from './types';

/**
 * The stakeholder list's filters, applied in the browser (the list is loaded whole): the same
 * meaning as GET /prospects: name contains, industry, any of the exhibitions, any of the creators,
 * created within the local days of the range.
 */
export function filterLocally(
  rows: readonly OrganizationRecord[],
  f: OrganizationFilters,
): OrganizationRecord[] {
  const term = f.search.trim().toLowerCase();
  const from = f.start_date ? new Date(`${f.start_date}T00:00:00`).getTime() : -Infinity;
  const to = f.end_date ? new Date(`${f.end_date}T00:00:00`).getTime() + 86_400_000 : Infinity;
  return rows.filter((r) => {
    if (term && !r.organization_name.toLowerCase().includes(term)) return false;
    if (f.industry && String(r.industry_id ?? '') !== f.industry) return false;
    if (f.exhibitions.length && !r.exhibitions.some((e) => f.exhibitions.includes(String(e.id))))
      return false;
    if (f.employees.length && !f.employees.includes(String(r.created_by ?? ''))) return false;
    const at = Date.parse(r.created_at);
    return at >= from && at < to;
  });
}
