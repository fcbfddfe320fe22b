import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { guarding, refuseInsideTransaction } from '../open-transaction';

/** Type oids (pg_type) whose default parsing does not match the rows the embedded store keeps. */
const INT8 = 20;
const INT8_ARRAY = 1016;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMPTZ = 1184;

const orNull =
  <T>(parse: (text: string) => T) =>
  (text: string | null): T | null =>
    text === null ? null : parse(text);

const toDate = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date;
const toArray = pg.types.getTypeParser(INT8_ARRAY as Parameters<typeof pg.types.getTypeParser>[0]) as (
  text: string,
) => string[];

/**
 * Ids are bigint (read as numbers: they stay far below 2^53), prices numbers, calendar days
 * `yyyy-MM-dd` (the default makes a local-midnight Date, a day off west of UTC) and timestamps
 * ISO strings, as the embedded store's rows have them.
 */
const parsers: Record<number, (text: string) => unknown> = {
  [INT8]: Number,
  [NUMERIC]: Number,
  [DATE]: (text) => text,
  [TIMESTAMPTZ]: (text) => toDate(text).toISOString(),
  [INT8_ARRAY]: (text) => toArray(text).map(Number),
};

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    parsers[oid] && format !== 'binary'
      ? orNull(parsers[oid])
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Connections of an app server's pool. */
export const SERVER_POOL_SIZE = 10;

const logIdleError = (err: Error) => console.error(`[postgres] an idle connection was lost: ${err.message}`);

/**
 * A connection pool on `DATABASE_URL` that reads rows in the embedded store's shapes. A pool
 * emits 'error' when the server ends one of its idle connections (a restart, a terminated
 * backend); without a listener Node throws that as an unhandled error and the process dies. The
 * pool has already dropped the connection, so the next query opens a new one.
 */
export function createPool(
  connectionString: string,
  max = SERVER_POOL_SIZE,
  onIdleError = logIdleError,
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types });
  pool.on('error', onIdleError);
  return pool;
}

/**
 * The pool as the query builder sees it: in tests a connection taken while a transaction is open
 * in the same async context is refused (a read that bypassed the transaction's connection, or a
 * transaction nested in it); server/db/open-transaction.ts.
 */
const guardedPool = (pool: pg.Pool) => ({
  connect() {
    refuseInsideTransaction('a query through the pool');
    return pool.connect();
  },
  end: () => pool.end(),
});

/** The typed query builder over a pool (repositories take it or a transaction of it). */
export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: guarding ? guardedPool(pool) : pool }),
  });
}
