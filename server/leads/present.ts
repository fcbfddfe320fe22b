import type { EmployeeRef, LeadRecord, LeadRef, RestrictedLeadRecord } from '../../contract/records';
import type { Repos } from '../repositories';
import type { CollectionName } from '../stored/collections';
import type { LeadRow } from '../stored/leads';

/** Where uploaded files are served (the uploads router of the lead wizard). */
export const uploadUrl = (name: string | null | undefined): string | null =>
  name ? `/api/uploads/${encodeURIComponent(name)}` : null;

const pick = <N extends CollectionName>(repos: Repos, collection: N, id: unknown) =>
  typeof id === 'number' ? repos.of(collection).get(id) : undefined;

/** `{id, name, email}` of an employee (name and email from its user account), or null. */
export function employeeRef(repos: Repos, id: unknown): EmployeeRef | null {
  const employee = pick(repos, 'employees', id);
  if (!employee) return null;
  const user = pick(repos, 'users', employee.user_id);
  return { id: employee.id, name: user?.name ?? '', email: user?.email ?? '' };
}

/** The user name of an employee id ('' when unknown). */
export const employeeName = (repos: Repos, id: unknown): string => employeeRef(repos, id)?.name ?? '';

/**
 * A lead as the API answers it: the stored ids are kept and the related records are expanded
 * next to them; `created_by` stays the creator's employee id, `created_by_name` is added.
 */
export function presentLead(repos: Repos, lead: LeadRow): LeadRecord {
  const info = lead.initial_info;
  const industry = pick(repos, 'industries', info.industry_id);
  const source = pick(repos, 'information-sources', info.information_source_id);
  const country = pick(repos, 'countries', info.country_id);
  const division = pick(repos, 'divisions', info.division_id);
  const district = pick(repos, 'districts', info.district_id);
  const zone = pick(repos, 'zones', info.zone_id);
  const exhibitions = Array.isArray(info.exhibitions) ? info.exhibitions : [];
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
        const exhibition = pick(repos, 'exhibitions', block.exhibition_id);
        return {
          ...block,
          exhibition: exhibition ? { id: exhibition.id, name: exhibition.name } : null,
          employee: employeeRef(repos, block.employee_id),
          additional_employee: employeeRef(repos, block.additionalEmployeeID),
        };
      }),
      social_networks: Array.isArray(info.social_networks) ? info.social_networks : [],
    },
    concern_person: Array.isArray(lead.concern_person) ? lead.concern_person : [],
    lead_priority: lead.lead_priority ?? null,
    lead_stage: lead.lead_stage ?? null,
    status: lead.status ?? null,
    is_disabled: lead.is_disabled === 1 ? 1 : 0,
    created_by: lead.created_by ?? null,
    created_by_name: employeeName(repos, lead.created_by),
    created_at: lead.created_at,
    updated_at: lead.updated_at ?? lead.created_at,
  };
}

/**
 * A restricted lead for a caller who may not read it in full: only what the list shows
 * (organization, industry, phone, address; each person's name with the first phone and email;
 * stage, priority, creator, dates). Never the rest: other phones and emails, birth dates, social
 * links, exhibitions, attachments.
 */
export function presentRestrictedLead(repos: Repos, lead: LeadRow): RestrictedLeadRecord {
  const info = lead.initial_info;
  const industry = pick(repos, 'industries', info.industry_id);
  const persons = Array.isArray(lead.concern_person) ? lead.concern_person : [];
  return {
    id: lead.id,
    initial_info: {
      id: lead.id,
      organization_name: info.organization_name ?? '',
      industry_id: info.industry_id ?? null,
      industry: industry ? { id: industry.id, type: industry.type } : null,
      phone: info.phone ?? '',
      address: info.address ?? '',
      exhibitions: [],
      social_networks: [],
    },
    concern_person: persons.map((p) => ({
      name: p?.name ?? '',
      phone: Array.isArray(p?.phone) ? p.phone.slice(0, 1) : [],
      email: Array.isArray(p?.email) ? p.email.slice(0, 1) : [],
    })),
    lead_priority: lead.lead_priority ?? null,
    lead_stage: lead.lead_stage ?? null,
    status: lead.status ?? null,
    is_disabled: 1,
    restricted: true,
    created_by: lead.created_by ?? null,
    created_by_name: employeeName(repos, lead.created_by),
    created_at: lead.created_at,
    updated_at: lead.updated_at ?? lead.created_at,
  };
}

/** `{id, organization_name}` of a lead (empty name once the lead is gone). */
export const leadRef = (repos: Repos, leadId: number): LeadRef => ({
  id: leadId,
  organization_name: repos.leads.get(leadId)?.initial_info.organization_name ?? '',
});
