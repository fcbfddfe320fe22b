import type { Row } from '../../row';
import { identityKeys, leadIdentity } from '../../../leads/identity-keys';
import { searchTextOf } from '../../../leads/repository';
import type { LeadRow } from '../../../stored/leads';
import { type TableDef, writtenColumns } from '../columns';
import { type TableName, tableDefs } from '../schema';

/** Table rows, by table, as the loader inserts them. */
export type TableRows = Map<TableName, Record<string, unknown>[]>;
type Doc = Record<string, unknown>;

const list = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : []);
const field = (ref: unknown, key: 'id' | 'name'): unknown =>
  ref && typeof ref === 'object' ? ((ref as Doc)[key] ?? null) : null;

/** A row of `table` from a stored document: each column's field, json(b) as JSON text, missing as null. */
function rowOf(def: TableDef, source: Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of writtenColumns(def)) {
    const column = def.columns[name];
    const value = source[name] ?? null;
    const asJson = column.type === 'jsonb' || column.type === 'json';
    out[name] = asJson && value !== null ? JSON.stringify(value) : value;
  }
  return out;
}

function put(out: TableRows, table: TableName, source: Doc): void {
  let rows = out.get(table);
  if (!rows) out.set(table, (rows = []));
  rows.push(rowOf(tableDefs[table], source));
}

/** Concern persons of a lead, prospect or stakeholder: the {id, name} refs keep their id. */
function putPeople(out: TableRows, table: TableName, parent: Doc, people: unknown): void {
  list(people).forEach((p, position) =>
    put(out, table, {
      ...parent,
      position,
      name: p.name,
      phones: p.phone ?? [],
      emails: p.email ?? [],
      dob: p.dob || null,
      designation_id: field(p.designation, 'id'),
      designation_name: field(p.designation, 'name'),
      role_id: field(p.role, 'id'),
      role_name: field(p.role, 'name'),
      department_id: field(p.department, 'id'),
      department_name: field(p.department, 'name'),
      gender: p.gender,
      attachment: p.attachment,
      social_networks: p.social_networks ?? [],
    }),
  );
}

/** PostgreSQL text cannot hold NUL, the embedded search text's field separator. */
const searchText = (lead: Row, listed: boolean) =>
  searchTextOf(lead as LeadRow, listed).replaceAll('\u0000', '\u001f');

function putOrganization(out: TableRows, table: 'prospects' | 'stakeholders', row: Row): void {
  put(out, table, row);
  const parent = table === 'prospects' ? { prospect_id: row.id } : { stakeholder_id: row.id };
  list(row.exhibitions).forEach((exhibition_id, position) =>
    put(out, `${table}_exhibitions`, { ...parent, position, exhibition_id }),
  );
  putPeople(out, `${table}_concern_persons`, parent, row.concern_person_info);
}

/** Collections whose rows do not map column for column onto one table. */
const special: Record<string, (out: TableRows, row: Row) => void> = {
  roles(out, row) {
    put(out, 'roles', row);
    list(row.permission_ids).forEach((permission_id, position) =>
      put(out, 'role_permissions', { role_id: row.id, position, permission_id }),
    );
  },
  leads(out, row) {
    const info = (row.initial_info ?? {}) as Doc;
    put(out, 'leads', {
      ...info,
      ...row,
      search_text: searchText(row, false),
      listed_search_text: searchText(row, true),
      identity_keys: identityKeys(leadIdentity(row as LeadRow)),
    });
    list(info.exhibitions).forEach((e, position) =>
      put(out, 'lead_exhibitions', {
        lead_id: row.id,
        position,
        exhibition_id: e.exhibition_id,
        employee_id: e.employee_id,
        additional_employee_id: e.additionalEmployeeID,
        lead_created_at: row.created_at,
      }),
    );
    putPeople(out, 'lead_concern_persons', { lead_id: row.id }, row.concern_person);
  },
  'lead-activities'(out, row) {
    put(out, 'lead_activities', row);
    list(row.assign_to).forEach((employee_id, position) =>
      put(out, 'activity_assignees', { activity_id: row.id, position, employee_id }),
    );
  },
  'task-reminders'(out, row) {
    put(out, 'task_reminders', row);
    list(row.employee_ids).forEach((employee_id, position) =>
      put(out, 'task_reminder_employees', { task_reminder_id: row.id, position, employee_id }),
    );
  },
  prospects: (out, row) => putOrganization(out, 'prospects', row),
  stackholders: (out, row) => putOrganization(out, 'stakeholders', row),
  birthdays(out, row) {
    put(out, 'birthdays', {
      ...row,
      company_name: row.CompanyName,
      person_name: row.PersonName,
      designation: row.Designation,
      dob: row.DOB,
      contact_email: row.ContactEmail,
      contact_number: row.ContactNumber,
      address: row.Address,
    });
  },
};

/** The table that holds a collection column for column (most of them). */
const plainTable = new Map<string, TableName>(
  (Object.entries(tableDefs) as [TableName, TableDef][]).flatMap(([name, def]) =>
    def.collection && !special[def.collection] ? [[def.collection, name] as [string, TableName]] : [],
  ),
);

/** The table whose identity sequence gives a collection's ids. */
export const tableOfCollection = (collection: string): TableName | undefined =>
  (Object.entries(tableDefs) as [TableName, TableDef][]).find(
    ([, def]) => def.collection === collection,
  )?.[0];

/** Adds one stored row of `collection` to `out`, spread over its table and child tables. */
export function addStoredRow(out: TableRows, collection: string, row: Row): void {
  const own = special[collection];
  if (own) return own(out, row);
  const table = plainTable.get(collection);
  if (!table) throw new Error(`no PostgreSQL table holds the collection "${collection}"`);
  put(out, table, row);
}
