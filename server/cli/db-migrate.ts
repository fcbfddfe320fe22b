/**
 * `npm run db:migrate`: applies the PostgreSQL migrations (server/db/postgres/migrations) that
 * the database at DATABASE_URL has not recorded yet. Safe to run while servers start: the
 * migrator takes an advisory lock, so the migrations run once.
 */
import { migrate } from '../db/postgres/migrate';
import { createPool } from '../db/postgres/pool';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (postgres://user@host:port/database).');
  const pool = createPool(url, 1);
  try {
    const applied = await migrate(pool);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await pool.end();
  }
}

main().catch((err: Error) => {
  console.error(`db:migrate: ${err.message}`);
  process.exitCode = 1;
});
