import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDatabase } from '../../server/db/load';
import { testDatabaseUrlOf } from './test-server';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A test server's PostgreSQL database as a db.json, written by `npm run db:to-json`'s own code in a
 * child process (readDb stays synchronous for the suites that call it).
 */
function exportedDb(url: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crms-read-db-')), 'db.json');
  execFileSync(process.execPath, ['-r', 'esbuild-register', 'server/cli/db-to-json.ts', '--out', file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'pipe',
  });
  return file;
}

/**
 * The committed database of a DATA_DIR as plain JSON (db.json plus the journal records written
 * after it; on PostgreSQL its database exported alike), read without touching the files, so tests
 * can look at what a running server stored.
 */
// Tests inspect rows of any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readDb(dataDir: string): Record<string, any[]> {
  const url = testDatabaseUrlOf(dataDir);
  const file = url ? exportedDb(url) : path.join(dataDir, 'db.json');
  const loaded = loadDatabase(file, path.join(path.dirname(file), 'db.journal'), () => undefined, {
    readOnly: true,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const out: Record<string, any[]> = {};
  for (const [name, collection] of loaded.collections) out[name] = [...collection.rows.values()];
  if (url) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return out;
}
