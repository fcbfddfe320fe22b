/**
 * `npm run test:e2e`: browser tests against the real production build.
 *
 * 1. Builds the app when dist/ is missing or older than src/, machines/, public/ or webpack.config.ts.
 * 2. Starts the real server (createApp with staticDir dist/) on a free port of 127.0.0.1 over a
 *    fresh temporary DATA_DIR.
 * 3. Launches Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless through playwright-core
 *    and runs every tests/e2e/*.e2e.ts spec, each test in a page over a cleared origin (no
 *    cookies, storage or service worker left; fresh-pages.ts), 60 s timeout each. A failing test leaves a screenshot in a temp folder (path printed).
 * Ends with `e2e: N passed, M failed`; exit code 1 on any failure.
 *
 * With E2E_SHARDS=N (default 2) steps 2 and 3 run in N shards at once, each a child process of
 * this file over a share of the spec files (see shard.ts); E2E_SHARDS=1 runs them all here, one
 * after another.
 *
 * Env: CHROMIUM_PATH, E2E_FILTER (substrings of test names to run, separated by |; arguments after
 * `--` add more), E2E_SHARDS, E2E_HEADED=1 (show the browser).
 * Set by shard.ts for its children: E2E_SHARD (the shard's label), E2E_SPEC_FILES (its files).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { createApp } from '../../server/app';
import { buildApp } from '../../server/start';
import { FreshPages, SETUP_TIMEOUT_MS, withTimeout } from './fresh-pages';
import { createClock } from '../support/test-clock';
import { createContext } from './harness';
import { runShards, shardCount } from './shard';
import { filterParts, loadSpecs } from './specs';
import { TEST_PASSWORD_COST, testSeedFile } from '../support/test-seed';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const TEST_TIMEOUT_MS = 60_000;

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs);
}

function ensureBuild(): void {
  const index = path.join(DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = ['src', 'machines', 'public', 'webpack.config.ts', 'package-lock.json'].map((p) =>
    path.join(ROOT, p),
  );
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt && builtAt >= changedAt) return;
  buildApp(builtAt ? 'dist/ is older than the sources' : 'no build found in dist/');
}

async function main(): Promise<number> {
  const started = Date.now();
  const shardFiles = process.env.E2E_SPEC_FILES?.split(',');
  const parts = filterParts();
  if (shardFiles) {
    // A shard of shard.ts: its parent built the app, and it stops when the parent goes away.
    process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
    process.stdin.resume();
  } else ensureBuild();
  const specs = loadSpecs(parts, shardFiles);
  const tests = specs.flatMap((spec) => spec.tests);
  if (!tests.length) {
    console.error('e2e: no tests found (tests/e2e/*.e2e.ts)');
    return 1;
  }
  const shards = shardFiles ? 1 : shardCount();
  if (shards > 1 && specs.length > 1) {
    const { passed, failed } = await runShards(specs, shards, parts);
    console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`e2e: ${passed} passed, ${failed} failed`);
    return failed ? 1 : 0;
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const shotsDir = path.join(tmp, 'screenshots');
  for (const d of [dataDir, shotsDir, path.join(tmp, 'xdg-config'), path.join(tmp, 'xdg-cache')])
    fs.mkdirSync(d, { recursive: true });

  const clock = createClock();
  // The specs sign in dozens of times: passwords hash at the tests' cheap cost (the production
  // cost is covered by tests/api/password-hashing.test.ts), over the seed re-hashed at that cost.
  const created = await createApp({
    dataDir,
    staticDir: DIST,
    log: () => undefined,
    now: clock.now,
    seedFile: testSeedFile(),
    passwordCost: TEST_PASSWORD_COST,
  });
  const server = http.createServer(created.app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let pages: FreshPages | undefined;
  // Interrupted (Ctrl+C, CI timeout): close the browser and remove the temp folder.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`e2e: ${signal}, stopping`);
      void (pages?.close() ?? Promise.resolve())
        .catch(() => undefined)
        .finally(() => {
          fs.rmSync(tmp, { recursive: true, force: true });
          process.exit(1);
        });
    });
  }
  let passed = 0;
  let failed = 0;
  try {
    if (!fs.existsSync(executablePath)) {
      throw new Error(
        `Chromium not found at ${executablePath}. Set CHROMIUM_PATH or install it (Debian: apt-get install -y chromium).`,
      );
    }
    const xdg = {
      XDG_CONFIG_HOME: path.join(tmp, 'xdg-config'),
      XDG_CACHE_HOME: path.join(tmp, 'xdg-cache'),
    };
    Object.assign(process.env, xdg);
    const headed = process.env.E2E_HEADED === '1';
    const launch = () =>
      chromium.launch({
        executablePath,
        headless: !headed,
        env: { ...process.env, ...xdg } as Record<string, string>,
        args: [
          ...(headed ? [] : ['--headless']),
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
    const browser = await launch();
    console.log(`e2e: ${tests.length} tests against ${baseUrl} (Chromium ${browser.version()})`);
    pages = new FreshPages(browser, launch, baseUrl);

    for (const test of tests) {
      const t0 = Date.now();
      const page = await pages.next();
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(err.message));
      try {
        await withTimeout(
          test.run(createContext(page, baseUrl, clock, created.checkReminders)),
          TEST_TIMEOUT_MS,
          test.name,
        );
        passed++;
        console.log(`  ✓ ${test.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (err) {
        failed++;
        console.log(`  ✗ ${test.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        console.log(
          `      ${(err instanceof Error ? err.message : String(err)).split('\n').join('\n      ')}`,
        );
        console.log(`      at ${page.url()}`);
        if (pageErrors.length) console.log(`      page errors: ${pageErrors.join(' | ')}`);
        const shot = path.join(shotsDir, `${test.name.replace(/[^\w-]+/g, '_')}.png`);
        try {
          await page.screenshot({ path: shot, fullPage: true, timeout: 10_000 });
          console.log(`      screenshot: ${shot}`);
        } catch {
          console.log('      (no screenshot: the page did not respond)');
        }
      } finally {
        await withTimeout(page.close(), SETUP_TIMEOUT_MS, 'closing the page').catch(() => undefined);
      }
    }
  } catch (err) {
    failed++;
    console.error(`e2e: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await pages?.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await created.close();
    // Keep the temp folder only when it holds screenshots of failures.
    const keep = fs.existsSync(shotsDir) && fs.readdirSync(shotsDir).length > 0;
    if (keep) fs.rmSync(dataDir, { recursive: true, force: true });
    else fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('e2e: runner crashed:', err);
    process.exit(1);
  },
);
