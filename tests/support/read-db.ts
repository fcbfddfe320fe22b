import path from 'node:path';
import { loadDatabase } from '../../server/db/load';

/**
 * The committed database of a DATA_DIR as plain JSON (db.json plus the journal records written
 * after it), read without touching the files, so tests can look at what a running server stored.
 */
// Tests inspect rows of any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readDb(dataDir: string): Record<string, any[]> {
  const loaded = loadDatabase(
    path.join(dataDir, 'db.json'),
    path.join(dataDir, 'db.journal'),
    () => undefined,
    {
      readOnly: true,
    },
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const out: Record<string, any[]> = {};
  for (const [name, collection] of loaded.collections) out[name] = [...collection.rows.values()];
  return out;
}
