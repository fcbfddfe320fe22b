import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Doc, Row } from '../../row';
import { childTablesOf, type Children, storedRowOf } from '../load/from-rows';
import { addStoredRow, tableOfCollection, type TableRows } from '../load/to-rows';
import type { Database, TableName } from '../schema';

/** A table whose name is only known at run time (the loader's TableDefs check its columns). */
type AnyTable = Record<string, Record<string, unknown>>;
export type AnyDb = Kysely<AnyTable>;

/**
 * `column = any($1)`: one array parameter however many ids (`in (...)` binds one parameter per id,
 * and PostgreSQL takes at most 65,535; a whole list's child rows would pass that).
 */
export const anyOf = (column: string, ids: readonly number[]) =>
  sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::bigint[])`;

/** Any connection of the store (pool or transaction) with run-time table names. */
export const untyped = (db: Kysely<Database>): AnyDb => db as unknown as AnyDb;

/**
 * One collection stored as a table row plus child-table rows (a prospect and its exhibitions and
 * persons, an activity and its assignees, a lead): read and written as the embedded store's
 * documents through the loader's mapping (load/to-rows.ts, load/from-rows.ts), so every
 * repository of server/db/postgres/repos/ answers rows exactly as the embedded store keeps them.
 */
export class DocumentTable<T extends Row> {
  readonly table: TableName;
  /** Child tables and the column that points at the parent row. */
  private readonly children: [TableName, string][];

  constructor(readonly collection: string) {
    const table = tableOfCollection(collection);
    if (!table) throw new Error(`no PostgreSQL table holds the collection "${collection}"`);
    this.table = table;
    this.children = childTablesOf(table);
  }

  /** The documents of these table rows, in their order (one query per child table). */
  async documents(db: AnyDb, rows: readonly Record<string, unknown>[]): Promise<T[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => Number(row.id));
    const byParent = new Map<number, Children>(ids.map((id) => [id, {}]));
    await Promise.all(
      this.children.map(async ([child, parent]) => {
        const found = await db
          .selectFrom(child)
          .selectAll()
          .where(anyOf(parent, ids))
          .orderBy(parent)
          .orderBy('position')
          .execute();
        for (const row of found) {
          const own = byParent.get(Number(row[parent]))!;
          (own[child] ??= []).push(row);
        }
      }),
    );
    return rows.map(
      (row) => storedRowOf(this.collection, this.table, row, byParent.get(Number(row.id))!) as T,
    );
  }

  /** The documents of these ids (those that exist), by id. */
  async byIds(db: AnyDb, ids: readonly number[]): Promise<Map<number, T>> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
    if (!wanted.length) return new Map();
    const rows = await db.selectFrom(this.table).selectAll().where(anyOf('id', wanted)).execute();
    return new Map((await this.documents(db, rows)).map((doc) => [doc.id, doc]));
  }

  /** Inserts a document (its id from the table's identity sequence, never reused) and its child rows. */
  async insert(db: AnyDb, doc: Doc): Promise<T> {
    const { id: _id, ...values } = this.rowsOf({ ...doc, id: 0 }).get(this.table)![0];
    const row = await db.insertInto(this.table).values(values).returningAll().executeTakeFirstOrThrow();
    await this.insertChildren(db, { ...doc, id: Number(row.id) });
    return (await this.documents(db, [row]))[0];
  }

  /** Writes a whole document over the stored one: its table row, and its child rows anew. */
  async replace(db: AnyDb, doc: Row): Promise<T> {
    const rows = this.rowsOf(doc);
    const { id, ...values } = rows.get(this.table)![0];
    const row = await db
      .updateTable(this.table)
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`${this.collection} ${doc.id} does not exist`);
    for (const [child, parent] of this.children) {
      await db.deleteFrom(child).where(parent, '=', doc.id).execute();
      const own = rows.get(child);
      if (own?.length) await db.insertInto(child).values(own).execute();
    }
    return (await this.documents(db, [row]))[0];
  }

  /** Inserts a document's child rows (after its table row got its id). */
  private async insertChildren(db: AnyDb, doc: Row): Promise<void> {
    const rows = this.rowsOf(doc);
    for (const [child] of this.children) {
      const own = rows.get(child);
      if (own?.length) await db.insertInto(child).values(own).execute();
    }
  }

  private rowsOf(doc: Doc): TableRows {
    const out: TableRows = new Map();
    addStoredRow(out, this.collection, doc as Row);
    return out;
  }
}
