/**
 * `npm run db:generate -- --leads N [--prospects P] [--stakeholders K] [--seed S]`: writes
 * DATA_DIR/db.json (DATA_DIR defaults to ./data) = the committed seed + N generated leads (each
 * with about 5 timeline activities) + P prospects + K stakeholders, dates rebased to today,
 * overwriting the live db. With DATABASE_URL set the same data replaces the database's instead
 * (migrated, every table emptied, loaded by the bulk loader in one transaction:
 * server/db/postgres/replace.ts); DATA_DIR/db.json is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addGeneratedLeads, addGeneratedOrganizations } from '../seed/generate';
import { copySampleFiles, ensureDataDirs, rebaseDates } from '../seed/init-data-dir';
import { filesDirFor } from '../files/location';
import { writeDbAtomic } from '../seed/write-json';
import { describeDatabase, replaceDatabase } from '../db/postgres/replace';

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
}

const leads = Number(arg('leads') ?? 0);
const prospects = Number(arg('prospects') ?? 0);
const stakeholders = Number(arg('stakeholders') ?? 0);
const seed = Number(arg('seed') ?? 1);
if (
  ![leads, prospects, stakeholders].every((n) => Number.isInteger(n) && n >= 0) ||
  !Number.isInteger(seed)
) {
  console.error(
    'Usage: npm run db:generate -- --leads N [--prospects P] [--stakeholders K] [--seed S]' +
      '   (whole numbers, N, P, K >= 0)',
  );
  process.exit(1);
}

const started = Date.now();
const root = path.resolve(__dirname, '../..');
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'));
const seedDb = JSON.parse(fs.readFileSync(path.join(root, 'db.json'), 'utf8')) as Record<string, unknown>;
const db = rebaseDates(
  addGeneratedOrganizations(
    addGeneratedLeads(seedDb, leads, seed, (done) => console.log(`  ${done} / ${leads} leads`)),
    { prospects, stakeholders },
    seed,
  ),
  new Date(),
);
const total = (db.leads as unknown[]).length;
const activities = (db['lead-activities'] as unknown[]).length;
const orgs = `${(db.prospects as unknown[]).length} prospects, ${(db.stackholders as unknown[]).length} stakeholders`;
const what = `${total} leads (${leads} generated, seed ${seed}), ${activities} activities, ${orgs}`;
const url = process.env.DATABASE_URL;
if (url) {
  console.log(`generated in ${Date.now() - started} ms, loading into ${describeDatabase(url)}...`);
  replaceDatabase(url, db, 'the generated data')
    .then(() => {
      copySampleFiles(filesDirFor(dataDir));
      console.log(`Loaded ${describeDatabase(url)}: ${what} in ${Date.now() - started} ms`);
    })
    .catch((err: Error) => {
      console.error(`db:generate: ${err.message}`);
      process.exitCode = 1;
    });
} else {
  ensureDataDirs(dataDir);
  copySampleFiles(filesDirFor(dataDir));
  const target = path.join(dataDir, 'db.json');
  writeDbAtomic(target, db);
  const mb = (fs.statSync(target).size / 1e6).toFixed(1);
  console.log(`Wrote ${target}: ${what}, ${mb} MB in ${Date.now() - started} ms`);
}
