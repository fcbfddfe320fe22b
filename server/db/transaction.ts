import type { Collection } from './collection';
import { deepFreeze, type NewRow, type Row, type RowPatch } from './row';
import type { CollectionName, RowOf } from '../stored/collections';
import type { Tx } from './tx';

/**
 * The row type of a collection name: a stored collection's (server/stored/collections.ts) for its
 * literal name, a plain Row for any other name (the storage engine's own tests, a name only known
 * at run time); so a write to a named collection is checked against its row.
 */
export type RowIn<N extends string> = N extends CollectionName ? RowOf<N> : Row;

/** Reads rows: the committed database, or a transaction's draft (committed state plus its own changes). */
export interface Reader {
  get(collection: string, id: number): Row | undefined;
  /** Every row of a collection, in storage order. Read-only. */
  rows(collection: string): readonly Row[];
}

/** One change of a transaction: the new row (with its JSON text for the journal) or a delete. */
export interface Change {
  collection: string;
  id: number;
  row: Row | null;
  json: string | null;
}

/**
 * A draft over the committed state. Writes go to the draft only; `Database.transaction` applies
 * them all at once when the function returns, or drops them if it throws. Every stored row is a
 * fresh frozen copy made from its JSON text, so memory holds exactly what the journal holds.
 */
export class Transaction implements Reader, Tx {
  readonly store = 'embedded';
  private readonly changes = new Map<string, Map<number, Change>>();
  private ended = false;

  constructor(
    private readonly committed: Reader,
    private readonly collectionOf: (name: string) => Collection,
  ) {}

  get(collection: string, id: number): Row | undefined {
    const change = this.changes.get(collection)?.get(id);
    if (change) return change.row ?? undefined;
    return this.committed.get(collection, id);
  }

  rows(collection: string): readonly Row[] {
    const changed = this.changes.get(collection);
    const base = this.committed.rows(collection);
    if (!changed?.size) return base;
    const out: Row[] = [];
    for (const row of base) {
      const change = changed.get(row.id);
      if (!change) out.push(row);
      else if (change.row) out.push(change.row);
    }
    for (const change of changed.values())
      if (change.row && !this.committed.get(collection, change.id)) out.push(change.row);
    return out;
  }

  /** Stores a new row under the collection's next id (ids are never reused). */
  insert<N extends string>(collection: N, doc: NewRow<RowIn<N>>): RowIn<N> {
    const id = ++this.collectionOf(collection).seq;
    return this.put(collection, { ...doc, id }) as RowIn<N>;
  }

  /** Replaces a row with `{...row, ...patch}` (id kept). Throws when the row does not exist. */
  update<N extends string>(collection: N, id: number, patch: RowPatch<RowIn<N>>): RowIn<N> {
    const current = this.get(collection, id);
    if (!current) throw new Error(`${collection} ${id} does not exist`);
    return this.put(collection, { ...current, ...patch, id }) as RowIn<N>;
  }

  /** Deletes a row; false when there was none. */
  remove(collection: string, id: number): boolean {
    if (this.ended) throw new Error('this transaction has ended');
    if (!this.get(collection, id)) return false;
    this.changesOf(collection).set(id, { collection, id, row: null, json: null });
    return true;
  }

  get written(): boolean {
    for (const changed of this.changes.values()) if (changed.size) return true;
    return false;
  }

  /** Whether this draft inserted, replaced or deleted any row of a collection. */
  changed(collection: string): boolean {
    return (this.changes.get(collection)?.size ?? 0) > 0;
  }

  /** Rows this draft inserted or replaced in a collection (not deleted ones). */
  changedRows(collection: string): Row[] {
    const out: Row[] = [];
    for (const change of this.changes.get(collection)?.values() ?? []) if (change.row) out.push(change.row);
    return out;
  }

  /**
   * Ends the draft (its turn is over: committed or dropped) and returns its changes. A write
   * through it afterwards throws: it would otherwise be lost without a word (a promise the
   * transaction function did not await).
   */
  end(): Change[] {
    this.ended = true;
    return this.list();
  }

  /** The changes in the order they were first made (one per row). */
  list(): Change[] {
    const out: Change[] = [];
    for (const changed of this.changes.values()) out.push(...changed.values());
    return out;
  }

  private put(collection: string, doc: Row): Row {
    if (this.ended) throw new Error('this transaction has ended');
    if (!Number.isInteger(doc.id) || doc.id < 1)
      throw new Error(`${collection}: a row needs a positive integer id`);
    const json = JSON.stringify(doc);
    const row = deepFreeze(JSON.parse(json) as Row);
    this.changesOf(collection).set(row.id, { collection, id: row.id, row, json });
    return row;
  }

  private changesOf(collection: string): Map<number, Change> {
    let changed = this.changes.get(collection);
    if (!changed) this.changes.set(collection, (changed = new Map()));
    return changed;
  }
}

/** The embedded draft behind a store-neutral `tx`; a PostgreSQL one here is a wiring bug. */
export function embeddedTx(tx: Tx): Transaction {
  if (tx instanceof Transaction) return tx;
  throw new Error(`a ${tx.store} transaction was passed to the embedded store`);
}

/**
 * What an embedded read goes through: the committed state (`committed`) when no `via` is given,
 * the draft of a transaction, or a Reader the embedded code passes itself (the Database).
 */
export function readerOf(via: Tx | Reader | undefined, committed: Reader): Reader {
  if (via === undefined) return committed;
  return 'store' in via ? embeddedTx(via) : via;
}
