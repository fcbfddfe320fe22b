/**
 * `npm run db:generate -- --leads N [--prospects P] [--stakeholders K] [--seed S]`: writes
 * DATA_DIR/db.json (DATA_DIR defaults to ./data) = the committed seed + N generated leads (each
 * with about 5 timeline activities) + P prospects + K stakeholders, dates rebased to today,
 * overwriting the live db.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addGeneratedLeads, addGeneratedOrganizations } from '../seed/generate';
import { copySampleFiles, ensureDataDirs, rebaseDates } from '../seed/init-data-dir';
import { filesDirFor } from '../files/location';
import { writeDbAtomic } from '../seed/write-json';

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
ensureDataDirs(dataDir);
copySampleFiles(filesDirFor(dataDir));
const target = path.join(dataDir, 'db.json');
writeDbAtomic(target, db);
const total = (db.leads as unknown[]).length;
const activities = (db['lead-activities'] as unknown[]).length;
const orgs = `${(db.prospects as unknown[]).length} prospects, ${(db.stackholders as unknown[]).length} stakeholders`;
const mb = (fs.statSync(target).size / 1e6).toFixed(1);
console.log(
  `Wrote ${target}: ${total} leads (${leads} generated, seed ${seed}), ${activities} activities, ` +
    `${orgs}, ${mb} MB in ${Date.now() - started} ms`,
);
