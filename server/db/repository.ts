import type { Database } from './database';
import type { NewRow, Row, RowPatch } from './row';
import { GroupIndex, type LookupIndex } from './indexes';
import { embeddedTx, readerOf, Transaction, type Reader } from './transaction';
import type { Tx } from './tx';

/** What an embedded read goes through: none (the committed state), a transaction, or a Reader. */
export type Via = Tx | Reader;

/** Text compared ignoring case and outer spaces. */
export const textKey = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/** The index `withSameText(field, ...)` reads. */
export function defineTextIndex(db: Database, collection: string, field: string): void {
  db.defineIndex(collection, `text:${field}`, new GroupIndex((row) => [textKey(row[field])]));
}

/**
 * The storage seam of one resource: every route reads and writes its rows through one of these,
 * never through the raw state. Reads default to the committed state; pass a transaction to read
 * its draft. Writes need a transaction, so they commit (or roll back) with the rest of it. Both
 * take the store-neutral `Tx` (server/db/tx.ts) and refuse a PostgreSQL one.
 */
export class Repository<T extends Row = Row> {
  constructor(
    protected readonly db: Database,
    readonly collection: string,
  ) {}

  /** The row of an id; none for a missing id (a row's optional reference) or an unknown one. */
  get(id: number | null | undefined, via?: Via): T | undefined {
    return typeof id === 'number' && Number.isInteger(id)
      ? (readerOf(via, this.db).get(this.collection, id) as T | undefined)
      : undefined;
  }

  all(via?: Via): readonly T[] {
    return readerOf(via, this.db).rows(this.collection) as readonly T[];
  }

  find(where: (row: T) => boolean, via?: Via): T | undefined {
    return this.all(via).find(where);
  }

  filter(where: (row: T) => boolean, via?: Via): T[] {
    return this.all(via).filter(where);
  }

  count(via?: Via): number {
    const reader = readerOf(via, this.db);
    return reader === this.db ? this.db.count(this.collection) : this.all(reader).length;
  }

  insert(tx: Tx, doc: NewRow<T>): T {
    return embeddedTx(tx).insert(this.collection, doc) as T;
  }

  update(tx: Tx, id: number, patch: RowPatch<T>): T {
    return embeddedTx(tx).update(this.collection, id, patch) as T;
  }

  remove(tx: Tx, id: number): boolean {
    return embeddedTx(tx).remove(this.collection, id);
  }

  /**
   * The rows of one group of a GroupIndex (`where` restates the group's rule). Through a
   * transaction, its draft's own inserts and changes are included and its deletes left out.
   */
  protected group(index: string, key: unknown, where: (row: T) => boolean, via?: Via): T[] {
    const reader = readerOf(via, this.db);
    const ids = this.db.index<GroupIndex>(this.collection, index).ids(key);
    const out: T[] = [];
    for (const id of ids) {
      const row = reader.get(this.collection, id) as T | undefined;
      if (row && where(row)) out.push(row);
    }
    if (reader instanceof Transaction)
      for (const row of reader.changedRows(this.collection) as T[])
        if (!ids.has(row.id) && where(row)) out.push(row);
    return out;
  }

  /**
   * Rows whose `field` is `text` ignoring case and outer spaces, through the GroupIndex that
   * `defineTextIndex` made for the field (uniqueness checks without a scan).
   */
  withSameText(field: string, text: string, via?: Via): T[] {
    const key = textKey(text);
    return this.group(`text:${field}`, key, (r) => textKey(r[field]) === key, via);
  }

  /** The committed row a LookupIndex finds under `key`. */
  protected lookup(index: string, key: unknown): T | undefined {
    const id = this.db.index<LookupIndex>(this.collection, index).id(key);
    return id === undefined ? undefined : this.get(id);
  }

  /**
   * Rows in any of the groups `keys` of a GroupIndex, each once. Through a transaction that changed
   * this collection, its draft's rows, placed by the index's own rule.
   */
  protected inAnyGroup(index: string, keys: unknown[], via?: Via): T[] {
    const groups = this.db.index<GroupIndex>(this.collection, index);
    const ids = new Set(keys.flatMap((k) => [...groups.ids(k)]));
    const draft = this.draftOf(via);
    if (!draft) return [...ids].map((id) => this.get(id)).filter((row): row is T => !!row);
    const wanted = new Set(keys);
    const inGroup = (row: Row) => groups.keysOf(row).some((k) => wanted.has(k));
    for (const row of draft.changedRows(this.collection)) if (inGroup(row)) ids.add(row.id);
    return [...ids]
      .map((id) => draft.get(this.collection, id) as T | undefined)
      .filter((row): row is T => !!row && inGroup(row));
  }

  /** The transaction behind `via` when it changed this collection (its reads must see the draft). */
  protected draftOf(via: Via | undefined): Transaction | undefined {
    const reader = readerOf(via, this.db);
    return reader instanceof Transaction && reader.changed(this.collection) ? reader : undefined;
  }

  /**
   * How many committed rows point at `key` through `refs` (the ids or names a row refers to),
   * e.g. leads of an industry before the industry is deleted. The GroupIndex `ref:<name>` is
   * built on first use (one pass) and kept in step with every commit after, so delete guards do
   * not walk every lead, activity or prospect per request. One `name` must always mean one `refs`.
   * Through a transaction that changed this collection, its draft's rows are counted instead (a
   * walk; the delete guards count before they write, so they meet the index).
   */
  countReferencing(name: string, refs: (row: T) => unknown[], key: unknown, via?: Via): number {
    const draft = this.draftOf(via);
    if (draft)
      return key === undefined || key === null
        ? 0
        : (draft.rows(this.collection) as T[]).filter((row) => refs(row).includes(key)).length;
    const index = `ref:${name}`;
    if (!this.db.hasIndex(this.collection, index))
      this.db.defineIndex(
        this.collection,
        index,
        new GroupIndex((row) => refs(row as T).filter((k) => k !== undefined && k !== null)),
      );
    return this.db.index<GroupIndex>(this.collection, index).ids(key).size;
  }

  /** Deletes every row `where` accepts (in the draft); returns how many. */
  removeWhere(tx: Tx, where: (row: T) => boolean): number {
    const draft = embeddedTx(tx);
    const doomed = this.filter(where, draft);
    for (const row of doomed) draft.remove(this.collection, row.id);
    return doomed.length;
  }
}
