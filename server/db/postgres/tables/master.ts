import {
  type Column,
  date,
  id,
  integer,
  jsonb,
  nullable,
  numeric,
  optionalRef,
  ref,
  table,
  text,
  withIndexes,
  timestamptz,
} from '../columns';

type Extra = Record<string, Column<unknown, unknown>>;

/**
 * A master-data table named by one text column, unique whatever its case and outer spaces (as the
 * embedded store's master rules check it, server/master/descriptors.ts; crms_text_key, 0014).
 */
function named<C extends Extra>(tableName: string, collection: string, extra: C) {
  return table({
    collection,
    columns: {
      id: id(),
      name: text(),
      ...extra,
      created_at: nullable(timestamptz()),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [{ name: `${tableName}_name_key`, unique: true, on: 'crms_text_key(name)' }],
  });
}

/** Places share names across their parents (two districts may each have a "Sadar" thana). */
function place<P extends string>(tableName: string, parent: P, parentTable: string) {
  return table({
    collection: tableName,
    columns: {
      id: id(),
      name: text(),
      ...({ [parent]: ref(parentTable) } as Record<P, Column<number>>),
      created_at: nullable(timestamptz()),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [{ name: `${tableName}_${parent}_idx`, on: `${parent}, lower(name)` }],
  });
}

const optionalText = () => nullable(text());

/**
 * Lookups and catalogues (server/stored/master.ts); a row in use cannot be deleted (RESTRICT).
 * Every row written through the API has `updated_at` and each descriptor field, null when left
 * blank (server/master/read-input.ts); the seed's rows have no `updated_at` (migration 0002).
 */
export const masterTables = {
  professions: named('professions', 'professions', { description: optionalText() }),
  departments: named('departments', 'departments', {
    code: optionalText(),
    short_name: optionalText(),
    description: optionalText(),
  }),
  designations: named('designations', 'designations', {}),
  information_sources: named('information_sources', 'information-sources', { description: optionalText() }),
  campaigns: named('campaigns', 'campaigns', {
    start_date: date(),
    end_date: date(),
    description: optionalText(),
  }),
  exhibitions: named('exhibitions', 'exhibitions', { start_date: date(), end_date: date() }),
  industries: table({
    collection: 'industries',
    columns: {
      id: id(),
      type: text(),
      description: optionalText(),
      created_at: nullable(timestamptz()),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [{ name: 'industries_type_key', unique: true, on: 'crms_text_key(type)' }],
  }),
  /** Leads name their stage by `lead_stage`; `order` places it on the board. */
  lead_stages: table({
    collection: 'lead-stages',
    columns: {
      id: id(),
      lead_stage: text(),
      color: text(),
      order: integer(),
      created_at: nullable(timestamptz()),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [{ name: 'lead_stages_lead_stage_key', unique: true, on: 'crms_text_key(lead_stage)' }],
  }),
  competitors: named('competitors', 'competitors', { remarks: text() }),
  companies: named('companies', 'companies', {
    addresses: jsonb<{ phone: string; country: string; state: string; city: string; area: string }[]>(),
  }),
  countries: named('countries', 'countries', {}),
  divisions: place('divisions', 'country_id', 'countries'),
  districts: place('districts', 'division_id', 'divisions'),
  thanas: place('thanas', 'district_id', 'districts'),
  zones: place('zones', 'district_id', 'districts'),
  units: named('units', 'units', {}),
  // The delete guards' counts (server/db/postgres/repos/references.ts) read these (0009).
  categories: withIndexes(
    named('categories', 'categories', { parent_category: optionalRef('categories', 'RESTRICT') }),
    [{ name: 'categories_parent_idx', on: 'parent_category' }],
  ),
  products: withIndexes(
    named('products', 'products', {
      unit_id: ref('units'),
      category_id: optionalRef('categories', 'RESTRICT'),
      price: numeric(),
      description: optionalText(),
    }),
    [
      { name: 'products_unit_idx', on: 'unit_id' },
      { name: 'products_category_idx', on: 'category_id' },
    ],
  ),
  document_categories: named('document_categories', 'document-categories', {}),
  influencing_roles: named('influencing_roles', 'influencing-roles', {}),
};
