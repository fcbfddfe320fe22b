/**
 * Rows are JSON documents with a numeric id. They are frozen once stored: a change is a new row
 * written through a transaction, never an edit of a row someone else may be holding. The storage
 * layer does not know their fields (an unknown field reads as `unknown`); repositories type them
 * by collection (server/stored/collections.ts).
 */
export type Row = { readonly id: number; readonly [key: string]: unknown };

/** A document as written: any JSON object; the id is assigned by the collection on insert. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** A row as inserted: every stored field of `T` but the id, which the collection assigns. */
export type NewRow<T extends Row> = Omit<T, 'id'>;

/** A change to a row: some of its stored fields (never the id). */
export type RowPatch<T extends Row> = Partial<Omit<T, 'id'>>;
