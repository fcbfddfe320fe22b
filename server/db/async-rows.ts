import type { Repository } from './repository';
import type { NewRow, Row, RowPatch } from './row';
import type { Tx } from './tx';

/**
 * One row read and written through the embedded store's sync Repository, async as every store's
 * repository answers (docs/storage.md "Writing"): what a repository offering get, insert, update
 * and remove of single rows inherits instead of wrapping each call itself.
 */
export class AsyncRows<T extends Row, R extends Repository<T> = Repository<T>> {
  constructor(protected readonly rows: R) {}

  async get(id: number | null | undefined, via?: Tx): Promise<T | undefined> {
    return this.rows.get(id, via);
  }

  async insert(tx: Tx, doc: NewRow<T>): Promise<T> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<T>): Promise<T> {
    return this.rows.update(tx, id, patch);
  }

  /** False when there is no such row. */
  async remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
