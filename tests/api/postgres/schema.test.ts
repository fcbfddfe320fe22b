import fs from 'node:fs';
import path from 'node:path';
import { schemaDrift } from '../../../server/db/postgres/catalog';
import { migrate } from '../../../server/db/postgres/migrate';
import { createPool } from '../../../server/db/postgres/pool';
import { createTestDatabase, type TestDatabase } from '../../support/pg';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

/** Every migration in the repository, in order (each must be applied exactly once). */
const VERSIONS = fs
  .readdirSync(path.join(__dirname, '../../../server/db/postgres/migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => name.slice(0, -'.sql'.length));

test('two servers migrating an empty database at once apply each migration once', async () => {
  const other = createPool(db.url, 2);
  try {
    const [a, b] = await Promise.all([migrate(db.pool), migrate(other)]);
    expect(VERSIONS[0]).toBe('0001_initial');
    expect([...a, ...b].sort()).toEqual(VERSIONS);
  } finally {
    await other.end();
  }
  const { rows } = await db.pool.query('SELECT version FROM schema_migrations ORDER BY version');
  expect(rows).toEqual(VERSIONS.map((version) => ({ version })));
  expect(await migrate(db.pool)).toEqual([]);
});

test('the migrations build exactly the schema the code describes', async () => {
  expect(await schemaDrift(db.pool)).toEqual({ missing: [], unexpected: [] });
  const { rows } = await db.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
  );
  expect(rows[0].n).toBe(51);
});

test('the drift check notices a column, an index and a constraint the code does not expect', async () => {
  // One connection: the changes stay inside a transaction that is rolled back.
  const client = await db.pool.connect();
  await client.query('BEGIN');
  try {
    await client.query('ALTER TABLE leads ALTER COLUMN phone DROP NOT NULL');
    await client.query('DROP INDEX leads_search_trgm');
    await client.query('ALTER TABLE countries ADD COLUMN code text');
    await client.query('ALTER TABLE sessions DROP CONSTRAINT sessions_token_hash_key');
    const drift = await schemaDrift(client);
    expect(drift.missing).toEqual([
      'column leads.phone text not null',
      'constraint sessions UNIQUE (token_hash)',
      'index CREATE INDEX leads_search_trgm ON public.leads USING gin (search_text gin_trgm_ops)',
    ]);
    expect(drift.unexpected).toEqual(['column countries.code text', 'column leads.phone text']);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
  expect(await schemaDrift(db.pool)).toEqual({ missing: [], unexpected: [] });
});
