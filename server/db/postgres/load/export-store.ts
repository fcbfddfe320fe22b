import type pg from 'pg';
import type { Row } from '../../row';
import { type SnapshotContent, installSnapshot, writeSnapshotFile } from '../../snapshot';
import type { TableDef } from '../columns';
import { type TableName, tableDefs } from '../schema';
import { type Children, childTablesOf, storedRowOf } from './from-rows';

/** Rows read per query: a big table is read page by page (keyset on id), never in one answer. */
const PAGE = 5_000;

const quote = (name: string) => `"${name}"`;
type Doc = Record<string, unknown>;

/** A table's rows page by page in id order, each page with its child rows by parent id. */
async function* pages(client: pg.PoolClient, table: TableName) {
  const childTables = childTablesOf(table);
  for (let after = 0; ;) {
    const { rows } = await client.query<Doc>(
      `SELECT * FROM ${quote(table)} WHERE id > $1 ORDER BY id LIMIT ${PAGE}`,
      [after],
    );
    if (!rows.length) return;
    const ids = rows.map((r) => r.id as number);
    const children = new Map<number, Children>();
    for (const [child, parent] of childTables) {
      const { rows: childRows } = await client.query<Doc>(
        `SELECT * FROM ${quote(child)} WHERE ${quote(parent)} = ANY($1::bigint[]) ORDER BY ${quote(parent)}, position`,
        [ids],
      );
      for (const c of childRows) {
        const id = c[parent] as number;
        const of = children.get(id) ?? {};
        (of[child] ??= []).push(c);
        children.set(id, of);
      }
    }
    yield rows.map((row) => ({ row, children: children.get(row.id as number) ?? {} }));
    after = ids[ids.length - 1];
  }
}

/** The highest id a table's identity sequence has given (0 when none yet). */
async function sequenceOf(client: pg.PoolClient, table: TableName): Promise<number> {
  const { rows } = await client.query<{ seq: number | string | null }>(
    `SELECT pg_sequence_last_value(pg_get_serial_sequence($1, 'id')::regclass) AS seq`,
    [table],
  );
  return Number(rows[0].seq ?? 0);
}

/**
 * Reads every table of the PostgreSQL store, in one consistent snapshot (repeatable read), as the
 * embedded store's collections: the same ids and nested shapes, and each collection's sequence
 * (the highest id ever given, so deleted ids stay unused). The email template also becomes the
 * `settings.email_template` extra the seed carries.
 */
async function readFromPostgres(pool: pg.Pool): Promise<SnapshotContent> {
  const content: SnapshotContent = {
    meta: { journal_seq: 0, sequences: {} },
    collections: [],
    extras: [],
  };
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const [table, def] of Object.entries(tableDefs) as [TableName, TableDef][]) {
      const collection = def.collection;
      if (!collection) continue;
      const rows: Row[] = [];
      for await (const page of pages(client, table))
        for (const { row, children } of page) rows.push(storedRowOf(collection, table, row, children));
      content.collections.push([collection, rows]);
      content.meta.sequences[collection] = await sequenceOf(client, table);
    }
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  const template = content.collections.find(([name]) => name === 'email-template-settings')?.[1][0];
  if (template) {
    const { id: _id, ...email_template } = template;
    content.extras.push(['settings', { email_template }]);
  }
  return content;
}

/**
 * Writes the PostgreSQL store as a db.json the embedded store and json-server read (one row per
 * line, as the snapshot writer writes it), atomically: a temp file renamed over `file`.
 * Answers the rows per collection.
 */
export async function exportToJson(pool: pg.Pool, file: string): Promise<Map<string, number>> {
  const content = await readFromPostgres(pool);
  await installSnapshot(await writeSnapshotFile(file, content), file);
  return new Map(content.collections.map(([name, rows]) => [name, rows.length]));
}
