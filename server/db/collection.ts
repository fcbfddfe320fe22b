import type { Index } from './indexes';
import type { Row } from './row';

/**
 * One collection's committed rows by id (insertion order kept, like the JSON array on disk), its
 * id sequence and its secondary indexes. Only the Database changes it, while committing.
 */
export class Collection {
  readonly rows = new Map<number, Row>();
  /** Highest id ever handed out; never goes down, so ids are never reused. */
  seq = 0;
  private readonly indexes = new Map<string, Index>();
  private cachedArray: Row[] | null = null;

  constructor(readonly name: string) {}

  put(row: Row): void {
    const prev = this.rows.get(row.id);
    if (prev) for (const index of this.indexes.values()) index.remove(prev);
    this.rows.set(row.id, row);
    for (const index of this.indexes.values()) index.add(row);
    if (row.id > this.seq) this.seq = row.id;
    this.cachedArray = null;
  }

  delete(id: number): void {
    const prev = this.rows.get(id);
    if (!prev) return;
    for (const index of this.indexes.values()) index.remove(prev);
    this.rows.delete(id);
    this.cachedArray = null;
  }

  /**
   * Puts a row back (or takes one out) without telling the indexes, for taking back a change an
   * index refused; `rebuildIndexes` must follow.
   */
  restore(id: number, row: Row | undefined): void {
    if (row) this.rows.set(id, row);
    else this.rows.delete(id);
    this.cachedArray = null;
  }

  /** Every index emptied and filled again from the rows (after `restore`). */
  rebuildIndexes(): void {
    for (const index of this.indexes.values()) fill(index, this.rows.values());
  }

  /**
   * Back to id order (ids only grow, so insertion order is id order; a row put back by a
   * rollback would otherwise land at the end).
   */
  reorderById(): void {
    const rows = [...this.rows.values()].sort((a, b) => a.id - b.id);
    this.rows.clear();
    for (const row of rows) this.rows.set(row.id, row);
    this.cachedArray = null;
  }

  /** All rows as an array (cached until the next change); read-only. */
  array(): readonly Row[] {
    return (this.cachedArray ??= [...this.rows.values()]);
  }

  addIndex(name: string, index: Index): void {
    if (this.indexes.has(name)) throw new Error(`index ${this.name}.${name} is defined twice`);
    fill(index, this.rows.values());
    this.indexes.set(name, index);
  }

  hasIndex(name: string): boolean {
    return this.indexes.has(name);
  }

  index<I extends Index>(name: string): I {
    const index = this.indexes.get(name);
    if (!index) throw new Error(`no index ${this.name}.${name}`);
    return index as I;
  }
}

/** Empties an index and adds every row (in one go when the index can load a whole set). */
function fill(index: Index, rows: Iterable<Row>): void {
  index.clear();
  const load = (index as { load?: (rows: Iterable<Row>) => void }).load;
  if (load) load.call(index, rows);
  else for (const row of rows) index.add(row);
}
