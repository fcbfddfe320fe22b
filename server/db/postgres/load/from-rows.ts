import type { Row } from '../../row';
import type { TableDef } from '../columns';
import { type TableName, tableDefs } from '../schema';

type Doc = Record<string, unknown>;

/**
 * The inverse of to-rows.ts: table rows back into the embedded store's documents. A table row has
 * a null where the document had no field, so a null is dropped unless the stored row type keeps
 * that field as `T | null` (server/stored/accounts.ts, server/stored/leads.ts,
 * server/stored/master.ts): those columns are listed here.
 */
const KEPT_NULL: Partial<Record<TableName, readonly string[]>> = {
  users: ['password_hash'],
  employees: ['address', 'parent_id', 'department_id', 'designation_id', 'role_id', 'profile_picture'],
  sessions: ['revoked_at'],
  password_resets: ['used_at'],
  audit_log: ['actor_id', 'employee_id', 'request_id', 'expires_at', 'via'],
  // Master fields a form may leave blank: the API stores null (server/master/read-input.ts).
  professions: ['description'],
  departments: ['code', 'short_name', 'description'],
  information_sources: ['description'],
  campaigns: ['description'],
  industries: ['description'],
  categories: ['parent_category'],
  products: ['category_id', 'description'],
  documents: ['category_id', 'exhibition_id', 'created_by'],
  email_template_settings: ['image'],
  leads: ['lead_priority', 'lead_stage', 'status', 'created_by'],
  lead_activities: ['created_by'],
  lead_access_requests: ['acted_by', 'acted_at'],
  notifications: ['exhibition_id'],
  task_reminders: ['fired_at'],
  prospects: ['industry_id', 'created_by'],
  stakeholders: ['industry_id', 'created_by'],
};

/** A table row as a document: its columns (jsonb already parsed by pg), nulls dropped as above. */
function docOf(table: TableName, row: Doc, omit: readonly string[] = []): Doc {
  const kept = KEPT_NULL[table] ?? [];
  const out: Doc = {};
  for (const [name, column] of Object.entries((tableDefs[table] as TableDef).columns)) {
    if (omit.includes(name) || column.maintained) continue;
    const value = row[name];
    if (value === null && !kept.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Child rows of one parent, in position order (the reader sorts them by parent, position). */
export type Children = Partial<Record<TableName, Doc[]>>;
const of = (children: Children, table: TableName) => children[table] ?? [];

const ref = (id: unknown, name: unknown) => (id === null && name === null ? null : { id, name });

/** Concern persons back from their rows: an {id, name} ref is null when both are. */
const people = (rows: Doc[]) =>
  rows.map((p) => ({
    name: p.name,
    phone: p.phones,
    email: p.emails,
    dob: p.dob,
    designation: ref(p.designation_id, p.designation_name),
    role: ref(p.role_id, p.role_name),
    department: ref(p.department_id, p.department_name),
    gender: p.gender,
    attachment: p.attachment,
    social_networks: p.social_networks,
  }));

/** The flattened wizard step 1 of a lead (to-rows.ts spreads `initial_info` into the row). */
const INITIAL_INFO = [
  'organization_name',
  'organization_logo',
  'industry_id',
  'information_source_id',
  'phone',
  'address',
  'country_id',
  'division_id',
  'district_id',
  'zone_id',
  'website_link',
] as const;

function organization(table: 'prospects' | 'stakeholders', row: Doc, children: Children): Doc {
  return {
    ...docOf(table, row),
    exhibitions: of(children, `${table}_exhibitions`).map((e) => e.exhibition_id),
    concern_person_info: people(of(children, `${table}_concern_persons`)),
  };
}

/**
 * The fields each activity type writes, null when left blank (server/lead-details/activity-input.ts,
 * server/lead-details/task-input.ts); the fields of other types are absent.
 */
const TYPE_FIELDS: Record<string, readonly string[]> = {
  log: ['description', 'log_type'],
  note: ['note_description'],
  sms: ['sms_description'],
  email: ['subject', 'body', 'sender_name', 'to_mail'],
  file: ['description'],
  task: [
    'task_title',
    'task_description',
    'task_type',
    'start_date',
    'start_time',
    'due_date',
    'due_time',
    'priority',
    'reminders',
  ],
};

/** Per collection whose rows are not one table row each: its table row and child rows as a document. */
const special: Record<string, (row: Doc, children: Children) => Doc> = {
  roles: (row, children) => ({
    ...docOf('roles', row),
    permission_ids: of(children, 'role_permissions').map((p) => p.permission_id),
  }),
  leads(row, children) {
    const info: Doc = Object.fromEntries(INITIAL_INFO.map((name) => [name, row[name]]));
    return {
      ...docOf('leads', row, [
        ...INITIAL_INFO,
        'social_networks',
        'search_text',
        'listed_search_text',
        'identity_keys',
      ]),
      initial_info: {
        ...info,
        exhibitions: of(children, 'lead_exhibitions').map((e) => ({
          exhibition_id: e.exhibition_id,
          employee_id: e.employee_id,
          additionalEmployeeID: e.additional_employee_id,
        })),
        social_networks: row.social_networks,
      },
      concern_person: people(of(children, 'lead_concern_persons')),
    };
  },
  'lead-activities'(row, children) {
    // A type's own fields are always written, a blank optional one as null.
    const own = Object.fromEntries((TYPE_FIELDS[row.type as string] ?? []).map((f) => [f, row[f]]));
    const doc = { ...docOf('lead_activities', row), ...own };
    // Only a task has assignees (server/stored/leads.ts), an empty list included.
    return row.type === 'task'
      ? { ...doc, assign_to: of(children, 'activity_assignees').map((a) => a.employee_id) }
      : doc;
  },
  'task-reminders': (row, children) => ({
    ...docOf('task_reminders', row),
    employee_ids: of(children, 'task_reminder_employees').map((e) => e.employee_id),
  }),
  prospects: (row, children) => organization('prospects', row, children),
  stackholders: (row, children) => organization('stakeholders', row, children),
  birthdays(row) {
    const own = [
      'company_name',
      'person_name',
      'designation',
      'dob',
      'contact_email',
      'contact_number',
      'address',
    ];
    return {
      id: row.id,
      CompanyName: row.company_name,
      PersonName: row.person_name,
      Designation: row.designation,
      DOB: row.dob,
      ContactEmail: row.contact_email,
      ContactNumber: row.contact_number,
      Address: row.address,
      ...docOf('birthdays', row, ['id', ...own]),
    };
  },
};

/** The child tables whose rows fold back into a table's documents, with their parent column. */
export function childTablesOf(table: TableName): [TableName, string][] {
  return (Object.entries(tableDefs) as [TableName, TableDef][]).flatMap(([name, def]) => {
    if (def.collection) return [];
    const parent = Object.entries(def.columns).find(
      ([, c]) => c.references?.onDelete === 'CASCADE' && c.references.table === table,
    );
    return parent && def.primaryKey[0] === parent[0] ? [[name, parent[0]] as [TableName, string]] : [];
  });
}

/** One stored document of `collection` from its table row and child rows. */
export function storedRowOf(collection: string, table: TableName, row: Doc, children: Children): Row {
  const own = special[collection];
  return (own ? own(row, children) : docOf(table, row)) as Row;
}
