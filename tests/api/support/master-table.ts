/** Per-collection test data shared by the table-driven API tests. */
export interface MasterCase {
  collection: string;
  /** A valid create body; `tag` makes unique names per call. */
  valid: (tag: string) => Record<string, unknown>;
  /** The field an update changes (and how). */
  update: (tag: string) => Record<string, unknown>;
  /** Keys a create with an empty body must report. */
  required: string[];
}

const named = (tag: string) => ({ name: `Test ${tag}` });

export const MASTER_CASES: MasterCase[] = [
  {
    collection: 'professions',
    valid: (t) => ({ ...named(t), description: 'd' }),
    update: (t) => named(`${t} upd`),
    required: ['name'],
  },
  {
    collection: 'departments',
    valid: (t) => ({ ...named(t), code: 'TD', short_name: 'td', description: 'd' }),
    update: (t) => named(`${t} upd`),
    required: ['name'],
  },
  { collection: 'designations', valid: named, update: (t) => named(`${t} upd`), required: ['name'] },
  {
    collection: 'information-sources',
    valid: (t) => ({ ...named(t), description: 'd' }),
    update: (t) => named(`${t} upd`),
    required: ['name'],
  },
  {
    collection: 'campaigns',
    valid: (t) => ({ ...named(t), start_date: '2026-01-01', end_date: '2026-01-31', description: 'd' }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'start_date', 'end_date'],
  },
  {
    collection: 'exhibitions',
    valid: (t) => ({ ...named(t), start_date: '2026-02-01', end_date: '2026-02-03' }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'start_date', 'end_date'],
  },
  {
    collection: 'industries',
    valid: (t) => ({ type: `Type ${t}`, description: 'd' }),
    update: (t) => ({ type: `Type ${t} upd` }),
    required: ['type'],
  },
  {
    collection: 'lead-stages',
    valid: (t) => ({ lead_stage: `stage_${t}`, color: '#12ab9f', order: 42 }),
    update: (t) => ({ lead_stage: `stage_${t}_upd` }),
    required: ['lead_stage', 'color', 'order'],
  },
  {
    collection: 'competitors',
    valid: (t) => ({ ...named(t), remarks: 'r' }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'remarks'],
  },
  {
    collection: 'companies',
    valid: (t) => ({
      ...named(t),
      addresses: [{ phone: '017', country: 'BD', state: 'Dhaka', city: 'Dhaka', area: 'Gulshan' }],
    }),
    update: (t) => named(`${t} upd`),
    required: ['name'],
  },
  { collection: 'countries', valid: named, update: (t) => named(`${t} upd`), required: ['name'] },
  {
    collection: 'divisions',
    valid: (t) => ({ ...named(t), country_id: 1 }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'country_id'],
  },
  {
    collection: 'districts',
    valid: (t) => ({ ...named(t), division_id: 1 }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'division_id'],
  },
  {
    collection: 'thanas',
    valid: (t) => ({ ...named(t), district_id: 1 }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'district_id'],
  },
  {
    collection: 'zones',
    valid: (t) => ({ ...named(t), district_id: 1 }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'district_id'],
  },
  { collection: 'roles', valid: named, update: (t) => named(`${t} upd`), required: ['name'] },
  {
    collection: 'employees',
    valid: (t) => ({
      name: `Emp ${t}`,
      email: `emp.${t.replace(/\W/g, '')}@crms.test`,
      password: 'Secret#1',
      phone: '+8801700000000',
      address: 'Somewhere',
      parent_id: 2,
      department_id: 1,
      designation_id: 1,
      role_id: 3,
    }),
    update: (t) => ({ name: `Emp ${t} upd` }),
    required: ['name', 'email', 'password', 'phone', 'department_id', 'designation_id', 'role_id'],
  },
  { collection: 'units', valid: named, update: (t) => named(`${t} upd`), required: ['name'] },
  {
    collection: 'categories',
    valid: (t) => ({ ...named(t), parent_category: 1 }),
    update: (t) => named(`${t} upd`),
    required: ['name'],
  },
  {
    collection: 'products',
    valid: (t) => ({ ...named(t), unit_id: 1, category_id: 1, price: '12.50', description: 'd' }),
    update: (t) => named(`${t} upd`),
    required: ['name', 'unit_id', 'price'],
  },
  { collection: 'document-categories', valid: named, update: (t) => named(`${t} upd`), required: ['name'] },
  { collection: 'influencing-roles', valid: named, update: (t) => named(`${t} upd`), required: ['name'] },
];
