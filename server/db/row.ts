/**
 * Rows are JSON documents with a numeric id. They are frozen once stored: a change is a new row
 * written through a transaction, never an edit of a row someone else may be holding. The storage
 * layer does not know their fields (an unknown field reads as `unknown`); repositories type them
 * by collection (server/stored/collections.ts).
 */
export type Row = { readonly id: number; readonly [key: string]: unknown };

/**
 * A row's fields as code that serves every collection sees them (the PostgreSQL mapping of
 * server/db/postgres/load and repos/rows.ts): typed by collection only above it.
 */
export type Doc = Record<string, unknown>;

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * The fields a row type names, without the id and without the catch-all index signature (a plain
 * `Omit` over a type with an index signature keeps only the index signature, so it would accept
 * any object).
 */
type NamedFields<T extends Row> = {
  -readonly [
    K in keyof T as string extends K ? never : number extends K ? never : K extends 'id' ? never : K
  ]: T[K];
};

/** A row as inserted: every stored field of `T` but the id, which the collection assigns. */
export type NewRow<T extends Row> = NamedFields<T>;

/** A change to a row: some of its stored fields (never the id). */
export type RowPatch<T extends Row> = Partial<NamedFields<T>>;
