/**
 * Bundle report and budget check, run by `npm run build` after webpack.
 *
 * Reads dist/.stats.json (written by BundleStatsPlugin in webpack.config.ts), prints every JS/CSS
 * asset with raw and gzip -9 sizes, then checks the budget (1 kB = 1000 bytes):
 *   - JavaScript loaded by the sign-in page (initial chunks + the sign-in route's lazy chunk group)
 *     <= 200 kB gzipped;
 *   - each route's own lazy chunk (not the shared/library chunks split out of it) <= 100 kB gzipped;
 *   - apexcharts and @e965/xlsx never in an initial chunk.
 * Exits 1 with a message for each breach.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST_DIR, STATS_FILE, type BundleStats } from '../webpack.config';

const SIGN_IN_BUDGET = 200_000;
const ROUTE_BUDGET = 100_000;
const HEAVY_IN_INITIAL = /[\\/]node_modules[\\/](apexcharts|react-apexcharts|@e965[\\/]xlsx)[\\/]/;

type Chunk = BundleStats['chunks'][number];

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const isJs = (f: string) => f.endsWith('.js');

function main(): number {
  const statsPath = path.join(DIST_DIR, STATS_FILE);
  if (!fs.existsSync(statsPath)) {
    console.error(
      `bundle-report: ${path.relative(process.cwd(), statsPath)} not found; run "npx webpack --mode production" first.`,
    );
    return 1;
  }
  const stats = JSON.parse(fs.readFileSync(statsPath, 'utf8')) as BundleStats;

  const sizes = new Map<string, { raw: number; gz: number }>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const buf = fs.readFileSync(path.join(DIST_DIR, file));
      s = { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length };
      sizes.set(file, s);
    }
    return s;
  };
  const gzSum = (files: Iterable<string>) => [...new Set(files)].reduce((n, f) => n + size(f).gz, 0);

  const initialFiles = new Set(Object.values(stats.entrypoints).flat());
  const isSplit = (c: Chunk) => (c.reason ?? '').startsWith('split chunk');
  const routeChunks = stats.chunks.filter((c) => !c.initial && !isSplit(c));

  // The sign-in page: chunk(s) holding an app module named SignIn* (or, failing that, Login*).
  const appModule = (re: RegExp) => (c: Chunk) => c.modules.some((m) => m.startsWith('./src/') && re.test(m));
  let signInChunks = stats.chunks.filter(appModule(/sign-?in/i));
  if (!signInChunks.length) signInChunks = stats.chunks.filter(appModule(/login/i));
  const byId = new Map(stats.chunks.map((c) => [String(c.id), c]));
  const signInFiles = new Set(initialFiles);
  for (const c of signInChunks) {
    for (const chunk of [c, ...c.siblings.map((id) => byId.get(String(id))).filter((x): x is Chunk => !!x)])
      chunk.files.forEach((f) => signInFiles.add(f));
  }

  // Table of every JS/CSS asset.
  const role = (file: string) => {
    const chunk = stats.chunks.find((c) => c.files.includes(file));
    if (initialFiles.has(file)) return 'initial';
    if (!chunk) return '';
    if (signInChunks.includes(chunk)) return 'sign-in route';
    if (isSplit(chunk)) return chunk.names.length ? `shared (${chunk.names.join(',')})` : 'shared';
    return 'route';
  };
  const assets = stats.chunks
    .flatMap((c) => c.files)
    .filter((f, i, all) => /\.(js|css)$/.test(f) && all.indexOf(f) === i)
    .map((file) => ({ file, ...size(file), role: role(file) }))
    .sort((a, b) => Number(b.role === 'initial') - Number(a.role === 'initial') || b.gz - a.gz);
  const w = Math.max(5, ...assets.map((a) => a.file.length));
  console.log(`\n${'asset'.padEnd(w)}  ${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}  loaded as`);
  for (const a of assets)
    console.log(`${a.file.padEnd(w)}  ${kB(a.raw).padStart(10)}  ${kB(a.gz).padStart(10)}  ${a.role}`);
  const total = assets.reduce((n, a) => ({ raw: n.raw + a.raw, gz: n.gz + a.gz }), { raw: 0, gz: 0 });
  console.log(`${'total'.padEnd(w)}  ${kB(total.raw).padStart(10)}  ${kB(total.gz).padStart(10)}\n`);

  // Budget.
  const failures: string[] = [];
  const signInJs = gzSum([...signInFiles].filter(isJs));
  if (!signInChunks.length) {
    failures.push(
      'could not find the sign-in page (no module under ./src matching /sign-?in|login/i) in the stats.',
    );
  }
  const signInLine = `sign-in page JavaScript: ${kB(signInJs)} gzipped (budget ${kB(SIGN_IN_BUDGET)})`;
  console.log(signInLine);
  if (signInJs > SIGN_IN_BUDGET)
    failures.push(`${signInLine} — over budget by ${kB(signInJs - SIGN_IN_BUDGET)}.`);

  let largestRoute = 0;
  for (const c of routeChunks) {
    const gz = gzSum(c.files.filter(isJs));
    largestRoute = Math.max(largestRoute, gz);
    if (gz > ROUTE_BUDGET) {
      const entry = c.modules.find((m) => m.startsWith('./src/')) ?? c.modules[0] ?? '?';
      failures.push(
        `route chunk ${c.files.filter(isJs).join(', ')} (${entry}) is ${kB(gz)} gzipped, budget ${kB(ROUTE_BUDGET)}.`,
      );
    }
  }
  console.log(
    `largest route chunk: ${kB(largestRoute)} gzipped (budget ${kB(ROUTE_BUDGET)}, ${routeChunks.length} route chunks)`,
  );

  for (const c of stats.chunks.filter((x) => x.initial)) {
    const heavy = c.modules.filter((m) => HEAVY_IN_INITIAL.test(m));
    if (heavy.length)
      failures.push(
        `initial chunk ${c.files.join(', ')} contains ${heavy.join(', ')}: import it only from lazy routes.`,
      );
  }

  if (failures.length) {
    console.error(`\nBundle budget FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log('Bundle budget OK.');
  return 0;
}

process.exitCode = main();
