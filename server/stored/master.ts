import type { Stored } from './row-types';

/** A master-data row named by `name` (most lookups: countries, units, exhibitions, ...). */
type Named<T = object> = Stored<{ name: string; created_at?: string; updated_at?: string } & T>;

export type ProfessionRow = Named<{ description?: string | null }>;
export type DepartmentRow = Named<{
  code?: string | null;
  short_name?: string | null;
  description?: string | null;
}>;
export type DesignationRow = Named;
export type InformationSourceRow = Named<{ description?: string | null }>;
export type CampaignRow = Named<{ start_date: string; end_date: string; description?: string | null }>;
export type ExhibitionRow = Named<{ start_date: string; end_date: string }>;
/** Industries are named by `type`. */
export type IndustryRow = Stored<{
  type: string;
  description?: string | null;
  created_at?: string;
  updated_at?: string;
}>;
/** A lead stage: its name is `lead_stage`, `order` places it on the board. */
export type LeadStageRow = Stored<{
  lead_stage: string;
  color: string;
  order: number;
  created_at?: string;
  updated_at?: string;
}>;
export type CompetitorRow = Named<{ remarks?: string }>;
type CompanyAddress = { phone: string; country: string; state: string; city: string; area: string };
export type CompanyRow = Named<{ addresses: CompanyAddress[] }>;
export type CountryRow = Named;
export type DivisionRow = Named<{ country_id: number }>;
export type DistrictRow = Named<{ division_id: number }>;
export type ThanaRow = Named<{ district_id: number }>;
export type ZoneRow = Named<{ district_id: number }>;
export type UnitRow = Named;
export type CategoryRow = Named<{ parent_category: number | null }>;
export type ProductRow = Named<{
  unit_id: number;
  category_id: number | null;
  price: number;
  description?: string | null;
}>;
export type DocumentCategoryRow = Named;
export type InfluencingRoleRow = Named;
