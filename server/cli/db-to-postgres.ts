/**
 * `npm run db:to-postgres`: copies the embedded store of DATA_DIR (db.json plus the journal
 * records after it, read by the embedded store's own loader, server/db/load.ts) into the empty
 * PostgreSQL database at DATABASE_URL, migrating it first. Ids stay the same and every sequence
 * continues after the highest id ever given. `-- --file path/to/db.json` loads a db.json alone.
 */
import path from 'node:path';
import { loadDatabase } from '../db/load';
import { loadIntoPostgres } from '../db/postgres/load/load-store';
import { migrate } from '../db/postgres/migrate';
import { createPool } from '../db/postgres/pool';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (postgres://user@host:port/database).');
  const at = process.argv.indexOf('--file');
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '../../data'));
  const file = at > 0 ? path.resolve(process.argv[at + 1] ?? '') : path.join(dataDir, 'db.json');
  const journal = at > 0 ? `${file}.no-journal` : path.join(dataDir, 'db.journal');
  const started = Date.now();
  const data = loadDatabase(file, journal, (msg) => console.log(msg), { readOnly: true });
  const pool = createPool(url, 2);
  try {
    await migrate(pool);
    const counts = await loadIntoPostgres(pool, data);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `Loaded ${total} rows into ${counts.size} tables from ${file} in ${Date.now() - started} ms.`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((err: Error) => {
  console.error(`db:to-postgres: ${err.message}`);
  process.exitCode = 1;
});
