/** Form values of the two wizard steps: shaped like the API payloads (spec part 1 §7). */
export interface NamedRef {
  id: number | null;
  name: string;
}

export interface ExhibitionBlock {
  exhibition_id: string;
  employee_id: string;
  additionalEmployeeID: string;
}

export interface LeadSocial {
  mediaName: string;
  URL: string;
}

export interface InitialInfoValues {
  organization_name: string;
  industry_type_id: number | null;
  industry_type_text: string;
  information_source_id: number | null;
  information_source_text: string;
  phone: string;
  address: string;
  lead_priority: string;
  country_id: string;
  division_id: string;
  district_id: string;
  zone_id: string;
  website_link: string;
  exhibitions: ExhibitionBlock[];
  social_networks: LeadSocial[];
}

export interface PersonSocial {
  social_media: string;
  url: string;
}

export interface ConcernPersonValues {
  name: string;
  phone: string[];
  email: string[];
  dob: string | null;
  designation: NamedRef | null;
  role: NamedRef | null;
  department: NamedRef | null;
  gender: string;
  attachment: string | null;
  social_networks: PersonSocial[];
}

export interface ConcernPersonsValues {
  concern_person_info: ConcernPersonValues[];
}

/** A row of GET /prospects-list. */
export interface Prospect {
  id: number;
  organization_name: string;
  industry: { id: number; type: string } | null;
  phone: string;
  address: string;
  website_link: string;
  social_networks: LeadSocial[];
  concern_person_info?: Partial<ConcernPersonValues>[];
}

export interface IdName {
  id: number;
  name: string;
}
