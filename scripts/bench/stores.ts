import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../tests/support/pg';
import { keyed, pair, runOne, unpackRef, type SideBySide } from './baseline';
import { prepareDb } from './prepare-db';
import { since } from './stats';
import type { Figure } from './table';

const REPO_ROOT = path.resolve(__dirname, '../..');
const TO_POSTGRES = 'server/cli/db-to-postgres.ts';

export const STORE_COLUMNS: SideBySide = {
  figure: 'figure',
  before: 'embedded',
  after: 'postgres',
  target: 'target',
};

/** `--store postgres --baseline <ref>`: PostgreSQL before and after. */
export const BASELINE_POSTGRES_COLUMNS: SideBySide = {
  figure: 'figure',
  before: 'postgres before',
  after: 'postgres after',
  target: 'target (after)',
};

/**
 * Loads DATA_DIR `dir`'s db.json into the database at `url` with `npm run db:to-postgres` of the
 * tree at `root` (a baseline's own loader: its migrations are the ones its server expects).
 */
function loadWithCli(dir: string, url: string, root = REPO_ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, TO_POSTGRES), ['--file', path.join(dir, 'db.json')], {
      // It holds the rows twice for a moment: as read, and as table rows.
      execArgv: ['-r', 'esbuild-register', '--max-old-space-size=8192'],
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`db:to-postgres failed (${code})`)),
    );
  });
}

/** A temporary database (CRMS_BENCH_DB_PREFIX: another name where several people share one server). */
const benchDatabase = () => createTestDatabase(undefined, process.env.CRMS_BENCH_DB_PREFIX || 'crms_bench');

/**
 * `--store postgres`: one database is generated (bench/prepare-db.ts) and loaded into a temporary
 * PostgreSQL database on TEST_DATABASE_URL's server (dropped at the end); then the same harness
 * measures the app on the embedded store and on PostgreSQL, each in a process of its own
 * (bench/baseline.ts runOne) on its own copy of the data folder (the files). With `baseline` (a
 * git ref): PostgreSQL before and after instead, the server of `ref` on a database loaded by its
 * own db:to-postgres, this checkout's on another loaded by this one.
 */
export async function compareStores(
  leads: number,
  prospects: number,
  childArgs: string[],
  baseline?: string,
): Promise<{ rows: SideBySide[]; loaded: string }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-bench-stores-'));
  const databases: TestDatabase[] = [];
  try {
    const before = baseline ? unpackRef(baseline, tmp) : undefined;
    const generated = path.join(tmp, 'generated');
    fs.mkdirSync(generated);
    const prepared = await prepareDb(generated, leads, prospects);
    const load = async (root?: string) => {
      const database = await benchDatabase();
      databases.push(database);
      console.log(`loading it into PostgreSQL (db:to-postgres${root ? ` of ${baseline}` : ''})...`);
      await loadWithCli(generated, database.url, root);
      return database.url;
    };
    const started = performance.now();
    const url = await load();
    const loaded = `loaded by db:to-postgres in ${(since(started) / 1000).toFixed(1)} s`;
    if (before) {
      const beforeUrl = await load(before.tree);
      const old = await runOne(
        'postgres-before',
        before.tree,
        generated,
        prepared,
        tmp,
        childArgs,
        beforeUrl,
      );
      const now = await runOne('postgres', REPO_ROOT, generated, prepared, tmp, childArgs, url);
      return { rows: pair(old, now), loaded: `${loaded}; before: ${baseline} (${before.commit})` };
    }
    const embedded = await runOne('embedded', REPO_ROOT, generated, prepared, tmp, childArgs);
    const postgres = await runOne('postgres', REPO_ROOT, generated, prepared, tmp, childArgs, url);
    return { rows: pairStores(embedded, postgres), loaded };
  } finally {
    for (const database of databases) await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const MARK = /\s+(ok|MISSED)$/;

/** A figure's target without the run's verdict, and the verdict. */
function verdict(f: Figure | undefined): { target: string; mark: string } {
  const m = f ? MARK.exec(f.target) : null;
  return { target: m ? f!.target.slice(0, m.index) : (f?.target ?? ''), mark: m?.[1] ?? '' };
}

/** Keys of both lists in the PostgreSQL run's order, a figure only the embedded run has near its neighbours. */
function mergedKeys(embedded: Array<[string, Figure]>, postgres: Array<[string, Figure]>): string[] {
  const inPostgres = new Set(postgres.map(([k]) => k));
  const out: string[] = [];
  let i = 0;
  for (const [key] of postgres) {
    const at = embedded.findIndex(([k]) => k === key);
    for (; at >= i && i < at; i++) if (!inPostgres.has(embedded[i][0])) out.push(embedded[i][0]);
    if (at >= i) i = at + 1;
    out.push(key);
  }
  for (; i < embedded.length; i++) if (!inPostgres.has(embedded[i][0])) out.push(embedded[i][0]);
  return out;
}

/**
 * One row per figure: each store's value with its own verdict (ok / MISSED), the target column
 * PostgreSQL's; where the embedded store's target differs (one write ≤ 10 ms against 15), its
 * cell names its own.
 */
function pairStores(embedded: Figure[], postgres: Figure[]): SideBySide[] {
  const [e, p] = [keyed(embedded), keyed(postgres)];
  const [eMap, pMap] = [new Map(e), new Map(p)];
  return mergedKeys(e, p).map((key) => {
    const [ef, pf] = [eMap.get(key), pMap.get(key)];
    const [ev, pv] = [verdict(ef), verdict(pf)];
    const cell = (f: Figure | undefined, v: { target: string; mark: string }, own: boolean) =>
      f ? `${f.value}${v.mark ? `  ${v.mark}` : ''}${own ? ` (${v.target})` : ''}` : '-';
    const differs = Boolean(ef && pf && ev.mark && ev.target !== pv.target);
    return {
      figure: (pf ?? ef)!.figure,
      before: cell(ef, ev, differs),
      after: cell(pf, pv, false),
      target: pf ? pv.target : ev.target,
    };
  });
}
