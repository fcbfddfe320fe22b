import { emptyPerson, personFromApi } from '../../components/person-form/personValues';
import type { OrganizationRecord, OrganizationValues } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

export function emptyOrganization(): OrganizationValues {
  return {
    organization_name: '',
    industry_type_id: null,
    industry_type_text: '',
    phone: '',
    address: '',
    website_link: '',
    exhibitions: [],
    social_networks: [{ mediaName: '', URL: '' }],
    concern_person_info: [emptyPerson()],
  };
}

/** A loaded record → the form's values (edit). */
export function recordToValues(r: OrganizationRecord): OrganizationValues {
  return {
    organization_name: r.organization_name,
    industry_type_id: r.industry?.id ?? null,
    industry_type_text: r.industry?.type ?? '',
    phone: r.phone,
    address: r.address,
    website_link: r.website_link,
    exhibitions: r.exhibitions.map((e) => String(e.id)),
    social_networks: r.social_networks.length ? r.social_networks : [{ mediaName: '', URL: '' }],
    concern_person_info: r.concern_person_info.length
      ? r.concern_person_info.map((p) => personFromApi(p as Loose))
      : [emptyPerson()],
  };
}

/**
 * The create/update payload: industryType on create (an id or the typed name), industry_id on
 * update (null with industryType when a new name was typed).
 */
export function valuesToPayload(v: OrganizationValues, mode: 'create' | 'edit') {
  const typed = v.industry_type_text.trim();
  const industry =
    mode === 'create'
      ? { industryType: v.industry_type_id ?? (typed || null) }
      : { industry_id: v.industry_type_id, industryType: v.industry_type_id ? null : typed || null };
  return {
    organization_name: v.organization_name,
    ...industry,
    phone: v.phone,
    address: v.address,
    website_link: v.website_link,
    exhibitions: v.exhibitions.map(Number),
    social_networks: v.social_networks,
    concern_person_info: v.concern_person_info.map((p) => ({ ...p, gender: p.gender || null })),
  };
}
