/**
 * `npm run db:seed`: rebuilds the committed seed `db.json` (repo root) deterministically and
 * (re)writes the sample upload files under server/seed/files/.
 */
import path from 'node:path';
import { buildSeed } from '../seed/build';
import { SAMPLE_FILES_DIR } from '../seed/init-data-dir';
import { writeSampleFiles } from '../seed/sample-files';
import { writeDbAtomic } from '../seed/write-json';

const ROOT = path.resolve(__dirname, '../..');
const target = path.join(ROOT, 'db.json');
const written = writeSampleFiles(SAMPLE_FILES_DIR);
if (written.length) console.log(`Wrote sample files: ${written.join(', ')}`);
const db = buildSeed();
writeDbAtomic(target, db);
const counts = Object.entries(db)
  .filter(([, v]) => Array.isArray(v))
  .map(([k, v]) => `${k}=${(v as unknown[]).length}`)
  .join(' ');
console.log(`Wrote ${path.relative(process.cwd(), target) || target}: ${counts}`);
