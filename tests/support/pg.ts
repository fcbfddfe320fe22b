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

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
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

/**
 * A fresh, empty database `crms_t_<random>` on the test server, so test files run in parallel
 * without seeing each other's rows. `locale: 'C'`: collation and character classes of the C
 * locale (lower() then lower-cases only ASCII), whatever the server's default.
 */
export async function createTestDatabase(opts: { locale?: 'C' } = {}): Promise<TestDatabase> {
  const name = `crms_t_${randomBytes(6).toString('hex')}`;
  const locale = opts.locale ? ` TEMPLATE template0 ENCODING 'UTF8' LOCALE '${opts.locale}'` : '';
  await onServer((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${locale}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  // drop() ends the pool, whose connections may still be closing when DROP ... WITH (FORCE)
  // terminates them (seen under load): that is expected here, not worth a log line.
  const pool = createPool(url.toString(), 4, () => undefined);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      await onServer((client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}
