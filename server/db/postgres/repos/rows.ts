import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { NewRow, Row, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import { type Children, childTablesOf, storedRowOf } from '../load/from-rows';
import { addStoredRow, type TableRows } from '../load/to-rows';
import type { Database, TableName } from '../schema';
import { postgresTx, readerOf } from '../transaction';

/** A table whose name is only known at run time (its columns come from its TableDef). */
type AnyTable = Record<string, Record<string, unknown>>;
type Doc = Record<string, unknown>;
/** The select of a table's rows, narrowed by a repository (where, order, limit). */
export type RowQuery = SelectQueryBuilder<AnyTable, string, Doc>;

/**
 * The rows of one collection on PostgreSQL, stored as the loader stores them (its table plus the
 * child tables of its arrays, load/to-rows.ts) and read back through load/from-rows.ts, so a row
 * reads as the embedded store keeps it. The repositories of server/db/postgres/repos/ build their
 * queries on it: writes go through the transaction, reads through it when one is given.
 */
export class PostgresRows<T extends Row> {
  private readonly children: [TableName, string][];

  constructor(
    private readonly db: Kysely<Database>,
    readonly collection: string,
    readonly table: TableName,
  ) {
    this.children = childTablesOf(table);
  }

  /** The query builder over the pool, or over a transaction (marked as written to for a write). */
  q(via?: Tx, write = false): Kysely<AnyTable> {
    const db = write ? postgresTx(via!).writes() : readerOf(this.db, via);
    return db as unknown as Kysely<AnyTable>;
  }

  /** The documents a query over the table selects, in its order, with their child rows. */
  async select(via: Tx | undefined, narrow: (query: RowQuery) => RowQuery): Promise<T[]> {
    const rows = await narrow(this.q(via).selectFrom(this.table).selectAll() as RowQuery).execute();
    return this.fromTable(rows, via);
  }

  async get(id: number | null | undefined, via?: Tx): Promise<T | undefined> {
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
    return (await this.select(via, (q) => q.where('id', '=', id)))[0];
  }

  /** Stores a new row under the table's next id (an identity: never given twice, a rollback included). */
  async insert(tx: Tx, doc: NewRow<T>): Promise<T> {
    const { id: _none, ...own } = this.tableRows({ ...doc, id: 0 }).get(this.table)![0];
    const { id } = await this.q(tx, true)
      .insertInto(this.table)
      .values(own)
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.putChildren(tx, { ...doc, id: Number(id) });
    return (await this.get(Number(id), tx))!;
  }

  /** Replaces a row with `{...row, ...patch}` (id kept), as the embedded store does. */
  async update(tx: Tx, id: number, patch: RowPatch<T>): Promise<T> {
    const current = await this.get(id, tx);
    if (!current) throw new Error(`${this.collection} ${id} does not exist`);
    // Through JSON, as the embedded store keeps a row: a field patched to undefined is gone.
    const next = JSON.parse(JSON.stringify({ ...current, ...patch, id })) as Doc;
    const { id: _same, ...own } = this.tableRows(next).get(this.table)![0];
    await this.q(tx, true).updateTable(this.table).set(own).where('id', '=', id).execute();
    for (const [child, parent] of this.children)
      await this.q(tx, true).deleteFrom(child).where(parent, '=', id).execute();
    await this.putChildren(tx, next);
    return (await this.get(id, tx))!;
  }

  /** Deletes a row (its child rows go with it: ON DELETE CASCADE); false when there was none. */
  async remove(tx: Tx, id: number): Promise<boolean> {
    const gone = await this.q(tx, true).deleteFrom(this.table).where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  }

  /** Table rows as the loader writes them (load/to-rows.ts). */
  private tableRows(doc: Doc): TableRows {
    const out: TableRows = new Map();
    addStoredRow(out, this.collection, doc as Row);
    return out;
  }

  private async putChildren(tx: Tx, doc: Doc): Promise<void> {
    const rows = this.tableRows(doc);
    for (const [child] of this.children) {
      const own = rows.get(child);
      if (own?.length) await this.q(tx, true).insertInto(child).values(own).execute();
    }
  }

  /** Table rows as documents, with the child rows of all of them read in one query per child table. */
  async fromTable(rows: Doc[], via?: Tx): Promise<T[]> {
    const byParent = new Map<number, Children>();
    const ids = rows.map((r) => Number(r.id));
    if (ids.length)
      for (const [child, parent] of this.children) {
        const found = await this.q(via)
          .selectFrom(child)
          .selectAll()
          .where(parent, 'in', ids)
          .orderBy(parent)
          .orderBy('position')
          .execute();
        for (const row of found) {
          const of = byParent.get(Number(row[parent])) ?? {};
          (of[child] ??= []).push(row);
          byParent.set(Number(row[parent]), of);
        }
      }
    return rows.map(
      (row) => storedRowOf(this.collection, this.table, row, byParent.get(Number(row.id)) ?? {}) as T,
    );
  }
}
