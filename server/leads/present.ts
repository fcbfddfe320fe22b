import type { LeadRecord, LeadRef, RestrictedLeadRecord } from '../../contract/records';
import type { RelatedRows, RowRef } from '../master/related-rows';
import type { LeadRow } from '../stored/leads';

/** Where uploaded files are served (the uploads router of the lead wizard). */
export const uploadUrl = (name: string | null | undefined): string | null =>
  name ? `/api/uploads/${encodeURIComponent(name)}` : null;

/**
 * The related rows `presentLead` names (and, a subset, `presentRestrictedLead`): fetch them for
 * a whole list with RelatedRows.load.
 */
export function leadRelations(lead: LeadRow): RowRef[] {
  const info = lead.initial_info;
  const refs: RowRef[] = [
    ['industries', info.industry_id],
    ['information-sources', info.information_source_id],
    ['countries', info.country_id],
    ['divisions', info.division_id],
    ['districts', info.district_id],
    ['zones', info.zone_id],
    ['employees', lead.created_by],
  ];
  for (const block of Array.isArray(info.exhibitions) ? info.exhibitions : [])
    refs.push(
      ['exhibitions', block.exhibition_id],
      ['employees', block.employee_id],
      ['employees', block.additionalEmployeeID],
    );
  return refs;
}

/**
 * A lead as the API answers it: the stored ids are kept and the related records are expanded
 * next to them; `created_by` stays the creator's employee id, `created_by_name` is added.
 */
export function presentLead(related: RelatedRows, lead: LeadRow): LeadRecord {
  const info = lead.initial_info;
  const industry = related.row('industries', info.industry_id);
  const source = related.row('information-sources', info.information_source_id);
  const country = related.row('countries', info.country_id);
  const division = related.row('divisions', info.division_id);
  const district = related.row('districts', info.district_id);
  const zone = related.row('zones', info.zone_id);
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
        const exhibition = related.row('exhibitions', block.exhibition_id);
        return {
          ...block,
          exhibition: exhibition ? { id: exhibition.id, name: exhibition.name } : null,
          employee: related.employeeRef(block.employee_id),
          additional_employee: related.employeeRef(block.additionalEmployeeID),
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
    created_by_name: related.employeeName(lead.created_by),
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
export function presentRestrictedLead(related: RelatedRows, lead: LeadRow): RestrictedLeadRecord {
  const info = lead.initial_info;
  const industry = related.row('industries', info.industry_id);
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
    created_by_name: related.employeeName(lead.created_by),
    created_at: lead.created_at,
    updated_at: lead.updated_at ?? lead.created_at,
  };
}

/** `{id, organization_name}` of a lead (empty name once the lead is gone; `leads` loaded). */
export const leadRef = (related: RelatedRows, leadId: number): LeadRef => ({
  id: leadId,
  organization_name: related.row('leads', leadId)?.initial_info.organization_name ?? '',
});
