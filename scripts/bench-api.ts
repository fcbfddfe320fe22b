/**
 * `npm run bench:api [-- --leads N --rounds R --prospects P]`: the storage figures for a database
 * of the seed + N generated leads (default 20000; run it with 20000 and 100000 and compare) + P
 * generated prospects (default 50000) + one ~100 MB document, printed as one table
 * `figure | value | target`. A measurement, not a test: it never fails on a missed target.
 *
 * The database is generated into a temporary DATA_DIR (by a child process, see bench/prepare-db),
 * the app runs on a free port, in this process (on PostgreSQL in one of its own:
 * bench/app-process.ts), and is called over HTTP (node:http). Latencies are
 * client side. Counts: R (default 20) GET /leads per filter combination; R details reads, R of each
 * dashboard and report call, R GET /search per term (7 terms), R GET /prospects per filter combination (search, industry,
 * exhibitions, employees, date range); one documents.zip download of the ~100 MB document with
 * the app's RSS sampled every 10 ms (bench/big-document.ts says how the document is made);
 * one 10,000-row POST /prospects-import (bad rows and repeats among them; the JSON the import
 * dialog sends) and the same rows again with duplicates skipped; 10·R (at least 50) of each
 * sequential write; 5 rounds of 2000 writes with 20 in flight (median); 2·R (at least 10)
 * sign-ins with their logouts;
 * 2·R (at least 40) GET /leads idle, then as many as fit while 20 sign-ins hash at once
 * (`--only-sign-in-load` runs just that part; `--only-writes` just the writes: the one-write and
 * concurrent-writer figures, a few minutes with `--store postgres --leads 20000 --prospects 0`).
 *
 * `--baseline <git-ref>`: the same figures for the server of `ref` and for this checkout's, each
 * on its own copy of one generated database, printed side by side (bench/baseline.ts).
 *
 * `--store postgres`: the same figures on the embedded store and on PostgreSQL (a temporary
 * database on TEST_DATABASE_URL's server, loaded by db:to-postgres and dropped at the end), side
 * by side as `figure | embedded | postgres | target` (bench/stores.ts); the writers then go to two
 * app servers on the one database. `--store postgres --baseline <git-ref>`: PostgreSQL before (the
 * server of `ref`) and after (this checkout's), each on a database loaded by its own db:to-postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp } from './bench/app';
import { compareWithBaseline, printSideBySide, type RunRequest } from './bench/baseline';
import { ADMIN, Api, STAFF } from './bench/client';
import { fmtGc } from './bench/gc-pauses';
import { prepareDb, type Prepared } from './bench/prepare-db';
import { measureLeadList } from './bench/reads';
import { measureSearchAfterWrite, SEARCHES } from './bench/search-after-write';
import { measureListDuringSignIns } from './bench/sign-in-load';
import { measureDetails } from './bench/details';
import { measureDashboardAndReport } from './bench/dashboard-report';
import { forceSnapshot } from './bench/snapshot';
import { measureSearch } from './bench/search';
import { measureProspectList } from './bench/prospects';
import { IMPORT_ROWS, measureProspectImport, type ImportRun } from './bench/prospects-import';
import { measureZipDownload } from './bench/zip-download';
import { BIG_DOCUMENT_HOW } from './bench/big-document';
import { fmtMb, fmtMs, fmtPair, type Summary } from './bench/stats';
import { printTable, target, type Figure } from './bench/table';
import { LIMITS, POSTGRES_RSS_BYTES, type Limits } from './bench/limits';
import { BASELINE_POSTGRES_COLUMNS, compareStores, STORE_COLUMNS } from './bench/stores';
import { startAppProcess } from './bench/app-process';
import {
  concurrentFromChild,
  leadCreator,
  masterRowSaver,
  sequential,
  signInOut,
  type Write,
} from './bench/writes';

const IN_FLIGHT = 20;
const CONCURRENT_WRITES = 2000;
const WRITER_ROUNDS = 5;
/** Writes before the measured ones, so the first JIT compilations are not counted. */
const WARM_UP_WRITES = 5;

function arg(name: string, fallback: number): number {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const v = Number(argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1]);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
}

/** The value after `--name` (or in `--name=value`), if given. */
function textArg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}

/** The arguments without `--name value` (or `--name=value`) of each name. */
function without(...names: string[]): string[] {
  let argv = process.argv.slice(2);
  for (const name of names) {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i >= 0) argv = argv.filter((_, j) => j !== i && !(j === i + 1 && !argv[i].includes('=')));
  }
  return argv;
}

/**
 * Runs one part of the benchmark; if it throws (a server half way through a change, say), its row
 * reads "failed: ..." and the other parts still run.
 */
async function section(name: string, run: () => Promise<Figure[]>): Promise<Figure[]> {
  console.log(`${name}...`);
  try {
    return await run();
  } catch (err) {
    return [{ figure: name, value: `failed: ${(err as Error).message}`, target: '' }];
  }
}

const p50p95 = (s: Summary) => fmtPair(s.p50, s.p95);
const p50p95max = (s: Summary) => `${fmtPair(s.p50, s.p95)} / ${fmtMs(s.max)}`;

/** A list call's overall figure against its 30 ms target, then one row per filter combination. */
function listFigures(
  call: string,
  list: { all: Summary; combos: Array<{ name: string; total: number; summary: Summary }> },
): Figure[] {
  return [
    {
      figure: `${call} p50 / p95 / max (${list.all.n} requests)`,
      value: p50p95max(list.all),
      target: target('p95 ≤ 30 ms', list.all.p95 <= 30),
    },
    ...list.combos.map(({ name, total, summary }) => ({
      figure: `  ${name} (${total} rows)`,
      value: p50p95max(summary),
      target: '',
    })),
  ];
}

function leadListFigures(api: Api, rounds: number): Promise<Figure[]> {
  return section('GET /leads', async () => {
    // As staff: every row then carries its access flags, the costlier path.
    const { token } = await api.login(STAFF.email, STAFF.password);
    const list = await measureLeadList(api, token, rounds);
    return listFigures('GET /leads', list);
  });
}

function searchAfterWriteFigures(api: Api, rounds: number): Promise<Figure[]> {
  return section('GET /leads search right after a lead write', async () => {
    const admin = await api.login(ADMIN.email, ADMIN.password);
    const staff = await api.login(STAFF.email, STAFF.password);
    const found = await measureSearchAfterWrite(api, admin.token, staff.token, rounds);
    return SEARCHES.map((term) => ({
      figure: `GET /leads search "${term}" right after a lead write, p50 / p95 / max (${found[term].n})`,
      value: p50p95max(found[term]),
      target: target('p95 ≤ 30 ms', found[term].p95 <= 30),
    }));
  });
}

function detailsFigures(api: Api, rounds: number, limits: Limits): Promise<Figure[]> {
  return section('lead details and key accounts', async () => {
    const [admin, staff] = [
      await api.login(ADMIN.email, ADMIN.password),
      await api.login(STAFF.email, STAFF.password),
    ];
    const d = await measureDetails(api, admin.token, staff.token, rounds);
    return [
      {
        figure: `details read, lead with 500 activities p50 / p95 / max (${d.bigTimeline.n})`,
        value: p50p95max(d.bigTimeline),
        target: target('p95 ≤ 20 ms', d.bigTimeline.p95 <= 20),
      },
      {
        figure: `details read, ordinary leads p50 / p95 / max (${d.typicalTimeline.n})`,
        value: p50p95max(d.typicalTimeline),
        target: target('p95 ≤ 20 ms', d.typicalTimeline.p95 <= 20),
      },
      {
        figure: `GET /key-account-list p50 / p95 / max (${d.keyAccountList.n}; ${d.keyAccounts} key accounts)`,
        value: p50p95max(d.keyAccountList),
        target: target(`p95 ≤ ${limits.keyAccountsMs} ms`, d.keyAccountList.p95 <= limits.keyAccountsMs),
      },
    ];
  });
}

function dashboardReportFigures(api: Api, rounds: number, limits: Limits): Promise<Figure[]> {
  return section('dashboard and activity report', async () => {
    // As staff: restricted leads then go through the lead policy, the costlier path.
    const { token } = await api.login(STAFF.email, STAFF.password);
    const r = await measureDashboardAndReport(api, token, rounds);
    return [
      {
        figure: `GET /leads-dashboard-data p50 / p95 / max (${r.dashboard.n})`,
        value: p50p95max(r.dashboard),
        target: target(`p95 ≤ ${limits.dashboardMs} ms`, r.dashboard.p95 <= limits.dashboardMs),
      },
      {
        figure: `GET /employee-activity-report p50 / p95 / max (${r.report.n})`,
        value: p50p95max(r.report),
        target: target('p95 ≤ 50 ms', r.report.p95 <= 50),
      },
      ...r.calls.map(({ name, summary }) => ({ figure: `  ${name}`, value: p50p95max(summary), target: '' })),
    ];
  });
}

function searchFigures(api: Api, rounds: number): Promise<Figure[]> {
  return section('GET /search', async () => {
    // As admin: every kind (leads, prospects, stakeholders, documents, employees) is searched.
    const { token } = await api.login(ADMIN.email, ADMIN.password);
    const search = await measureSearch(api, token, rounds);
    return [
      {
        figure: `GET /search p50 / p95 / max (${search.n}; 7 terms, every kind)`,
        value: p50p95max(search),
        target: target('p95 ≤ 50 ms', search.p95 <= 50),
      },
    ];
  });
}

function prospectListFigures(api: Api, rounds: number): Promise<Figure[]> {
  return section('GET /prospects', async () => {
    const { token } = await api.login(ADMIN.email, ADMIN.password);
    return listFigures('GET /prospects', await measureProspectList(api, token, rounds));
  });
}

function zipFigures(api: Api, app: RunningApp, prepared: Prepared): Promise<Figure[]> {
  return section('documents.zip', async () => {
    const { token } = await api.login(ADMIN.email, ADMIN.password);
    await app.memory(true); // from the heap of a full collection, as a quiet server's
    const z = await measureZipDownload(api.base, token, prepared.bigDocument.id, app.rssNow);
    return [
      {
        figure: `documents.zip of ${fmtMb(prepared.bigDocument.bytes)}: RSS growth while it streams`,
        value: `${fmtMb(z.rssGrowth)} (RSS ${fmtMb(z.rssBefore)} before; ${z.samples} samples)`,
        target: target('≤ 50 MB', z.rssGrowth <= 50e6),
      },
      {
        figure: '  its download',
        value: `${fmtMb(z.bytes)} in ${(z.ms / 1000).toFixed(1)} s = ${fmtMb(z.bytes / (z.ms / 1000))}/s`,
        target: '',
      },
      { figure: '  how the document was made', value: BIG_DOCUMENT_HOW, target: '' },
    ];
  });
}

function prospectImportFigures(api: Api, app: RunningApp): Promise<Figure[]> {
  return section(`${IMPORT_ROWS}-row prospects import`, async () => {
    const { token } = await api.login(ADMIN.email, ADMIN.password);
    const r = await measureProspectImport(api, token, app.cpuUsage);
    const counts = (run: ImportRun) =>
      `${run.created} created, ${run.updated} updated, ${run.skipped} skipped, ${run.rejected} rejected`;
    // CPU beside wall time: on a shared machine the wall time also counts other processes' turns.
    const time = (run: ImportRun) =>
      `${(run.ms / 1000).toFixed(2)} s (app CPU ${(run.cpuMs / 1000).toFixed(2)} s)`;
    return [
      {
        figure: `POST /prospects-import, ${IMPORT_ROWS} rows (${r.bad} bad, ${r.repeats} repeats; JSON ${fmtMb(r.first.bodyBytes)}), duplicates: update`,
        value: time(r.first),
        target: target('≤ 5 s', r.first.ms <= 5000),
      },
      { figure: '  its result', value: counts(r.first), target: '' },
      {
        figure: '  the same rows again, duplicates: skip',
        value: time(r.again),
        target: target('≤ 5 s', r.again.ms <= 5000),
      },
      { figure: '  its result', value: counts(r.again), target: '' },
    ];
  });
}

/** Sequential writes of each kind, the old whole-file rewrite beside them, then concurrent writers. */
async function writeFigures(
  api: Api,
  app: RunningApp,
  prepared: Prepared,
  rounds: number,
): Promise<Figure[]> {
  let writers: Array<[string, Write]> = [];
  let adminToken = '';
  const rows = await section('sign-in as admin, warm-up writes', async () => {
    const { token } = await api.login(ADMIN.email, ADMIN.password);
    adminToken = token;
    writers = [
      ['create lead', leadCreator(api, token)],
      ['save master row', masterRowSaver(api, token)],
    ];
    for (let i = 0; i < WARM_UP_WRITES; i++) for (const [, write] of writers) await write();
    return [];
  });
  if (!writers.length) return rows;

  // In the app's process (the embedded store's is this one).
  const watching = await app.watch();
  const limits = LIMITS[app.store];
  let worstP95 = 0;
  for (const [what, write] of writers) {
    rows.push(
      ...(await section(`one write: ${what}`, async () => {
        const s = await sequential(Math.max(50, rounds * 10), write);
        worstP95 = Math.max(worstP95, s.p95);
        return [
          {
            figure: `one write: ${what} p50 / p95 (${s.n} sequential)`,
            value: p50p95(s),
            target: target(`p95 ≤ ${limits.oneWriteMs} ms`, s.p95 <= limits.oneWriteMs),
          },
        ];
      })),
    );
  }
  // The old store serialised and fsynced the whole db on every write: the ratio is the gain.
  rows.push({
    figure: "today's whole-file rewrite, p50 of 3",
    value:
      `${fmtMs(prepared.rewriteMs)} (stringify ${fmtMs(prepared.rewriteStringifyMs)})` +
      (worstP95 ? ` = ${Math.round(prepared.rewriteMs / worstP95)}× the worse one-write p95` : ''),
    target: 'baseline',
  });
  // On PostgreSQL half the writers go to a second app server on the same database (issue 28).
  let second: RunningApp | undefined;
  const bases = async () => {
    if (app.store === 'embedded') return [api.base];
    second ??= await startAppProcess(app.dataDir, app.serverRoot, app.databaseUrl!);
    return [api.base, second.base];
  };
  const runWriters = async () => concurrentFromChild(await bases(), adminToken, CONCURRENT_WRITES, IN_FLIGHT);
  // The earlier sections (the 10k-row import above all) filled the journal: its snapshot comes
  // first, so the writers are measured as writes, and then once more while a snapshot runs.
  try {
    await forceSnapshot(app.created);
    rows.push(
      ...(await section(`${IN_FLIGHT} concurrent writers`, async () => {
        // One round is about a second: on a shared 2-core VM a single one swings by a third, so the
        // figure is the median of WRITER_ROUNDS, with the range and the server's CPU per write.
        const runs: Array<{ p95: number; perSecond: number; cpuUs: number; failed: number }> = [];
        for (let r = 0; r < WRITER_ROUNDS; r++) {
          const cpu = await app.cpuUsage();
          const { latency, perSecond, failed } = await runWriters();
          const now = await app.cpuUsage();
          const used = { user: now.user - cpu.user, system: now.system - cpu.system };
          const served = CONCURRENT_WRITES / (await bases()).length;
          runs.push({ p95: latency.p95, perSecond, cpuUs: (used.user + used.system) / served, failed });
        }
        const failed = runs.reduce((n, r) => n + r.failed, 0);
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
        const rates = runs.map((r) => r.perSecond);
        const worstP95 = Math.max(...runs.map((r) => r.p95));
        const rate = median(rates);
        return [
          {
            figure: `${IN_FLIGHT} concurrent writers p95, worst of ${WRITER_ROUNDS} rounds of ${CONCURRENT_WRITES} master rows`,
            value: `${fmtMs(worstP95)} (${limits.writers})`,
            target: target('≤ 40 ms', worstP95 <= 40),
          },
          {
            figure: `${IN_FLIGHT} concurrent writers throughput, median (range)`,
            value: `${Math.round(rate)} writes/s (${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))})`,
            target: target('≥ 1500 writes/s', rate >= 1500),
          },
          {
            figure: '  writes answered other than 201 (not counted above)',
            value: `${failed} of ${WRITER_ROUNDS * CONCURRENT_WRITES}`,
            target: target('0', failed === 0),
          },
          {
            figure: '  server CPU per write it served (its process, user + system), median',
            value: `${Math.round(median(runs.map((r) => r.cpuUs)))} µs`,
            target: '',
          },
        ];
      })),
    );
    if (app.store === 'embedded')
      rows.push(
        ...(await section(`${IN_FLIGHT} concurrent writers during a snapshot`, async () => {
          const snapshot = forceSnapshot(app.created);
          const { latency, perSecond } = await runWriters();
          const took = await snapshot;
          return [
            {
              figure: `  the same while a snapshot runs: p95 / throughput`,
              value: `${fmtMs(latency.p95)} / ${Math.round(perSecond)} writes/s (the snapshot took ${took ? fmtMs(took.ms) : '-'})`,
              target: 'snapshots back off while writes come',
            },
          ];
        })),
      );
  } finally {
    // Stopped whatever happened above, or its open channel would keep this process alive.
    if (second) {
      const { rss } = await second.memory();
      await second.stop();
      rows.push({ figure: '  the second app server: RSS at the end', value: fmtMb(rss), target: '' });
    }
  }
  const { loop: delay, gc } = await watching.stop();
  rows.push(
    {
      figure: 'event-loop delay over the writes, max / p99',
      value: fmtPair(delay.maxMs, delay.p99Ms),
      target: '',
    },
    {
      figure: '  longest GC pause meanwhile: major (count) / minor',
      value: fmtGc(gc, fmtMs),
      target: '',
    },
  );
  return rows;
}

function signInFigures(api: Api, rounds: number): Promise<Figure[]> {
  return section('sign-in and logout', async () => {
    const { signIn, logout } = await signInOut(api, STAFF, Math.max(10, rounds * 2));
    const growth = 'p95 grows ≤ 5 ms from 20k to 100k leads';
    return [
      { figure: `sign-in p50 / p95 (${signIn.n})`, value: p50p95(signIn), target: growth },
      { figure: `logout p50 / p95 (${logout.n})`, value: p50p95(logout), target: growth },
    ];
  });
}

const HASHING_SIGN_INS = 20;

function signInLoadFigures(api: Api, rounds: number): Promise<Figure[]> {
  return section(`GET /leads while ${HASHING_SIGN_INS} sign-ins hash`, async () => {
    const { token } = await api.login(STAFF.email, STAFF.password);
    const r = await measureListDuringSignIns(api, token, HASHING_SIGN_INS, Math.max(40, rounds * 2));
    return [
      { figure: `GET /leads p95 idle (${r.idle.n})`, value: fmtMs(r.idle.p95), target: '' },
      {
        figure: `GET /leads p95 while ${HASHING_SIGN_INS} sign-ins hash (${r.loaded.n})`,
        value: `${fmtMs(r.loaded.p95)} = ${(r.loaded.p95 / Math.max(r.idle.p95, 0.01)).toFixed(1)}× idle`,
        target: target('≤ 2× idle', r.loaded.p95 <= 2 * r.idle.p95),
      },
      {
        figure: `  the ${HASHING_SIGN_INS} concurrent sign-ins p50 / p95 (scrypt N=2^17)`,
        value: p50p95(r.signIns),
        target: '',
      },
    ];
  });
}

function snapshotFigures(app: RunningApp): Promise<Figure[]> {
  return section('forced snapshot', async () => {
    const snap = await forceSnapshot(app.created);
    return [
      { figure: 'snapshot duration', value: snap ? fmtMs(snap.ms) : 'n/a', target: '' },
      {
        figure: 'snapshot event-loop stall (max delay)',
        value: snap ? fmtMs(snap.loop.maxMs) : 'n/a',
        target: snap ? target('≤ 50 ms', snap.loop.maxMs <= 50) : '≤ 50 ms',
      },
      {
        figure: '  longest GC pause meanwhile: major (count) / minor',
        value: snap ? fmtGc(snap.gc, fmtMs) : 'n/a',
        target: '',
      },
    ];
  });
}

async function measure(app: RunningApp, prepared: Prepared, rounds: number): Promise<Figure[]> {
  const { rss: rssAfterLoad } = await app.memory();
  const afterLoad = await app.memory(true);
  const api = new Api(app.base);
  const rows: Figure[] = [
    {
      figure: 'database',
      value:
        `${prepared.leads} leads, ${prepared.activities} activities, ${prepared.prospects} prospects, ` +
        `db.json ${fmtMb(prepared.dbBytes)} ` +
        `(generated in ${(prepared.generateMs / 1000).toFixed(1)} s)`,
      target: '',
    },
    {
      figure: 'app start',
      value: `${fmtMs(app.loadMs)} (${app.store === 'embedded' ? 'loads db.json' : 'connects, checks the migrations'})`,
      target: '',
    },
  ];
  // `--only-sign-in-load`: just the GET /leads while sign-ins hash figure (a quick re-check).
  if (process.argv.includes('--only-sign-in-load'))
    return [...rows, ...(await signInLoadFigures(api, rounds))];
  // `--only-writes`: just the sequential and concurrent writes (a quick re-check of them).
  if (process.argv.includes('--only-writes'))
    return [...rows, ...(await writeFigures(api, app, prepared, rounds))];
  // `--only-search-after-write`: just the searches that follow a write.
  if (process.argv.includes('--only-search-after-write'))
    return [...rows, ...(await searchAfterWriteFigures(api, rounds))];
  rows.push(
    ...(await leadListFigures(api, rounds)),
    ...(await searchAfterWriteFigures(api, rounds)),
    ...(await detailsFigures(api, rounds, LIMITS[app.store])),
    ...(await dashboardReportFigures(api, rounds, LIMITS[app.store])),
    ...(await searchFigures(api, rounds)),
    ...(await prospectListFigures(api, rounds)),
    ...(await zipFigures(api, app, prepared)),
    ...(await prospectImportFigures(api, app)),
    ...(await writeFigures(api, app, prepared, rounds)),
    ...(await signInFigures(api, rounds)),
    ...(await signInLoadFigures(api, rounds)),
    ...(app.store === 'embedded' ? await snapshotFigures(app) : []),
  );
  const { rss: rssAtEnd } = await app.memory();
  rows.push({
    figure: 'RSS after load / at the end',
    value: `${fmtMb(rssAfterLoad)} / ${fmtMb(rssAtEnd)}`,
    target:
      app.store === 'embedded'
        ? 'not above 1.27 GB like for like (docs/storage.md)'
        : target('≤ 300 MB at 100k leads', rssAtEnd <= POSTGRES_RSS_BYTES),
  });
  rows.push({
    figure: '  after a full GC: RSS / heap in use / external, after load → at the end',
    value: memoryAfterGc(afterLoad, await app.memory(true)),
    target: '',
  });
  return rows;
}

function memoryAfterGc(before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage): string {
  const one = (m: NodeJS.MemoryUsage) => `${fmtMb(m.rss)} / ${fmtMb(m.heapUsed)} / ${fmtMb(m.external)}`;
  return `${one(before)} → ${one(after)}`;
}

const title = (leads: number, prospects: number, rounds: number) =>
  `API and storage with ${leads} generated leads, ${prospects} generated prospects (${rounds} rounds; client-side latency; the embedded app in this process, a PostgreSQL one in its own)`;

/** Measures the server of `serverRoot` on a prepared DATA_DIR (or on PostgreSQL at `databaseUrl`). */
async function measureServer(
  serverRoot: string,
  dataDir: string,
  prepared: Prepared,
  rounds: number,
  databaseUrl?: string,
) {
  console.log(`starting the app${databaseUrl ? ' on PostgreSQL' : ''}...`);
  // On PostgreSQL the app runs in a process of its own: its RSS is then the server's alone.
  const app = databaseUrl
    ? await startAppProcess(dataDir, serverRoot, databaseUrl)
    : await startApp(dataDir, serverRoot);
  try {
    return await measure(app, prepared, rounds);
  } finally {
    console.log('stopping the app (final snapshot)...');
    await app.stop();
  }
}

async function main() {
  const leads = arg('leads', 20000);
  const rounds = Math.max(1, arg('rounds', 20));
  const prospects = arg('prospects', 50000);
  const run = textArg('run');
  if (run) {
    // A child of --baseline or --store: one server on a prepared copy, the figures written as JSON.
    const request = JSON.parse(fs.readFileSync(run, 'utf8')) as RunRequest;
    const { serverRoot, dataDir, prepared, databaseUrl } = request;
    const rows = await measureServer(serverRoot, dataDir, prepared, rounds, databaseUrl);
    fs.writeFileSync(textArg('out')!, JSON.stringify(rows));
    return;
  }
  if (textArg('store') === 'postgres') {
    const baseline = textArg('baseline');
    const { rows, loaded } = await compareStores(leads, prospects, without('store', 'baseline'), baseline);
    const columns = baseline ? BASELINE_POSTGRES_COLUMNS : STORE_COLUMNS;
    printSideBySide(`${title(leads, prospects, rounds)}; PostgreSQL: ${loaded}`, rows, columns);
    return;
  }
  const baseline = textArg('baseline');
  if (baseline) {
    const { rows, commit } = await compareWithBaseline(baseline, leads, prospects, without('baseline'));
    printSideBySide(
      `${title(leads, prospects, rounds)}; before: ${baseline} (${commit}), after: this checkout`,
      rows,
    );
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-bench-'));
  try {
    const prepared = await prepareDb(dataDir, leads, prospects);
    const rows = await measureServer(path.resolve(__dirname, '..'), dataDir, prepared, rounds);
    printTable(title(leads, prospects, rounds), rows);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
