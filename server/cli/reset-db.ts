/**
 * `npm run db:reset`: removes DATA_DIR/db.json and DATA_DIR/uploads, then recreates the live db
 * from the committed seed (dates rebased to today) with the sample upload files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { initDataDir } from '../seed/init-data-dir';

const root = path.resolve(__dirname, '../..');
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'));
fs.rmSync(path.join(dataDir, 'db.json'), { force: true });
fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
const dbPath = initDataDir(dataDir, path.join(root, 'db.json'));
console.log(`Reset ${dbPath}`);
