import { type Kysely, sql } from 'kysely';
import type { Paging } from '../../http/paging';
import type { Doc, NewRow, Row, RowPatch } from '../row';
import type { Page, TableRepository, UniqueInsert } from '../table-repository';
import type { Tx } from '../tx';
import { type AnyTable, integerIds } from './any-table';
import { textKey } from '../repository';
import type { TableDef } from './columns';
import { comparable, isStoredId } from './ids';
import { storedRowOf } from './load/from-rows';
import { addStoredRow, type TableRows } from './load/to-rows';
import type { Database, TableName } from './schema';
import { accountTables } from './tables/accounts';
import { masterTables } from './tables/master';
import { postgresTx, readerOf, runAgain } from './transaction';
import { prepareOnEveryConnection } from './pool';

const { users, employees, roles, permissions, sessions, password_resets } = accountTables;

/**
 * The table of each collection served here: master data (server/db/postgres/tables/master.ts) and
 * the accounts, one table row per stored row. A role's permission list lives in role_permissions:
 * its rows are read and written by server/db/postgres/repos/roles.ts around this repository.
 */
const SERVED_TABLE = new Map<string, [TableName, TableDef]>(
  (
    Object.entries({ ...masterTables, users, employees, roles, permissions, sessions, password_resets }) as [
      TableName,
      TableDef,
    ][]
  ).map(([table, def]) => [def.collection ?? table, [table, def]]),
);

/** The collections this repository serves on PostgreSQL (start-up lists the others as missing). */
export const postgresTableCollections = (): string[] => [...SERVED_TABLE.keys()];

/**
 * `repos.table(name)` on PostgreSQL, for the tables of SERVED_TABLE (one table row per stored
 * row): the same answers as the embedded server/db/collection-repository.ts (the contract is
 * server/db/table-repository.ts; tests/api/postgres/repository-contract/ runs both).
 * Rows go in and out through the loader's mapping (load/to-rows.ts, load/from-rows.ts), so a row
 * reads back as the embedded store keeps it. Every query is parameterised; a field that is not a
 * column of the table is refused rather than dropped.
 */
export class PostgresTableRepository<T extends Row = Row> implements TableRepository<T> {
  private readonly table: TableName;
  private readonly def: TableDef;

  constructor(
    private readonly db: Kysely<Database>,
    readonly collection: string,
  ) {
    const found = SERVED_TABLE.get(collection);
    if (!found) throw new Error(`the PostgreSQL store has no repository for "${collection}" yet`);
    [this.table, this.def] = found;
  }

  async get(id: number | null | undefined, via?: Tx): Promise<T | undefined> {
    if (!isStoredId(id)) return undefined;
    const row = await this.from(via).where('id', '=', id).executeTakeFirst();
    return row && this.doc(row);
  }

  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, T>> {
    const wanted = integerIds(ids);
    const out = new Map<number, T>();
    if (!wanted.length) return out;
    const rows = await this.from(via).where('id', 'in', wanted).orderBy('id').execute();
    for (const row of rows) out.set(Number(row.id), this.doc(row));
    return out;
  }

  async list(via?: Tx): Promise<T[]> {
    return this.docs(await this.from(via).orderBy('id').execute());
  }

  async withField(field: string, value: unknown): Promise<T[]> {
    const column = this.column(field);
    if (!comparable(this.def.columns[column].type, value)) return [];
    const query = this.from();
    const rows = await (
      value === null || value === undefined
        ? query.where(column, 'is', null)
        : query.where(column, '=', value)
    )
      .orderBy('id')
      .execute();
    return this.docs(rows);
  }

  async search(field: string, search: string): Promise<T[]> {
    const query = this.searching(field, search);
    return query ? this.docs(await query.orderBy('id').execute()) : [];
  }

  async page(field: string, search: string, { page, perPage }: Paging): Promise<Page<T>> {
    const query = this.searching(field, search);
    const rows = query
      ? await query
          .select(sql<number>`count(*) over ()`.as('total_rows'))
          .orderBy('id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute()
      : [];
    // A page past the end has no row to carry the total.
    const total =
      rows.length || !query
        ? Number(rows[0]?.total_rows ?? 0)
        : Number(
            (
              await this.searching(field, search)!
                .clearSelect()
                .select(sql<number>`count(*)`.as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    return { data: this.docs(rows), total, current_page: page, per_page: perPage };
  }

  async withSameText(field: string, text: string, via?: Tx): Promise<T[]> {
    const column = this.column(field);
    if (this.def.columns[column].type !== 'text') return [];
    // The embedded store's textKey on both sides: the stored text's in SQL (crms_text_key,
    // migration 0012: trimmed and lower-cased as JavaScript does), the asked text's here.
    const rows = await this.from(via)
      .where(sql`crms_text_key(${sql.ref(column)})`, '=', textKey(text))
      .orderBy('id')
      .execute();
    return this.docs(rows);
  }

  async insert(tx: Tx, doc: NewRow<T>): Promise<T> {
    const { id: _id, ...values } = this.tableRow(doc as Record<string, unknown>);
    const row = await this.q(tx, true)
      .insertInto(this.table)
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.doc(row);
  }

  /**
   * One INSERT ... ON CONFLICT DO NOTHING: the unique indexes on crms_text_key (migration 0014)
   * decide, so no read before it has to be protected (under SERIALIZABLE a read of a small table
   * locks all of it, and every concurrent create failed every other; the creates run READ
   * COMMITTED, server/db/tx.ts). A create of the same name in flight is waited for; once it has
   * committed, this insert does nothing (READ COMMITTED) or fails with 40001 and runs again
   * (SERIALIZABLE, the name's row not in its snapshot). Only then is the row holding the name
   * read. `unique` must name every unique field of the table the row could collide on.
   */
  async insertUnique(tx: Tx, doc: NewRow<T>, unique: readonly string[]): Promise<UniqueInsert<T>> {
    const { id: _id, ...values } = this.tableRow(doc as Record<string, unknown>);
    const conn = this.q(tx, true);
    const insert = conn
      .insertInto(this.table)
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .compile();
    // Its text depends only on the table's columns, its plan on nothing: prepared per connection.
    prepareOnEveryConnection(`crms_insert_${this.table}`, insert.sql);
    const [row] = (await conn.executeQuery(insert)).rows as Doc[];
    if (row) return { row: this.doc(row) };
    for (const field of unique) {
      const text = (doc as Record<string, unknown>)[field];
      const [holder] = typeof text === 'string' ? await this.withSameText(field, text, tx) : [];
      if (holder) return { taken: field, holder };
    }
    // The row that held the name was deleted since: this transaction's checks must look again.
    throw runAgain(`a unique name of ${this.table} was taken and is free again`);
  }

  async update(tx: Tx, id: number, patch: RowPatch<T>): Promise<T> {
    const full = this.tableRow(patch as Record<string, unknown>);
    const values = Object.fromEntries(Object.keys(patch).flatMap((k) => (k === 'id' ? [] : [[k, full[k]]])));
    const row = Object.keys(values).length
      ? await this.q(tx, true)
          .updateTable(this.table)
          .set(values)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
      : await this.from(tx).where('id', '=', id).executeTakeFirst();
    if (!row) throw new Error(`${this.collection} ${id} does not exist`);
    return this.doc(row);
  }

  async remove(tx: Tx, id: number): Promise<boolean> {
    const gone = await this.q(tx, true).deleteFrom(this.table).where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  }

  /** The query builder over the pool, or over a transaction (marked as written to for a write). */
  private q(via?: Tx, write = false): Kysely<AnyTable> {
    const db = write ? postgresTx(via!).writes() : readerOf(this.db, via);
    return db as unknown as Kysely<AnyTable>;
  }

  private from(via?: Tx) {
    return this.q(via).selectFrom(this.table).selectAll();
  }

  /** The rows of a search (every row for an empty one); none when the column holds no text. */
  private searching(field: string, search: string) {
    const column = this.column(field);
    if (!search) return this.from();
    if (this.def.columns[column].type !== 'text') return null;
    return this.from().where(sql`strpos(lower(${sql.ref(column)}), lower(${search}))`, '>', 0);
  }

  private column(field: string): string {
    if (!Object.hasOwn(this.def.columns, field)) throw new Error(`${this.table} has no column "${field}"`);
    return field;
  }

  /** A document as its table row (load/to-rows.ts); a field without a column would be lost. */
  private tableRow(doc: Record<string, unknown>): Record<string, unknown> {
    for (const key of Object.keys(doc)) if (doc[key] !== undefined) this.column(key);
    const out: TableRows = new Map();
    addStoredRow(out, this.collection, doc as Row);
    return out.get(this.table)![0];
  }

  private doc(row: Record<string, unknown>): T {
    return storedRowOf(this.collection, this.table, row, {}) as T;
  }

  /** Rows of its table as stored rows: for the indexed lookups of the account repositories. */
  docs(rows: readonly Record<string, unknown>[]): T[] {
    return rows.map((row) => this.doc(row));
  }
}
