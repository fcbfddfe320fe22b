/**
 * Bundle report and budget check, run by `npm run build` after webpack.
 *
 * Reads dist/.stats.json (written by BundleStatsPlugin in webpack.config.ts) and prints
 *   1. every JS/CSS asset with raw, gzip -9 and brotli sizes (the files the server sends are the
 *      precompressed .gz/.br beside them);
 *   2. per route page (each lazy chunk holding a page module), the bytes a first visit of that
 *      route transfers: initial files + the app (src/app/boot.tsx and its chunk group) + the
 *      layouts above the page (LAYOUTS: the signed-in shell, the dashboard, wizard and
 *      individual-lead layouts) + the route's chunk group (JS and CSS, brotli and gzip); the
 *      first-load sign-in page is the initial files alone. One row per page file: routes that
 *      share a page (the 21 master-data screens) share its row.
 * Then checks the budget (1 kB = 1000 bytes), exit 1 with a message per breach:
 *   - JavaScript loaded by the first-load sign-in page (the initial chunks) <= SIGN_IN_BUDGET gzipped;
 *   - each route's own lazy chunk <= ROUTE_BUDGET gzipped;
 *   - heavy or screen-specific libraries (HEAVY) never in an initial chunk nor on the sign-in page;
 *   - the router and Redux (APP_ONLY) never in an initial chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST_DIR, STATS_FILE, type BundleStats } from '../webpack.config';

/**
 * The first-load sign-in page (src/app/signIn.tsx) runs on the initial chunks alone: React 19 +
 * react-dom ~69 kB, react-final-form ~10 kB, the form ~5 kB (docs/decisions.md "First load").
 */
const SIGN_IN_BUDGET = 110_000;
const ROUTE_BUDGET = 100_000;
/** The app's router and store: loaded with src/app/boot.tsx, never by the first-load sign-in page. */
const APP_ONLY =
  /[\\/]node_modules[\\/](react-router|react-router-dom|react-redux|@reduxjs|redux|immer)[\\/]/;
const HEAVY =
  /[\\/]node_modules[\\/](apexcharts|react-apexcharts|@e965[\\/]xlsx|sweetalert2|react-datepicker|react-select|react-toastify|yup)[\\/]/;

/**
 * Layout routes above the pages (src/app/router.tsx and src/app/routes): a first visit of a page
 * loads these chunks too. The signed-in shell sits above every page but the public ones.
 */
const LAYOUTS: { pages: RegExp; module: RegExp }[] = [
  { pages: /^\.\/src\/features\/(?!auth\/)/, module: /^\.\/src\/app\/layout\/AppLayout\.tsx/ },
  { pages: /\/dashboard\/DashboardPage/, module: /\/dashboard\/DashboardLayout\.tsx/ },
  { pages: /\/leads-individual\/pages/, module: /\/leads-individual\/IndividualLeadLayout\.tsx/ },
  { pages: /\/lead-wizard\/\w+Step/, module: /\/lead-wizard\/LeadWizardLayout\.tsx/ },
];

type Chunk = BundleStats['chunks'][number];
type Size = { raw: number; gz: number; br: number };

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const isJs = (f: string) => f.endsWith('.js');
const isAsset = (f: string) => /\.(js|css)$/.test(f);
const pad = (s: string, n: number) => s.padStart(n);

function main(): number {
  const statsPath = path.join(DIST_DIR, STATS_FILE);
  if (!fs.existsSync(statsPath)) {
    console.error(`bundle-report: ${statsPath} not found; run "npx webpack --mode production" first.`);
    return 1;
  }
  const stats = JSON.parse(fs.readFileSync(statsPath, 'utf8')) as BundleStats;

  const sizes = new Map<string, Size>();
  const size = (file: string): Size => {
    let s = sizes.get(file);
    if (!s) {
      const buf = fs.readFileSync(path.join(DIST_DIR, file));
      const br = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      s = { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length, br: br.length };
      sizes.set(file, s);
    }
    return s;
  };
  const sum = (files: Iterable<string>, key: keyof Size) =>
    [...new Set(files)].reduce((n, f) => n + size(f)[key], 0);

  const byId = new Map(stats.chunks.map((c) => [String(c.id), c]));
  const group = (c: Chunk) => [
    c,
    ...c.siblings.map((id) => byId.get(String(id))).filter((x): x is Chunk => !!x),
  ];
  const initialFiles = Object.values(stats.entrypoints).flat();
  const isSplit = (c: Chunk) => (c.reason ?? '').startsWith('split chunk');
  const PAGE = /^\.\/src\/.*(Page|Layout|Step|screens(\/index)?|pages(\/index)?)\.tsx?( \+ \d+ modules)?$/;
  const pageOf = (c: Chunk) => c.modules.find((m) => PAGE.test(m));
  const boot = stats.chunks.find(
    (c) => !c.initial && c.modules.some((m) => /^\.\/src\/app\/boot\.tsx/.test(m)),
  );
  const pages = stats.chunks.filter((c) => !c.initial && !isSplit(c) && c !== boot && pageOf(c));
  const signIn = pages.filter((c) => /SignInPage/.test(pageOf(c) ?? ''));
  const appFiles = boot ? group(boot).flatMap((g) => g.files) : [];
  // The chunks a page's route loads before the page itself (its layouts along the path).
  const chunkWith = (module: RegExp) =>
    stats.chunks.find((c) => !c.initial && c.modules.some((m) => module.test(m)));
  const layoutFiles = (page: string): string[] =>
    LAYOUTS.filter((l) => l.pages.test(page))
      .map((l) => chunkWith(l.module))
      .filter((c): c is Chunk => !!c)
      .flatMap((c) => group(c).flatMap((g) => g.files));

  // 1. Every asset.
  const role = (file: string) => {
    const chunk = stats.chunks.find((c) => c.files.includes(file));
    if (initialFiles.includes(file)) return 'initial';
    if (chunk && boot && group(boot).includes(chunk)) return 'app';
    if (chunk && signIn.includes(chunk)) return 'sign-in route';
    return chunk && isSplit(chunk) ? 'shared' : 'route';
  };
  const assets = [...new Set(stats.chunks.flatMap((c) => c.files))]
    .filter(isAsset)
    .map((file) => ({ file, ...size(file), role: role(file) }))
    .sort((a, b) => Number(b.role === 'initial') - Number(a.role === 'initial') || b.gz - a.gz);
  const w = Math.max(...assets.map((a) => a.file.length));
  console.log(
    `\n${'asset'.padEnd(w)}  ${pad('raw', 9)}  ${pad('gzip -9', 9)}  ${pad('brotli', 9)}  loaded as`,
  );
  for (const a of assets)
    console.log(
      `${a.file.padEnd(w)}  ${pad(kB(a.raw), 9)}  ${pad(kB(a.gz), 9)}  ${pad(kB(a.br), 9)}  ${a.role}`,
    );

  // 2. First visit per route page.
  const rows = pages
    .map((c) => {
      const files = [
        ...initialFiles,
        ...appFiles,
        ...layoutFiles(pageOf(c) ?? ''),
        ...group(c).flatMap((g) => g.files),
      ].filter(isAsset);
      const js = files.filter(isJs);
      const name = (pageOf(c) ?? '')
        .replace(/^\.\/src\/(features\/)?/, '')
        .replace(/\.tsx?( \+ \d+ modules)?$/, '');
      return { name, jsGz: sum(js, 'gz'), jsBr: sum(js, 'br'), allBr: sum(files, 'br') };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const initialAssets = initialFiles.filter(isAsset);
  rows.unshift({
    name: 'first-load sign-in page',
    jsGz: sum(initialAssets.filter(isJs), 'gz'),
    jsBr: sum(initialAssets.filter(isJs), 'br'),
    allBr: sum(initialAssets, 'br'),
  });
  const n = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `\n${'first visit of'.padEnd(n)}  ${pad('JS gzip', 9)}  ${pad('JS br', 9)}  ${pad('JS+CSS br', 9)}`,
  );
  for (const r of rows)
    console.log(`${r.name.padEnd(n)}  ${pad(kB(r.jsGz), 9)}  ${pad(kB(r.jsBr), 9)}  ${pad(kB(r.allBr), 9)}`);

  // Budget.
  const failures: string[] = [];
  if (!signIn.length)
    failures.push('could not find the sign-in page (a lazy chunk with SignInPage) in the stats.');
  if (!boot) failures.push('could not find the app chunk (src/app/boot.tsx) in the stats.');
  const initialChunks = stats.chunks.filter((c) => c.initial);
  const signInChunks = [...initialChunks, ...signIn.flatMap(group)];
  const signInJs = sum(initialFiles.filter(isJs), 'gz');
  const signInLine = `first-load sign-in page JavaScript: ${kB(signInJs)} gzipped (budget ${kB(SIGN_IN_BUDGET)})`;
  console.log(`\n${signInLine}`);
  if (signInJs > SIGN_IN_BUDGET)
    failures.push(`${signInLine}, over budget by ${kB(signInJs - SIGN_IN_BUDGET)}.`);

  let largest = 0;
  for (const c of stats.chunks.filter((x) => !x.initial && !isSplit(x))) {
    const gz = sum(c.files.filter(isJs), 'gz');
    largest = Math.max(largest, gz);
    if (gz > ROUTE_BUDGET)
      failures.push(
        `route chunk ${c.files.filter(isJs).join(', ')} (${pageOf(c) ?? c.modules[0]}) is ${kB(gz)} gzipped.`,
      );
  }
  console.log(`largest route chunk: ${kB(largest)} gzipped (budget ${kB(ROUTE_BUDGET)})`);

  for (const c of signInChunks) {
    const heavy = c.modules.filter((m) => HEAVY.test(m));
    if (heavy.length)
      failures.push(
        `${c.files.join(', ')} (loaded by the sign-in page) contains ${heavy.join(', ')}: import it only where used.`,
      );
  }

  for (const c of initialChunks) {
    const app = c.modules.filter((m) => APP_ONLY.test(m));
    if (app.length)
      failures.push(
        `${c.files.join(', ')} (initial) contains ${app.join(', ')}: the sign-in page runs without the router and store.`,
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
