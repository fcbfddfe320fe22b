import type { Tx } from '../db/tx';
import type { CollectionName } from '../stored/collections';
import type { StoredLeadInfo } from '../stored/leads';

/** The lookups a concern person of a lead, prospect or stakeholder keeps as {id, name}. */
export type PersonLookup = 'designation' | 'role' | 'department';
/** A lead's lookups, held in its initial_info. */
export type LeadInfoReference = Extract<
  keyof StoredLeadInfo,
  'information_source_id' | 'industry_id' | 'country_id' | 'division_id' | 'district_id' | 'zone_id'
>;
type OrganizationReference = 'exhibitions' | 'industry_id' | 'created_by' | `people:${PersonLookup}`;

/**
 * Every way a record of one collection points at another row, by name: what a delete guard counts
 * (server/master/usage.ts). A plain name is a field holding the row's id; the others are
 * described where each store answers them (server/master/embedded-references.ts,
 * server/db/postgres/repos/references.ts), and each store must answer every one (type-checked).
 */
export interface ReferenceNames {
  leads:
    'lead_stage' | 'created_by' | 'exhibitions' | 'assigned' | LeadInfoReference | `people:${PersonLookup}`;
  prospects: OrganizationReference;
  stackholders: OrganizationReference;
  documents: 'exhibition_id' | 'category_id' | 'created_by';
  'lead-activities': 'actors';
  'lead-permissions': 'employee_id';
  employees: 'department_id' | 'designation_id' | 'role_id' | 'parent_id';
  divisions: 'country_id';
  districts: 'division_id';
  thanas: 'district_id';
  zones: 'district_id';
  products: 'unit_id' | 'category_id';
  categories: 'parent_category';
}

export type ReferringCollection = keyof ReferenceNames & CollectionName;

/** One named reference of one collection, as data: both stores count it their own way. */
export type Reference = {
  [C in ReferringCollection]: { collection: C; name: ReferenceNames[C] };
}[ReferringCollection];

/** How many records `ref` makes point at `key` (a row's id, or a stage's name); `via`: through a transaction. */
export interface ReferenceCounter {
  count(ref: Reference, key: unknown, via?: Tx): Promise<number>;
}
