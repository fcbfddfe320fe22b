import type { Row } from '../../row';
import type { CollectionName, RowOf } from '../../../stored/collections';
import { storedRowOf } from '../load/from-rows';
import type { TableName } from '../schema';

/**
 * Rows of a table that holds one collection column for column, as the embedded store keeps them
 * (the loader's mapping, load/from-rows.ts): for the indexed lookups the account repositories
 * make beside `PostgresTableRepository`'s own queries.
 */
export const storedRows = <N extends CollectionName>(
  collection: N,
  table: TableName,
  rows: readonly Record<string, unknown>[],
): RowOf<N>[] => rows.map((row) => storedRowOf(collection, table, row, {}) as Row as RowOf<N>);

/** Ids as a bigint column compares them: an integer, or nothing to look for. */
export const integerIds = (values: Iterable<unknown>): number[] => [
  ...new Set([...values].filter((v): v is number => Number.isSafeInteger(v))),
];
