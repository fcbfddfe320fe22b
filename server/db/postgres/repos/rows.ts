import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Doc, NewRow, Row, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import { type AnyDb, type AnyTable, anyOf, integerIds, untyped } from '../any-table';
import { type Children, childTablesOf, storedRowOf } from '../load/from-rows';
import { addStoredRow, tableOfCollection, type TableRows } from '../load/to-rows';
import { isStoredId } from '../ids';
import { writtenColumns } from '../columns';
import { type Database, type TableName, tableDefs } from '../schema';
import { postgresTx, readerOf } from '../transaction';

/** Parameters per statement: PostgreSQL takes at most 65,535. */
const MAX_PARAMS = 60_000;

/** The select of a table's rows, narrowed by a repository (where, order, limit). */
export type RowQuery = SelectQueryBuilder<AnyTable, string, Doc>;

/**
 * The rows of one collection on PostgreSQL: its table row plus the rows of its child tables (a
 * lead's or prospect's exhibitions and persons, an activity's assignees), written and read back
 * through the loader's mapping (load/to-rows.ts, load/from-rows.ts), so every repository of
 * server/db/postgres/repos/ answers rows exactly as the embedded store keeps them. Reads go
 * through the pool, or through the transaction when one is given; writes through the transaction.
 */
export class PostgresRows<T extends Row> {
  readonly table: TableName;
  /** Child tables and the column that points at the parent row. */
  readonly children: readonly [TableName, string][];

  constructor(
    private readonly db: Kysely<Database>,
    readonly collection: string,
  ) {
    const table = tableOfCollection(collection);
    if (!table) throw new Error(`no PostgreSQL table holds the collection "${collection}"`);
    this.table = table;
    this.children = childTablesOf(table);
  }

  /** The query builder over the pool, or over a transaction (marked as written to for a write). */
  q(via?: Tx, write = false): AnyDb {
    return untyped(write ? postgresTx(via!).writes() : readerOf(this.db, via));
  }

  /** The documents a query over the table selects, in its order, with their child rows. */
  async select(via: Tx | undefined, narrow: (query: RowQuery) => RowQuery): Promise<T[]> {
    const rows = await narrow(this.q(via).selectFrom(this.table).selectAll() as RowQuery).execute();
    return this.documents(rows, via);
  }

  async get(id: number | null | undefined, via?: Tx): Promise<T | undefined> {
    if (!isStoredId(id)) return undefined;
    return (await this.select(via, (q) => q.where('id', '=', id)))[0];
  }

  /** The documents of these ids (those that exist), by id. */
  async byIds(ids: readonly unknown[], via?: Tx): Promise<Map<number, T>> {
    const wanted = integerIds(ids);
    const found = wanted.length ? await this.select(via, (q) => q.where(anyOf('id', wanted))) : [];
    return new Map(found.map((doc) => [doc.id, doc]));
  }

  /** Table rows as documents, in their order, with their child rows (one query per child table). */
  async documents(rows: readonly Doc[], via?: Tx): Promise<T[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => Number(row.id));
    const byParent = new Map<number, Children>(ids.map((id) => [id, {}]));
    await Promise.all(
      this.children.map(async ([child, parent]) => {
        const found = await this.q(via)
          .selectFrom(child)
          .selectAll()
          .where(anyOf(parent, ids))
          .orderBy(parent)
          .orderBy('position')
          .execute();
        for (const row of found) (byParent.get(Number(row[parent]))![child] ??= []).push(row);
      }),
    );
    return rows.map(
      (row) => storedRowOf(this.collection, this.table, row, byParent.get(Number(row.id))!) as T,
    );
  }

  /**
   * Stores a new row under the table's next id (an identity: never given twice, a rollback
   * included). The document answered is built from what the inserts return: reading the child
   * rows back was two more round trips per lead, and under SERIALIZABLE a read of the index end
   * that every concurrent create writes to.
   */
  async insert(tx: Tx, doc: NewRow<T>): Promise<T> {
    const { id: _none, ...own } = this.rowsOf({ ...doc, id: 0 }).get(this.table)![0];
    const row = await this.q(tx, true)
      .insertInto(this.table)
      .values(own)
      .returningAll()
      .executeTakeFirstOrThrow();
    const rows = this.rowsOf({ ...doc, id: Number(row.id) });
    const children: Children = {};
    for (const [child] of this.children) children[child] = await this.putRows(tx, child, rows);
    return storedRowOf(this.collection, this.table, row, children) as T;
  }

  /**
   * Inserts documents in order under the table's next ids, in a few statements for all of them
   * (each table in chunks): an import of thousands of rows made four round trips per row one by
   * one. The ids come from the identity's own sequence, so they are never given twice either.
   */
  async insertMany(tx: Tx, docs: readonly NewRow<T>[]): Promise<T[]> {
    if (!docs.length) return [];
    const db = this.q(tx, true);
    const { rows: given } = await sql<{ id: string }>`
      SELECT nextval(pg_get_serial_sequence(${this.table}, 'id')) AS id
        FROM generate_series(1, ${docs.length})`.execute(db);
    const ids = given.map((r) => Number(r.id)).sort((a, b) => a - b);
    const rows: TableRows = new Map();
    docs.forEach((doc, i) => addStoredRow(rows, this.collection, { ...doc, id: ids[i] } as Row));
    for (const table of [this.table, ...this.children.map(([child]) => child)]) {
      const all = rows.get(table) ?? [];
      const columns = writtenColumns(tableDefs[table]);
      const per = Math.floor(MAX_PARAMS / columns.length);
      // OVERRIDING SYSTEM VALUE: the ids taken above go into a GENERATED ALWAYS column.
      const overriding = table === this.table ? sql`OVERRIDING SYSTEM VALUE` : sql``;
      for (let at = 0; at < all.length; at += per) {
        const tuples = all.slice(at, at + per).map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
          ${overriding} VALUES ${sql.join(tuples)}`.execute(db);
      }
    }
    return this.select(tx, (q) => q.where(anyOf('id', ids)).orderBy('id'));
  }

  /** Replaces a row with `{...row, ...patch}` (id kept), as the embedded store does. */
  async update(tx: Tx, id: number, patch: RowPatch<T>): Promise<T> {
    const current = await this.get(id, tx);
    if (!current) throw new Error(`${this.collection} ${id} does not exist`);
    // Through JSON, as the embedded store keeps a row: a field patched to undefined is gone.
    return this.replace(tx, JSON.parse(JSON.stringify({ ...current, ...patch, id })) as Row);
  }

  /** Writes a whole document over the stored one: its table row, and these child tables' rows anew. */
  async replace(tx: Tx, doc: Row, children = this.children): Promise<T> {
    const rows = this.rowsOf(doc);
    const { id, ...own } = rows.get(this.table)![0];
    const row = await this.q(tx, true)
      .updateTable(this.table)
      .set(own)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`${this.collection} ${doc.id} does not exist`);
    for (const [child, parent] of children) {
      await this.q(tx, true).deleteFrom(child).where(parent, '=', doc.id).execute();
      await this.putRows(tx, child, rows);
    }
    return (await this.documents([row], tx))[0];
  }

  /** Deletes a row (its child rows go with it: ON DELETE CASCADE); false when there was none. */
  async remove(tx: Tx, id: number): Promise<boolean> {
    const gone = await this.q(tx, true).deleteFrom(this.table).where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  }

  /** A document's table rows as the loader writes them (load/to-rows.ts). */
  private rowsOf(doc: Doc): TableRows {
    const out: TableRows = new Map();
    addStoredRow(out, this.collection, doc as Row);
    return out;
  }

  /** Inserts a child table's rows in one statement; answers them as stored, in their order. */
  private async putRows(tx: Tx, table: TableName, rows: TableRows): Promise<Doc[]> {
    const own = rows.get(table);
    if (!own?.length) return [];
    const stored = await this.q(tx, true).insertInto(table).values(own).returningAll().execute();
    // RETURNING gives the VALUES' order in practice; sorted as the reader sorts, to be sure.
    return stored.sort((a, b) => Number(a.position) - Number(b.position));
  }
}
