import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../server/db/postgres/pool';
import { TEST_DATABASE_URL } from './pg-server';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

export async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `No PostgreSQL answers at TEST_DATABASE_URL (${TEST_DATABASE_URL}): ${(err as Error).message}. ` +
        'Start one, or source .ci/postgres.sh to start a throwaway cluster.',
      { cause: err },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** This run's name part, set by its global setup (tests/support/pg-run.ts); none outside a PostgreSQL run. */
const runPart = () => (process.env.CRMS_TEST_PG_RUN ? `${process.env.CRMS_TEST_PG_RUN}_` : '');

/** Every database of a run is named `crms_t_<run>_...`, so the run's teardown finds any left behind. */
export const databaseNamePrefix = (run: string) => `crms_t_${run}_`;

/**
 * A fresh database `crms_t_<random>` on the test server, so test files run in parallel without
 * seeing each other's rows (`prefix`: the benchmark's `crms_bench`): empty, or a copy of `template`
 * (CREATE DATABASE ... TEMPLATE copies its files, far faster than migrating and seeding again).
 * `locale: 'C'`: an empty database with the collation and character classes of the C locale
 * (lower() then lower-cases only ASCII), whatever the server's default.
 */
export async function createTestDatabase(
  template?: string,
  prefix = 'crms_t',
  { locale }: { locale?: 'C' } = {},
): Promise<TestDatabase> {
  if (template && locale) throw new Error('a database copies its template, locale included');
  const name = `${prefix}_${runPart()}${randomBytes(6).toString('hex')}`;
  await onServer((client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)}` +
        (template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '') +
        (locale ? ` TEMPLATE template0 ENCODING 'UTF8' LOCALE '${locale}'` : ''),
    ),
  );
  const url = urlOf(name);
  // drop() ends the pool, whose connections may still be closing when DROP ... WITH (FORCE)
  // terminates them (seen under load): that is expected here, not worth a log line.
  const pool = createPool(url, 4, () => undefined);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      await dropDatabase(name);
    },
  };
}

/** The test server's URL with another database. */
export function urlOf(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer((client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
}
