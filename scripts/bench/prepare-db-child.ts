/**
 * Run by prepare-db.ts (argv: DATA_DIR, lead count, prospect count): writes DATA_DIR/db.json as
 * `npm run db:generate` does, adds the big document (big-document.ts), then times what the old store did on every write, and sends the
 * figures to the parent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addGeneratedLeads, addGeneratedOrganizations } from '../../server/seed/generate';
import { copySampleFiles, ensureDataDirs, rebaseDates } from '../../server/seed/init-data-dir';
import { writeDbAtomic } from '../../server/seed/write-json';
import { addBigDocument } from './big-document';
import { filesDirFor } from '../../server/files/location';
import type { Prepared } from './prepare-db';
import { percentile, since } from './stats';

const REWRITE_RUNS = 3;

/** The old store's write, kept here so the baseline does not change when server/db does. */
function rewriteWholeFile(file: string, db: unknown): { ms: number; stringifyMs: number } {
  const started = performance.now();
  const content = JSON.stringify(db);
  const stringifyMs = since(started);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeFileSync(fd, content, 'utf8');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
  return { ms: since(started), stringifyMs };
}

async function main(): Promise<void> {
  const [dataDir, countArg, prospectsArg] = process.argv.slice(2);
  const count = Number(countArg);
  const prospects = Number(prospectsArg);
  if (!dataDir || ![count, prospects].every((n) => Number.isInteger(n) && n >= 0) || !process.send)
    throw new Error('run by scripts/bench/prepare-db.ts');
  const started = performance.now();
  const root = path.resolve(__dirname, '../..');
  const seed = JSON.parse(fs.readFileSync(path.join(root, 'db.json'), 'utf8')) as Record<string, unknown>;
  console.log(`generating ${count} leads and ${prospects} prospects...`);
  // Not kept in a variable: once rebased, the generated copy is garbage.
  const db = rebaseDates(
    addGeneratedOrganizations(
      addGeneratedLeads(seed, count, 1, (done) => console.log(`  ${done} / ${count} leads`)),
      { prospects, stakeholders: 0 },
    ),
    new Date(),
  );
  // The bench's own folder for files, whatever FILES_DIR says (scripts/bench/app.ts starts the app so).
  const filesDir = filesDirFor(dataDir, {});
  ensureDataDirs(dataDir, filesDir);
  copySampleFiles(filesDir);
  console.log('storing the ~100 MB document...');
  const bigDocument = await addBigDocument(filesDir, db);
  console.log('writing db.json...');
  const dbFile = path.join(dataDir, 'db.json');
  writeDbAtomic(dbFile, db);
  const generateMs = since(started);

  console.log(`timing the whole-file rewrite (${REWRITE_RUNS} runs)...`);
  const scratch = path.join(dataDir, 'rewrite-baseline.json');
  const runs = Array.from({ length: REWRITE_RUNS }, () => rewriteWholeFile(scratch, db));
  fs.rmSync(scratch, { force: true });

  const result: Prepared = {
    leads: (db.leads as unknown[]).length,
    activities: (db['lead-activities'] as unknown[]).length,
    prospects: (db.prospects as unknown[]).length,
    bigDocument,
    dbBytes: fs.statSync(dbFile).size,
    generateMs,
    rewriteMs: percentile(
      runs.map((r) => r.ms).sort((a, b) => a - b),
      50,
    ),
    rewriteStringifyMs: percentile(
      runs.map((r) => r.stringifyMs).sort((a, b) => a - b),
      50,
    ),
  };
  // Exit only once the parent has the figures.
  process.send(result, () => process.exit(0));
}

void main();
