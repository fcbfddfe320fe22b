import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDb, type Prepared } from './prepare-db';
import type { Figure } from './table';

const REPO_ROOT = path.resolve(__dirname, '../..');
const BENCH = path.join(REPO_ROOT, 'scripts/bench-api.ts');

/** What one measuring child reads (`--run <file>`) and writes back (`--out <file>`). */
export interface RunRequest {
  /** The checkout whose server/app.ts is measured. */
  serverRoot: string;
  dataDir: string;
  prepared: Prepared;
  /** The PostgreSQL database to run on (`--store postgres`); unset: the embedded store in dataDir. */
  databaseUrl?: string;
}

export interface SideBySide {
  figure: string;
  before: string;
  after: string;
  target: string;
}

/**
 * `--baseline <ref>`: the same harness (this checkout's scripts) measures the server of `ref` and
 * then this checkout's, each in its own process on its own copy of one generated database, so the
 * two columns differ only by the server code. `ref` is unpacked with `git archive` into a temp
 * folder (no worktree is registered) beside a link to this checkout's node_modules. Run from the
 * repository (git is asked there); the "after" server is the one beside this script.
 */
export async function compareWithBaseline(
  ref: string,
  leads: number,
  prospects: number,
  childArgs: string[],
): Promise<{ rows: SideBySide[]; commit: string }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-bench-baseline-'));
  try {
    const { tree, commit } = unpackRef(ref, tmp);
    const generated = path.join(tmp, 'generated');
    fs.mkdirSync(generated);
    const prepared = await prepareDb(generated, leads, prospects);
    const before = await runOne('before', tree, generated, prepared, tmp, childArgs);
    const after = await runOne('after', REPO_ROOT, generated, prepared, tmp, childArgs);
    return { rows: pair(before, after), commit };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `ref` unpacked with `git archive` into `tmp`/tree beside a link to this checkout's node_modules.
 * git runs in the current folder: the harness itself may run from an unpacked copy.
 */
export function unpackRef(ref: string, tmp: string): { tree: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`])
    .toString()
    .trim();
  const tree = path.join(tmp, 'tree');
  fs.mkdirSync(tree);
  console.log(`unpacking ${ref} (${commit}) into ${tree}...`);
  execFileSync('sh', ['-c', `git archive --format=tar "$0" | tar -x -C "$1"`, commit, tree], {
    stdio: 'inherit',
  });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  return { tree, commit };
}

/**
 * Measures the server of `serverRoot` in a child process of its own (`--run`) on a copy of the
 * data folder `generated`, or on PostgreSQL at `databaseUrl` with that copy for its files.
 */
export async function runOne(
  label: string,
  serverRoot: string,
  generated: string,
  prepared: Prepared,
  tmp: string,
  childArgs: string[],
  databaseUrl?: string,
): Promise<Figure[]> {
  const dataDir = path.join(tmp, `data-${label}`);
  fs.cpSync(generated, dataDir, { recursive: true });
  const request = path.join(tmp, `${label}.request.json`);
  const out = path.join(tmp, `${label}.figures.json`);
  const run: RunRequest = { serverRoot, dataDir, prepared, databaseUrl };
  fs.writeFileSync(request, JSON.stringify(run));
  console.log(`\n== ${label}: the server of ${serverRoot}`);
  await new Promise<void>((resolve, reject) => {
    const child = fork(BENCH, [...childArgs, '--run', request, '--out', out], {
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} run failed (${code})`))));
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Figure[];
}

/**
 * A figure's key: its name without the counts in it (a run of requests in a time window counts
 * differently), and which occurrence of that name it is ("  its result" comes twice).
 */
export function keyed(figures: Figure[]): Array<[string, Figure]> {
  const seen = new Map<string, number>();
  return figures.map((f) => {
    const name = f.figure.replace(/\d+/g, '#');
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return [`${name}\u0000${n}`, f];
  });
}

/** Rows in the after run's order; a figure only one run has keeps a dash in the other column. */
export function pair(before: Figure[], after: Figure[]): SideBySide[] {
  const earlier = new Map(keyed(before));
  const later = keyed(after);
  const rows = later.map(([key, f]) => ({
    figure: f.figure,
    before: earlier.get(key)?.value ?? '-',
    after: f.value,
    target: f.target,
  }));
  const matched = new Set(later.map(([key]) => key));
  for (const [key, f] of earlier)
    if (!matched.has(key)) rows.push({ figure: f.figure, before: f.value, after: '-', target: f.target });
  return rows;
}

export function printSideBySide(
  title: string,
  rows: readonly SideBySide[],
  head: SideBySide = { figure: 'figure', before: 'before', after: 'after', target: 'target (after)' },
): void {
  const w = (key: keyof SideBySide) => Math.max(...[head, ...rows].map((r) => r[key].length));
  const [fw, bw, aw] = [w('figure'), w('before'), w('after')];
  const line = (r: SideBySide) =>
    `${r.figure.padEnd(fw)} | ${r.before.padEnd(bw)} | ${r.after.padEnd(aw)} | ${r.target}`.trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(`${'-'.repeat(fw)}-+-${'-'.repeat(bw)}-+-${'-'.repeat(aw)}-+-${'-'.repeat(w('target'))}`);
  for (const row of rows) console.log(line(row));
}
