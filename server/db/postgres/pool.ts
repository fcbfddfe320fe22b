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
 * Statements run over and over (the sign-in check of every request, a create's insert), by their
 * SQL text: on each connection they are prepared once under their name, so PostgreSQL parses and
 * plans them once per connection instead of on every run (the four-table sign-in check: 0.34 ->
 * 0.12 ms a run; an insert 0.29 -> 0.24 ms). Only statements whose text never varies with the
 * values and whose plan does not depend on them belong here: a list's plan does (a rare search
 * term and a common one want different plans). A prepared statement outlives a migration that
 * changes its columns ("cached plan must not change result type"): app servers restart after one.
 */
const preparedNames = new Map<string, string>();
/** Texts registered at most: past it a new text runs unnamed (a wrong registration cannot grow without end). */
const MAX_PREPARED = 500;

/**
 * Prepares the statement of this exact SQL text on every connection (see above), under a name
 * made of `label` and a number: one name per text, as PostgreSQL requires.
 */
export function prepareOnEveryConnection(label: string, text: string): void {
  if (preparedNames.has(text) || preparedNames.size >= MAX_PREPARED) return;
  preparedNames.set(text, `${label}_${preparedNames.size + 1}`);
}

const PREPARING = Symbol('crms.preparing');

/** A pooled client whose `query(text, values)` runs a registered text as its named statement. */
function preparing(client: pg.PoolClient): pg.PoolClient {
  const marked = client as pg.PoolClient & { [PREPARING]?: true };
  if (marked[PREPARING]) return client;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' ? preparedNames.get(text) : undefined;
    return name && Array.isArray(values) && args.length === 2
      ? query({ name, text, values })
      : query(...args);
  }) as pg.PoolClient['query'];
  marked[PREPARING] = true;
  return client;
}

/**
 * The pool as the query builder sees it: registered statements prepared per connection (above),
 * and in tests a connection taken while a transaction is open in the same async context is
 * refused (a read that bypassed the transaction's connection, or a transaction nested in it);
 * server/db/open-transaction.ts.
 */
const builderPool = (pool: pg.Pool) => ({
  async connect() {
    if (guarding) refuseInsideTransaction('a query through the pool');
    return preparing(await pool.connect());
  },
  end: () => pool.end(),
});

/** The typed query builder over a pool (repositories take it or a transaction of it). */
export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: builderPool(pool) }) });
}
