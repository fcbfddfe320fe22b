/**
 * Whether a key can be a stored id, or any other bigint or integer a row holds. A JavaScript
 * integer past 2^53 (to `Number.isInteger`, 1e308 is one) is sent as "1e+308" and PostgreSQL
 * refuses the whole query; no stored id is that large (ids are read back as numbers, pool.ts), so
 * such a key finds nothing, as on the embedded store, instead of failing the request with a 500.
 */
export const isStoredId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** The largest value of an `integer` column; a larger number cannot be in one. */
const INT4_MAX = 2_147_483_647;

/**
 * Whether `value` can equal something in a column of this type (server/db/postgres/columns.ts):
 * a number out of the column's range matches no row, so it is not sent at all.
 */
export function comparable(type: string, value: unknown): boolean {
  if (typeof value !== 'number') return true;
  if (type === 'bigint') return isStoredId(value);
  if (type === 'integer') return Number.isInteger(value) && Math.abs(value) <= INT4_MAX;
  return true;
}
