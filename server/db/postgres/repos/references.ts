import { type Kysely, type RawBuilder, sql } from 'kysely';
import type {
  PersonLookup,
  Reference,
  ReferenceCounter,
  ReferenceNames,
  ReferringCollection,
} from '../../../master/references';
import type { Database } from '../schema';
import { readerOf } from '../transaction';

type Count = (key: number) => RawBuilder<{ n: string }>;

/** Rows of `table` whose `column` holds the key (one btree index each; migrations 0001 and 0009). */
const rowsWith =
  (table: string, column: string): Count =>
  (key) =>
    sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${key}`;

/** Parents with at least one child row whose `column` holds the key (a list kept as child rows). */
const parentsWith =
  (table: string, parent: string, column: string): Count =>
  (key) =>
    sql`SELECT count(DISTINCT ${sql.ref(parent)}) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${key}`;

const people = (table: string, parent: string) => (lookup: PersonLookup) =>
  parentsWith(table, parent, `${lookup}_id`);

const organization = (table: string, parent: string): Record<ReferenceNames['prospects'], Count> => {
  const persons = people(`${table}_concern_persons`, parent);
  return {
    exhibitions: parentsWith(`${table}_exhibitions`, parent, 'exhibition_id'),
    industry_id: rowsWith(table, 'industry_id'),
    created_by: rowsWith(table, 'created_by'),
    'people:designation': persons('designation'),
    'people:role': persons('role'),
    'people:department': persons('department'),
  };
};
const leadPersons = people('lead_concern_persons', 'lead_id');

/**
 * Each named reference (server/master/references.ts) as one count over the tables that hold it,
 * every one answered from an index: a lead's initial_info lookups are columns of leads, its
 * exhibitions and assigned employees rows of lead_exhibitions, concern persons rows of the
 * *_concern_persons tables, an activity's actors its created_by and activity_assignees.
 */
const COUNTS: { [C in ReferringCollection]: Record<Exclude<ReferenceNames[C], 'lead_stage'>, Count> } = {
  leads: {
    created_by: rowsWith('leads', 'created_by'),
    information_source_id: rowsWith('leads', 'information_source_id'),
    industry_id: rowsWith('leads', 'industry_id'),
    country_id: rowsWith('leads', 'country_id'),
    division_id: rowsWith('leads', 'division_id'),
    district_id: rowsWith('leads', 'district_id'),
    zone_id: rowsWith('leads', 'zone_id'),
    exhibitions: parentsWith('lead_exhibitions', 'lead_id', 'exhibition_id'),
    assigned: (key) =>
      sql`SELECT count(*) AS n FROM (SELECT lead_id FROM lead_exhibitions WHERE employee_id = ${key}
          UNION SELECT lead_id FROM lead_exhibitions WHERE additional_employee_id = ${key}) AS assigned`,
    'people:designation': leadPersons('designation'),
    'people:role': leadPersons('role'),
    'people:department': leadPersons('department'),
  },
  prospects: organization('prospects', 'prospect_id'),
  stackholders: organization('stakeholders', 'stakeholder_id'),
  documents: {
    exhibition_id: rowsWith('documents', 'exhibition_id'),
    category_id: rowsWith('documents', 'category_id'),
    created_by: rowsWith('documents', 'created_by'),
  },
  'lead-activities': {
    actors: (key) =>
      sql`SELECT count(*) AS n FROM (SELECT id FROM lead_activities WHERE created_by = ${key}
          UNION SELECT activity_id FROM activity_assignees WHERE employee_id = ${key}) AS acted`,
  },
  'lead-permissions': { employee_id: rowsWith('lead_access_requests', 'employee_id') },
  employees: {
    department_id: rowsWith('employees', 'department_id'),
    designation_id: rowsWith('employees', 'designation_id'),
    role_id: rowsWith('employees', 'role_id'),
    parent_id: rowsWith('employees', 'parent_id'),
  },
  divisions: { country_id: rowsWith('divisions', 'country_id') },
  districts: { division_id: rowsWith('districts', 'division_id') },
  thanas: { district_id: rowsWith('thanas', 'district_id') },
  zones: { district_id: rowsWith('zones', 'district_id') },
  products: { unit_id: rowsWith('products', 'unit_id'), category_id: rowsWith('products', 'category_id') },
  categories: { parent_category: rowsWith('categories', 'parent_category') },
};

/** A stage is held by name, as the embedded store compares it: exactly (leads_stage_idx). */
const leadsInStage = (stage: string) =>
  sql<{ n: string }>`SELECT count(*) AS n FROM leads WHERE lead_stage = ${stage}`;

/** `repos.references` on PostgreSQL: the delete guards' counts, each one indexed SQL count. */
export function postgresReferences(db: Kysely<Database>): ReferenceCounter {
  const query = (ref: Reference, key: unknown): RawBuilder<{ n: string }> | null => {
    if (ref.collection === 'leads' && ref.name === 'lead_stage')
      return typeof key === 'string' ? leadsInStage(key) : null;
    // Ids are integers; anything else is held by no row (the embedded index compares exactly).
    if (typeof key !== 'number' || !Number.isSafeInteger(key)) return null;
    return (COUNTS[ref.collection] as Record<string, Count>)[ref.name](key);
  };
  return {
    async count(ref, key, via) {
      const q = query(ref, key);
      if (!q) return 0;
      const { rows } = await q.execute(readerOf(db, via));
      return Number(rows[0]?.n ?? 0);
    },
  };
}
