import { AsyncRows } from './async-rows';
import type { Paging } from '../http/paging';
import { pageOf } from '../http/paging';
import type { Repository, Via } from './repository';
import type { NewRow, Row } from './row';
import type { TableRepository, UniqueInsert } from './table-repository';
import type { Tx } from './tx';

const byId = (a: Row, b: Row) => a.id - b.id;

/** The rows of these ids (ignoring what is not an id or not found), by id: a `getMany`. */
export function rowsByIds<T extends Row>(
  rows: Repository<T>,
  ids: readonly unknown[],
  via?: Via,
): Map<number, T> {
  const out = new Map<number, T>();
  for (const id of ids) {
    const row = typeof id === 'number' ? rows.get(id, via) : undefined;
    if (row) out.set(row.id, row);
  }
  return out;
}

/**
 * The embedded store's `repos.table(name)` (server/db/table-repository.ts says what each method
 * answers). Over the sync indexed Repository, so the in-memory indexes (unique names,
 * references) stay as they are: each method answers without an await of its own.
 */
export class CollectionRepository<T extends Row = Row> extends AsyncRows<T> implements TableRepository<T> {
  get collection(): string {
    return this.rows.collection;
  }

  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, T>> {
    return rowsByIds(this.rows, ids, via);
  }

  async list(via?: Tx): Promise<T[]> {
    return [...this.rows.all(via)].sort(byId);
  }

  async withField(field: string, value: unknown): Promise<T[]> {
    return this.rows.filter((r) => r[field] === value).sort(byId);
  }

  async search(field: string, search: string): Promise<T[]> {
    const term = search.toLowerCase();
    return this.rows
      .filter((r) => !term || (typeof r[field] === 'string' && r[field].toLowerCase().includes(term)))
      .sort(byId);
  }

  async page(field: string, search: string, paging: Paging) {
    return pageOf(await this.search(field, search), paging);
  }

  async withSameText(field: string, text: string, via?: Tx): Promise<T[]> {
    return this.rows.withSameText(field, text, via);
  }

  /** The check and the insert in one turn of the store: no other transaction runs between them. */
  async insertUnique(tx: Tx, doc: NewRow<T>, unique: readonly string[]): Promise<UniqueInsert<T>> {
    for (const field of unique) {
      const text = (doc as Record<string, unknown>)[field];
      const [holder] = typeof text === 'string' ? this.rows.withSameText(field, text, tx) : [];
      if (holder) return { taken: field, holder };
    }
    return { row: this.rows.insert(tx, doc) };
  }
}
