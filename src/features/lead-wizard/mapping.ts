import { emptyPerson, personFromApi } from '../../components/person-form/personValues';
import type { ConcernPersonsValues, InitialInfoValues, Prospect } from './types';

// The person parts are shared with the prospect and stakeholder form.
export { emptyPerson } from '../../components/person-form/personValues';

/** Conversions between the API's lead shape and the wizard's form values. Pure functions. */

const str = (v: unknown) => (v == null ? '' : String(v));
const ids = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const emptyExhibition = () => ({ exhibition_id: '', employee_id: '', additionalEmployeeID: '' });
const emptyLeadSocial = () => ({ mediaName: '', URL: '' });

export function emptyInitialInfo(): InitialInfoValues {
  return {
    organization_name: '',
    industry_type_id: null,
    industry_type_text: '',
    information_source_id: null,
    information_source_text: '',
    phone: '',
    address: '',
    lead_priority: '',
    country_id: '',
    division_id: '',
    district_id: '',
    zone_id: '',
    website_link: '',
    exhibitions: [emptyExhibition()],
    social_networks: [emptyLeadSocial()],
  };
}

/** GET /leads/{id} contents → both steps' values. */
export function leadToForms(lead: Loose): { initialInfo: InitialInfoValues; persons: ConcernPersonsValues } {
  const info: Loose = lead.initial_info ?? {};
  const exhibitions = Array.isArray(info.exhibitions) ? info.exhibitions : [];
  const socials = Array.isArray(info.social_networks) ? info.social_networks : [];
  const persons = Array.isArray(lead.concern_person) ? lead.concern_person : [];
  return {
    initialInfo: {
      organization_name: str(info.organization_name),
      industry_type_id: info.industry?.id ?? info.industry_id ?? null,
      industry_type_text: str(info.industry?.type),
      information_source_id: info.information_source?.id ?? info.information_source_id ?? null,
      information_source_text: str(info.information_source?.name),
      phone: str(info.phone),
      address: str(info.address),
      lead_priority: str(lead.lead_priority),
      country_id: ids(info.country_id ?? info.country?.id),
      division_id: ids(info.division_id ?? info.country?.division?.id),
      district_id: ids(info.district_id ?? info.zone?.district?.id),
      zone_id: ids(info.zone_id ?? info.zone?.id),
      website_link: str(info.website_link),
      exhibitions: exhibitions.length
        ? exhibitions.map((e: Loose) => ({
            exhibition_id: ids(e.exhibition_id),
            employee_id: ids(e.employee_id),
            additionalEmployeeID: ids(e.additionalEmployeeID),
          }))
        : [emptyExhibition()],
      social_networks: socials.length
        ? socials.map((s: Loose) => ({ mediaName: str(s.mediaName), URL: str(s.URL) }))
        : [emptyLeadSocial()],
    },
    persons: { concern_person_info: persons.length ? persons.map(personFromApi) : [emptyPerson()] },
  };
}

/** A chosen prospect prefills step 1 ... */
export function initialInfoFromProspect(current: InitialInfoValues, p: Prospect): InitialInfoValues {
  return {
    ...current,
    organization_name: p.organization_name,
    industry_type_id: p.industry?.id ?? null,
    industry_type_text: p.industry?.type ?? '',
    phone: p.phone,
    address: p.address,
    website_link: p.website_link,
    social_networks: p.social_networks.length
      ? p.social_networks.map((s) => ({ mediaName: s.mediaName, URL: s.URL }))
      : [emptyLeadSocial()],
  };
}

/** ... and its persons prefill step 2. */
export function personsFromProspect(p: Prospect | null | undefined): ConcernPersonsValues | null {
  const list = p ? p.concern_person_info : [];
  return list.length ? { concern_person_info: list.map((x) => personFromApi(x)) } : null;
}

/** Step 1 values → POST body: blank optional ids become null, empty rows are dropped by the server. */
export function initialInfoPayload(v: InitialInfoValues, leadId: number | null) {
  const nullIfBlank = (x: string) => (x === '' ? null : x);
  return {
    ...(leadId !== null ? { initialID: leadId } : {}),
    organization_name: v.organization_name,
    industry_type_id: v.industry_type_id,
    industry_type_text: v.industry_type_id ? '' : v.industry_type_text,
    information_source_id: v.information_source_id,
    information_source_text: v.information_source_id ? '' : v.information_source_text,
    phone: v.phone,
    address: v.address,
    lead_priority: v.lead_priority,
    country_id: nullIfBlank(v.country_id),
    division_id: nullIfBlank(v.division_id),
    district_id: nullIfBlank(v.district_id),
    zone_id: nullIfBlank(v.zone_id),
    website_link: v.website_link,
    exhibitions: v.exhibitions.map((e) => ({
      exhibition_id: nullIfBlank(e.exhibition_id),
      employee_id: nullIfBlank(e.employee_id),
      additionalEmployeeID: nullIfBlank(e.additionalEmployeeID),
    })),
    social_networks: v.social_networks,
  };
}

/**
 * A step 1 queued on this device (initialInfoPayload's answer, kept by src/queue/enqueue.ts) back
 * into the form's values: its blanks were sent as null.
 */
export function initialInfoValuesOf(body: Loose): InitialInfoValues {
  const blocks: Loose[] = Array.isArray(body.exhibitions)
    ? body.exhibitions.filter((b: unknown) => !!b && typeof b === 'object')
    : [];
  const socials = Array.isArray(body.social_networks) ? body.social_networks : [];
  return {
    ...emptyInitialInfo(),
    organization_name: str(body.organization_name),
    industry_type_id: typeof body.industry_type_id === 'number' ? body.industry_type_id : null,
    industry_type_text: str(body.industry_type_text),
    information_source_id: typeof body.information_source_id === 'number' ? body.information_source_id : null,
    information_source_text: str(body.information_source_text),
    phone: str(body.phone),
    address: str(body.address),
    lead_priority: str(body.lead_priority),
    country_id: ids(body.country_id),
    division_id: ids(body.division_id),
    district_id: ids(body.district_id),
    zone_id: ids(body.zone_id),
    website_link: str(body.website_link),
    exhibitions: blocks.map((b) => ({
      exhibition_id: ids(b.exhibition_id),
      employee_id: ids(b.employee_id),
      additionalEmployeeID: ids(b.additionalEmployeeID),
    })),
    social_networks: socials.map((n: Loose) => ({ mediaName: str(n?.mediaName), URL: str(n?.URL) })),
  };
}

export function concernPersonsPayload(v: ConcernPersonsValues, leadId: number) {
  return {
    lead_id: leadId,
    concern_person_info: v.concern_person_info.map((p) => ({ ...p, gender: p.gender || null })),
  };
}
