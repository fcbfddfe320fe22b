import type { Row, Store } from '../db/store';

/** Where uploaded files are served (the uploads router of the lead wizard). */
export const uploadUrl = (name: string | null | undefined): string | null =>
  name ? `/api/uploads/${encodeURIComponent(name)}` : null;

const pick = (store: Store, collection: string, id: unknown): Row | undefined =>
  typeof id === 'number' ? store.find(collection, id) : undefined;

/** `{id, name, email}` of an employee (name and email from its user account), or null. */
export function employeeRef(store: Store, id: unknown): { id: number; name: string; email: string } | null {
  const employee = pick(store, 'employees', id);
  if (!employee) return null;
  const user = pick(store, 'users', employee.user_id);
  return { id: employee.id, name: user?.name ?? '', email: user?.email ?? '' };
}

/** The user name of an employee id ('' when unknown). */
export const employeeName = (store: Store, id: unknown): string => employeeRef(store, id)?.name ?? '';

/**
 * A lead as the API answers it (spec part 1 §3 "Lead" and "Initial info"): the stored ids are kept
 * and the related records are expanded next to them; `created_by` is the creator's user name
 * (`created_by_id` keeps the employee id).
 */
export function presentLead(store: Store, lead: Row): Row {
  const info: Row = lead.initial_info ?? {};
  const industry = pick(store, 'industries', info.industry_id);
  const source = pick(store, 'information-sources', info.information_source_id);
  const country = pick(store, 'countries', info.country_id);
  const division = pick(store, 'divisions', info.division_id);
  const district = pick(store, 'districts', info.district_id);
  const zone = pick(store, 'zones', info.zone_id);
  const exhibitions: Row[] = Array.isArray(info.exhibitions) ? info.exhibitions : [];
  return {
    id: lead.id,
    initial_info: {
      id: lead.id,
      ...info,
      organization_logo_url: uploadUrl(info.organization_logo),
      industry: industry ? { id: industry.id, type: industry.type } : null,
      information_source: source ? { id: source.id, name: source.name } : null,
      country: country
        ? {
            id: country.id,
            name: country.name,
            division: division ? { id: division.id, name: division.name } : null,
          }
        : null,
      zone: zone
        ? {
            id: zone.id,
            name: zone.name,
            district: district ? { id: district.id, name: district.name } : null,
          }
        : null,
      exhibitions: exhibitions.map((block) => {
        const exhibition = pick(store, 'exhibitions', block?.exhibition_id);
        return {
          ...block,
          exhibition: exhibition ? { id: exhibition.id, name: exhibition.name } : null,
          employee: employeeRef(store, block?.employee_id),
          additional_employee: employeeRef(store, block?.additionalEmployeeID),
        };
      }),
      social_networks: Array.isArray(info.social_networks) ? info.social_networks : [],
    },
    concern_person: Array.isArray(lead.concern_person) ? lead.concern_person : [],
    lead_priority: lead.lead_priority ?? null,
    lead_stage: lead.lead_stage ?? null,
    status: lead.status ?? null,
    is_disabled: lead.is_disabled === 1 ? 1 : 0,
    created_by: employeeName(store, lead.created_by),
    created_by_id: lead.created_by ?? null,
    created_at: lead.created_at,
    updated_at: lead.updated_at ?? lead.created_at,
  };
}
