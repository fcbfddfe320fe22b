import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** The migrations, in version order: `NNNN_what.sql`, never edited once committed. */
const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** One advisory lock key for "migrating": a second server starting at once waits, then finds nothing to do. */
const MIGRATION_LOCK = 2_802_028;

function migrationFiles(dir = MIGRATIONS_DIR): { version: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, -'.sql'.length), file: path.join(dir, name) }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction
 * with its record, under a session advisory lock. Answers the versions it applied.
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    for (const { version, file } of migrationFiles(dir)) {
      if (done.has(version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(fs.readFileSync(file, 'utf8'));
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${version} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
