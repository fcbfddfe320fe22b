import { collectionsOf } from '../load';
import type { TableName } from './schema';
import { loadIntoPostgres } from './load/load-store';
import { migrate } from './migrate';
import { createPool } from './pool';

export interface Replaced {
  /** The migrations applied first. */
  migrated: string[];
  /** Rows per table now. */
  counts: Map<TableName, number>;
}

/**
 * What `npm run db:reset` and `db:generate` do with DATABASE_URL set: migrate the database, then
 * replace every table's rows with `db` (a parsed db.json: the rebased seed, with generated rows
 * or not) through the bulk loader of db:to-postgres, in one transaction (load/load-store.ts).
 * `source` names the data in error messages.
 */
export async function replaceDatabase(
  url: string,
  db: Record<string, unknown>,
  source: string,
): Promise<Replaced> {
  const pool = createPool(url, 2);
  try {
    const migrated = await migrate(pool);
    const { collections, extras } = collectionsOf(db, source);
    const counts = await loadIntoPostgres(pool, { collections, extras }, { replace: true });
    return { migrated, counts };
  } finally {
    await pool.end();
  }
}

/** The database of a connection string without its password, for log lines. */
export function describeDatabase(url: string): string {
  const u = new URL(url);
  return `postgres://${u.username ? `${u.username}@` : ''}${u.host}${u.pathname}`;
}
