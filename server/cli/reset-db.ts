/**
 * `npm run db:reset`: removes DATA_DIR/db.json and the uploaded files (FILES_DIR, else
 * DATA_DIR/uploads), then recreates the live db from the committed seed (dates rebased to today)
 * with the sample upload files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { initDataDir } from '../seed/init-data-dir';
import { filesDirFor } from '../files/location';

const root = path.resolve(__dirname, '../..');
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'));
fs.rmSync(path.join(dataDir, 'db.json'), { force: true });
const filesDir = filesDirFor(dataDir);
fs.rmSync(filesDir, { recursive: true, force: true });
const dbPath = initDataDir(dataDir, path.join(root, 'db.json'), new Date(), filesDir);
console.log(`Reset ${dbPath}`);
