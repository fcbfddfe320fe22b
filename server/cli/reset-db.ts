/**
 * `npm run db:reset`: removes DATA_DIR/db.json and the uploaded files (FILES_DIR, else
 * DATA_DIR/uploads), then recreates the live db from the committed seed (dates rebased to today)
 * with the sample upload files. With DATABASE_URL set the database is reset instead of
 * DATA_DIR/db.json: migrated, every table emptied and the rebased seed loaded, in one transaction
 * (server/db/postgres/replace.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { copySampleFiles, initDataDir, rebaseDates } from '../seed/init-data-dir';
import { filesDirFor } from '../files/location';
import { describeDatabase, replaceDatabase } from '../db/postgres/replace';

const root = path.resolve(__dirname, '../..');
const seedFile = path.join(root, 'db.json');
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'));
const filesDir = filesDirFor(dataDir);

async function resetPostgres(url: string): Promise<void> {
  const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as Record<string, unknown>;
  const { counts } = await replaceDatabase(url, rebaseDates(seed, new Date()), seedFile);
  fs.rmSync(filesDir, { recursive: true, force: true });
  copySampleFiles(filesDir);
  console.log(`Reset ${describeDatabase(url)}: ${counts.get('leads')} leads, ${counts.get('users')} users`);
}

const url = process.env.DATABASE_URL;
if (url) {
  resetPostgres(url).catch((err: Error) => {
    console.error(`db:reset: ${err.message}`);
    process.exitCode = 1;
  });
} else {
  fs.rmSync(path.join(dataDir, 'db.json'), { force: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
  const dbPath = initDataDir(dataDir, seedFile, new Date(), filesDir);
  console.log(`Reset ${dbPath}`);
}
