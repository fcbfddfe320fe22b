/**
 * A whole list read a page at a time (an export, the offline duplicate index): the route writes
 * each page out before the next is read, so on PostgreSQL its memory holds one page, not the
 * table. docs/decisions.md "No request reads a whole table".
 */
export type Pages<T> = AsyncIterable<T[]>;

/** Rows per page of an export when a route does not say. */
export const EXPORT_PAGE = 500;

/**
 * The embedded store's pages: `rows` is the list as one array of references to rows the store
 * keeps in memory anyway (taken once, so a write between two pages cannot shift a later one).
 */
export async function* slices<T>(rows: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Keyset pages: `read(after, size)` answers the `size` rows after `after` (null: from the start)
 * in the list's order, `load` turns them into what a page holds. A short page is the last one.
 * Each page is its own query: nothing is held open between pages (a slow client pins no
 * connection), and a row written meanwhile is seen or not by where it falls, never twice.
 */
export async function* keysetPages<R, T>(
  size: number,
  read: (after: R | null, size: number) => Promise<R[]>,
  load: (rows: R[]) => Promise<T[]>,
): AsyncGenerator<T[]> {
  if (!(Number.isInteger(size) && size > 0)) throw new Error(`a page size must be a positive integer`);
  let after: R | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length) yield await load(rows);
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/** The rows of a list of ids, read EXPORT_PAGE ids at a time in the list's order (`read`: one `getMany`). */
export async function* byIdPages<T>(
  ids: readonly number[],
  read: (ids: number[]) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for (let i = 0; i < ids.length; i += EXPORT_PAGE) yield await read(ids.slice(i, i + EXPORT_PAGE));
}

/** Every page of `pages` as one list (tests and small callers). */
export async function allOf<T>(pages: Pages<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages) out.push(...page);
  return out;
}
