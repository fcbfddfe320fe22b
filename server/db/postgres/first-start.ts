import fs from 'node:fs';
import type pg from 'pg';
import { collectionsOf } from '../load';
import { copySampleFiles, rebaseDates } from '../../seed/init-data-dir';
import { loadIntoPostgres } from './load/load-store';
import { migrate } from './migrate';

/** Advisory lock key of "seeding": a second server starting at once waits, then finds users. */
const SEED_LOCK = 2_802_029;

export interface FirstStart {
  /** The migrations this start applied. */
  migrated: string[];
  /** Whether this start loaded the demo seed (the database had no users). */
  seeded: boolean;
}

/**
 * What `DATABASE_URL=... npm start` does before serving, as the embedded store's first start
 * does with DATA_DIR (server/seed/init-data-dir.ts): applies the migrations, and on a database
 * with no users loads the seed with its dates rebased to `now` and copies the sample files into
 * the files folder. Two servers starting at once on an empty database seed it once: the check
 * and the load run under one session advisory lock.
 */
export async function preparePostgres(
  pool: pg.Pool,
  seedFile: string,
  now: Date,
  filesDir: string,
): Promise<FirstStart> {
  const migrated = await migrate(pool);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    const { rows } = await client.query<{ empty: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM users) AS empty',
    );
    if (!rows[0].empty) return { migrated, seeded: false };
    const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as Record<string, unknown>;
    const { collections, extras } = collectionsOf(rebaseDates(seed, now), seedFile);
    await loadIntoPostgres(pool, { collections, extras });
    copySampleFiles(filesDir);
    return { migrated, seeded: true };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    client.release();
  }
}
