/**
 * `npm run db:to-json`: writes the PostgreSQL store at DATABASE_URL as DATA_DIR/db.json (or the
 * file after `-- --out`), the file the embedded store and json-server read: the same ids, nested
 * shapes and id sequences (server/db/postgres/load/export-store.ts). The file is replaced
 * atomically; a db.journal beside it belongs to the file it replaces, so it must not be there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportToJson } from '../db/postgres/load/export-store';
import { createPool } from '../db/postgres/pool';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (postgres://user@host:port/database).');
  const at = process.argv.indexOf('--out');
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '../../data'));
  const file = at > 0 ? path.resolve(process.argv[at + 1] ?? '') : path.join(dataDir, 'db.json');
  const journal = path.join(path.dirname(file), 'db.journal');
  if (fs.existsSync(journal) && fs.statSync(journal).size > 0)
    throw new Error(
      `${journal} exists: its records would be replayed onto the new file. Move it away (or write elsewhere with -- --out).`,
    );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const started = Date.now();
  const pool = createPool(url, 1);
  try {
    const counts = await exportToJson(pool, file);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `Wrote ${total} rows of ${counts.size} collections to ${file} in ${Date.now() - started} ms.`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((err: Error) => {
  console.error(`db:to-json: ${err.message}`);
  process.exitCode = 1;
});
