import type { Paging } from '../http/paging';
import type { NewRow, Row, RowPatch } from './row';
import type { Tx } from './tx';

/** One page of a list with its total (the envelope of server/http/paging.ts `pageOf`). */
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
}

/** What `insertUnique` answers: the stored row, or the first unique field another row holds. */
export type UniqueInsert<T> = { row: T } | { taken: string; holder: T };

/**
 * The repository of one collection by name (`repos.table(name)`): master data, whose routes come
 * from a table (server/master/descriptors.ts), the delete guards that count what still points at
 * a row, and the related rows a list presents. One implementation per store: the embedded
 * server/db/collection-repository.ts, PostgreSQL server/db/postgres/table-repository.ts; the
 * contract suite (tests/api/postgres/repository-contract/) runs the same cases on both. Every list is one
 * call ordered by id, never one call per row; `via` reads through a transaction (its own
 * uncommitted changes included), none reads the committed state.
 */
export interface TableRepository<T extends Row = Row> {
  readonly collection: string;
  /** The row of an id; none for a missing or non-integer id. */
  get(id: number | null | undefined, via?: Tx): Promise<T | undefined>;
  /** The rows of these ids (ignoring what is not an id or not found), by id. */
  getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, T>>;
  /** Every row, by id. */
  list(via?: Tx): Promise<T[]>;
  /** Rows whose `field` is `value` (a parent's children), by id. */
  withField(field: string, value: unknown): Promise<T[]>;
  /** Rows whose `field` contains `search` ignoring case (every row for an empty one), by id. */
  search(field: string, search: string): Promise<T[]>;
  /** One page of `search`, with the total. */
  page(field: string, search: string, paging: Paging): Promise<Page<T>>;
  /** Rows whose `field` is `text` ignoring case and outer spaces (uniqueness checks). */
  withSameText(field: string, text: string, via?: Tx): Promise<T[]>;
  /** Stores a new row under a new id (ids are never reused). */
  insert(tx: Tx, doc: NewRow<T>): Promise<T>;
  /**
   * Stores a new row unless another row holds its text in one of the `unique` fields (ignoring
   * case and outer spaces, as `withSameText`); then answers that field and the row holding it.
   * A create of the same name at the same moment included: the embedded store checks in its
   * transaction's turn (one at a time), PostgreSQL lets the field's unique index decide
   * (INSERT ... ON CONFLICT DO NOTHING, migration 0014), so no read before it has to be
   * protected.
   */
  insertUnique(tx: Tx, doc: NewRow<T>, unique: readonly string[]): Promise<UniqueInsert<T>>;
  /** Replaces a row with `{...row, ...patch}`; throws when it does not exist. */
  update(tx: Tx, id: number, patch: RowPatch<T>): Promise<T>;
  /** Deletes a row; false when there was none. */
  remove(tx: Tx, id: number): Promise<boolean>;
}
