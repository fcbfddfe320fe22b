import type pg from 'pg';
import type { Collection } from '../../collection';
import { type TableDef, indexSql, writtenColumns } from '../columns';
import { type TableName, tableDefs } from '../schema';
import { type TableRows, addStoredRow, tableOfCollection } from './to-rows';

/** Rows per INSERT: one JSON text each, a few MB. */
const ROWS_PER_STATEMENT = 5000;

/** What the embedded store holds: its collections (rows and id sequences) and the seed's extras. */
export interface StoredData {
  collections: ReadonlyMap<string, Collection>;
  extras: ReadonlyArray<[string, unknown]>;
}

/** Tables in an order where every table comes after those it references. */
function insertOrder(): TableName[] {
  const order: TableName[] = [];
  const seen = new Set<string>();
  const visit = (name: TableName) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const c of Object.values(tableDefs[name].columns))
      if (c.references && c.references.table !== name) visit(c.references.table as TableName);
    order.push(name);
  };
  (Object.keys(tableDefs) as TableName[]).forEach(visit);
  return order;
}

const quote = (name: string) => `"${name}"`;

/**
 * One row as a JSON object: json(b) columns hold JSON text already (to-rows.ts), so it goes in as
 * it is; `json_populate_recordset` then makes each field its column's type.
 */
function rowJson(columns: [string, boolean][], row: Record<string, unknown>): string {
  const fields = columns.map(([name, asJson]) => {
    const value = row[name] ?? null;
    return `${JSON.stringify(name)}:${asJson && value !== null ? (value as string) : JSON.stringify(value)}`;
  });
  return `{${fields.join(',')}}`;
}

/**
 * Inserts `rows` a few thousand at a time, each batch one JSON array in one parameter: PostgreSQL
 * parses it far faster than a VALUES list of tens of thousands of parameters (2.5× at 100k
 * activities).
 */
async function insertRows(
  client: pg.PoolClient,
  table: TableName,
  def: TableDef,
  rows: Record<string, unknown>[],
) {
  // A column the database keeps gets its default here and its value at the load's end.
  const columns = writtenColumns(def).map(
    (name) =>
      [name, def.columns[name].type === 'jsonb' || def.columns[name].type === 'json'] as [string, boolean],
  );
  const list = columns.map(([name]) => quote(name)).join(', ');
  const identity = Object.values(def.columns).some((c) => c.identity);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => rowJson(columns, row));
    await client.query(
      `INSERT INTO ${quote(table)} (${list})${identity ? ' OVERRIDING SYSTEM VALUE' : ''}
       SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1)`,
      [`[${batch.join(',')}]`],
    );
  }
}

/**
 * The seed's `settings.email_template` is the birthday mail's template until the first save
 * (server/birthdays/repository.ts); PostgreSQL has no place for extras, so it becomes that row.
 */
function templateFromSettings(data: StoredData): Record<string, unknown> | undefined {
  if (data.collections.get('email-template-settings')?.rows.size) return undefined;
  const settings = data.extras.find(([name]) => name === 'settings')?.[1] as
    { email_template?: object } | undefined;
  return settings?.email_template ? { id: 1, ...settings.email_template } : undefined;
}

/**
 * Loads the embedded store's data into an empty, migrated PostgreSQL database in one transaction:
 * the same ids, and every identity sequence set past the highest id the embedded store ever gave
 * (deleted ids stay unused). Answers the number of rows per table. `replace` (db:reset,
 * db:generate) empties every table first in the same transaction instead of refusing rows: a
 * failed load leaves the data as it was.
 */
export async function loadIntoPostgres(
  pool: pg.Pool,
  data: StoredData,
  { replace = false } = {},
): Promise<Map<TableName, number>> {
  const out: TableRows = new Map();
  const sequences = new Map<TableName, number>();
  for (const [name, collection] of data.collections) {
    for (const row of collection.rows.values()) addStoredRow(out, name, row);
    const table = tableOfCollection(name);
    if (table) sequences.set(table, collection.seq);
  }
  const template = templateFromSettings(data);
  if (template) {
    addStoredRow(out, 'email-template-settings', template as never);
    sequences.set('email_template_settings', 1);
  }
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // RESTART IDENTITY: a table the data has no sequence for starts again at 1.
    if (replace) await client.query(`TRUNCATE ${insertOrder().map(quote).join(', ')} RESTART IDENTITY`);
    for (const table of insertOrder()) {
      const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS taken`);
      if (rows[0].taken) throw new Error(`table ${table} is not empty: load into an empty database`);
    }
    // Building an index once over all rows is far cheaper than growing it row by row (the trigram
    // GIN indexes most of all); the definitions are the ones the drift test checks.
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const table of insertOrder())
      for (const index of tableDefs[table].indexes ?? [])
        await client.query(`DROP INDEX ${quote(index.name)}`);
    // Likewise a foreign key checks each inserted row by a query of its own, and all rows at once
    // when it is added back (as the catalog defines it, so the schema stays as migrated).
    const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    for (const key of keys) await client.query(`ALTER TABLE ${key.tbl} DROP CONSTRAINT ${quote(key.name)}`);
    // The triggers that mark counted days (migration 0015) have nothing to mark in a load: the
    // counted days are emptied with the tables and counted again on the first read.
    const { rows: triggers } = await client.query<{ tbl: string; name: string }>(
      `SELECT tgrelid::regclass::text AS tbl, tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
    );
    for (const t of triggers) await client.query(`ALTER TABLE ${t.tbl} DISABLE TRIGGER ${quote(t.name)}`);
    for (const table of insertOrder())
      await insertRows(client, table, tableDefs[table], out.get(table) ?? []);
    // What the triggers keep in the tables themselves (migration 0019), for all rows at once.
    await client.query('SELECT crms_mark_key_accounts()');
    for (const table of insertOrder())
      for (const index of tableDefs[table].indexes ?? []) await client.query(indexSql(table, index));
    for (const key of keys)
      await client.query(`ALTER TABLE ${key.tbl} ADD CONSTRAINT ${quote(key.name)} ${key.def}`);
    for (const t of triggers) await client.query(`ALTER TABLE ${t.tbl} ENABLE TRIGGER ${quote(t.name)}`);
    for (const [table, seq] of sequences)
      await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), $2, $3)`, [
        table,
        Math.max(seq, 1),
        seq > 0,
      ]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  // Now rather than when autovacuum gets to the new rows: the planner's statistics (until then it
  // plans the lists as for empty tables) and the visibility map, without which no count is
  // answered from an index alone (the dashboard's all-time counts took 2.5× as long).
  await pool.query('VACUUM (ANALYZE)');
  return new Map(insertOrder().map((t) => [t, out.get(t)?.length ?? 0]));
}
