import type pg from 'pg';
import type { Collection } from '../../collection';
import { type TableDef, indexSql } from '../columns';
import { type TableName, tableDefs } from '../schema';
import { type TableRows, addStoredRow, tableOfCollection } from './to-rows';

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMS = 60_000;

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

async function insertRows(
  client: pg.PoolClient,
  table: TableName,
  def: TableDef,
  rows: Record<string, unknown>[],
) {
  const columns = Object.keys(def.columns);
  const identity = Object.values(def.columns).some((c) => c.identity);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = columns.map((c) => `$${values.push(row[c])}`);
      return `(${marks.join(', ')})`;
    });
    await client.query(
      `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')})${identity ? ' OVERRIDING SYSTEM VALUE' : ''} VALUES ${tuples.join(', ')}`,
      values,
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
 * (deleted ids stay unused). Answers the number of rows per table.
 */
export async function loadIntoPostgres(pool: pg.Pool, data: StoredData): Promise<Map<TableName, number>> {
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
    for (const table of insertOrder())
      await insertRows(client, table, tableDefs[table], out.get(table) ?? []);
    for (const table of insertOrder())
      for (const index of tableDefs[table].indexes ?? []) await client.query(indexSql(table, index));
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
  return new Map(insertOrder().map((t) => [t, out.get(t)?.length ?? 0]));
}
