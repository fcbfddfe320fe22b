import type { Paging } from '../http/paging';
import { pageOf } from '../http/paging';
import type { Repository } from './repository';
import type { NewRow, Row, RowPatch } from './row';
import type { Reader, Transaction } from './transaction';

const byId = (a: Row, b: Row) => a.id - b.id;

/** The rows of these ids (ignoring what is not an id or not found), by id: a `getMany`. */
export function rowsByIds<T extends Row>(
  rows: Repository<T>,
  ids: readonly unknown[],
  via?: Reader,
): Map<number, T> {
  const out = new Map<number, T>();
  for (const id of ids) {
    const row = typeof id === 'number' ? rows.get(id, via) : undefined;
    if (row) out.set(row.id, row);
  }
  return out;
}

/**
 * The async repository of one collection by name (`repos.table(name)`): master data, whose
 * routes come from a table (server/master/descriptors.ts), and the delete guards that count what
 * still points at a row. Async, as a PostgreSQL store's will be (docs/storage.md "Writing"):
 * each list is one call, ordered by id, never one call per row. Over the sync indexed
 * Repository, so the in-memory indexes (unique names, references) stay as they are.
 */
export class CollectionRepository<T extends Row = Row> {
  constructor(private readonly rows: Repository<T>) {}

  get collection(): string {
    return this.rows.collection;
  }

  async get(id: number | null | undefined, via?: Reader): Promise<T | undefined> {
    return this.rows.get(id, via);
  }

  /** The rows of these ids (ignoring what is not an id or not found), by id. */
  async getMany(ids: readonly unknown[], via?: Reader): Promise<Map<number, T>> {
    return rowsByIds(this.rows, ids, via);
  }

  /** Every row, by id (`via`: through a transaction's draft). */
  async list(via?: Reader): Promise<T[]> {
    return [...this.rows.all(via)].sort(byId);
  }

  /** Rows whose `field` is `value` (a parent's children), by id. */
  async withField(field: string, value: unknown): Promise<T[]> {
    return this.rows.filter((r) => r[field] === value).sort(byId);
  }

  /** Rows whose `field` contains `search` ignoring case (every row for none), by id. */
  async search(field: string, search: string): Promise<T[]> {
    const term = search.toLowerCase();
    return this.rows
      .filter((r) => !term || (typeof r[field] === 'string' && r[field].toLowerCase().includes(term)))
      .sort(byId);
  }

  /** One page of `search`, with the total. */
  async page(field: string, search: string, paging: Paging) {
    return pageOf(await this.search(field, search), paging);
  }

  /** Rows whose `field` is `text` ignoring case and outer spaces (through its text index). */
  async withSameText(field: string, text: string, via?: Reader): Promise<T[]> {
    return this.rows.withSameText(field, text, via);
  }

  /** How many committed rows point at `key` through `refs` (see Repository.countReferencing). */
  async countReferencing(name: string, refs: (row: T) => unknown[], key: unknown): Promise<number> {
    return this.rows.countReferencing(name, refs, key);
  }

  async insert(tx: Transaction, doc: NewRow<T>): Promise<T> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Transaction, id: number, patch: RowPatch<T>): Promise<T> {
    return this.rows.update(tx, id, patch);
  }

  async remove(tx: Transaction, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
