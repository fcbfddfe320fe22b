/**
 * `npm run bench:web [-- --url http://host:port] [--only leads]`: first-load and navigation
 * figures of the production build in Chromium under the throttle of probe.ts. A benchmark, not a
 * test: it prints, it does not judge. Its latest figures are in docs/benchmarks.md.
 *
 * Without --url it serves dist/ (built when missing) and a fresh data folder on a free port.
 * Per screen: the cold first load of its URL (empty cache, signed in: bytes on the wire, largest
 * contentful paint, total blocking time after first paint) and the click on its sidebar link from
 * the previous screen (bytes, blocking time, time from click to content). The screens are the
 * sidebar's links as the admin sees them, so new screens are measured as soon as they are in the menu.
 * `--only offline` measures the cold start offline instead (scripts/bench/web/offline.ts), `--only booth`
 * the wizard's save offline and the sync of 200 queued leads (scripts/bench/web/booth.ts); either
 * with `--baseline <ref>` also measures the app of a git ref, side by side (./offline-figures.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createApp } from '../../../server/app';
import { filesDirFor } from '../../../server/files/location';
import { buildApp } from '../../../server/start';
import { contentReady } from '../../../tests/e2e/screens';
import { blockingTime, installObservers, lcp, throttle, THROTTLE, wireBytes } from './probe';
import { offlineFigures } from './offline-figures';
import { hundredRowsScripting, ROWS_TARGET_MS } from './rows';
import { printTable, type Row } from './table';

const ROOT = path.resolve(__dirname, '../../..');
const ADMIN = { email: 'admin@crms.test', password: 'Admin#123' };
const VIEWPORT = { width: 1366, height: 768 };
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** `--profile DIR`: --only booth writes a Chrome trace of each timed save there (save-N.json). */
function profileDir(): string | undefined {
  const dir = arg('profile');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  return dir;
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html'))) buildApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-bench-web-'));
  const created = await createApp({
    dataDir,
    filesDir: filesDirFor(dataDir, {}),
    staticDir: path.join(ROOT, 'dist'),
    log: () => undefined,
  });
  const server = http.createServer(created.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await created.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  const cdp = await context.newCDPSession(page);
  const bytes = wireBytes(cdp);
  await throttle(cdp);
  return { page, bytes, cdp };
}

/** Cold load of `url` in a fresh context (empty cache), optionally with a stored session. */
async function coldLoad(
  browser: Browser,
  url: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  const { page, bytes, cdp } = await openPage(context);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(contentReady, undefined, { timeout: 60_000 });
  await page.waitForTimeout(1000); // let the last paint and long tasks be reported
  const row = { kB: bytes.get() / 1000, lcp: await lcp(page), tbt: await blockingTime(page, 'fcp') };
  return { row, context, page, bytes, cdp };
}

async function main() {
  const given = arg('url');
  const server = given ? { url: given.replace(/\/$/, ''), stop: async () => undefined } : await startServer();
  const only = arg('only');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      // rows.ts collects garbage before each timed repeat (window.gc).
      '--js-flags=--expose-gc',
    ],
  });
  const rows: Row[] = [];
  let rowsMs: Awaited<ReturnType<typeof hundredRowsScripting>>;
  try {
    if (only === 'offline' || only === 'booth')
      return await offlineFigures(browser, only, server.url, {
        baseline: arg('baseline'),
        profileDir: profileDir(),
      });
    // Sign-in: cold load, then the click on Login until the signed-in screen shows.
    const signIn = await coldLoad(browser, `${server.url}/`);
    const { page, bytes, cdp } = signIn;
    await page.fill('input[name="email"]', ADMIN.email);
    await page.fill('input[name="password"]', ADMIN.password);
    bytes.reset();
    const from = await page.evaluate(() => performance.now());
    let t0 = Date.now();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'), { timeout: 60_000 });
    await page.waitForFunction(contentReady, undefined, { timeout: 60_000 });
    rows.push({
      route: '/ (sign-in)',
      cold: signIn.row,
      click: { kB: bytes.get() / 1000, tbt: await blockingTime(page, from), ms: Date.now() - t0 },
    });
    const session = await signIn.context.storageState();
    const links = await page.$$eval('nav[aria-label="Main menu"] a[href]', (as) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    );

    // Each sidebar screen: reached by a click (warm), then loaded cold from its URL.
    for (const href of links.filter((h) => !only || h.includes(only))) {
      bytes.reset();
      const start = await page.evaluate(() => performance.now());
      t0 = Date.now();
      await page.locator(`nav[aria-label="Main menu"] a[href="${href}"]`).first().click();
      await page.waitForURL((u) => u.pathname.startsWith(href), { timeout: 60_000 });
      await page.waitForFunction(contentReady, undefined, { timeout: 60_000 });
      const click = { kB: bytes.get() / 1000, tbt: await blockingTime(page, start), ms: Date.now() - t0 };
      if (href.endsWith('leads-index')) rowsMs = await hundredRowsScripting(page, cdp, THROTTLE.cpu);
      const cold = await coldLoad(browser, `${server.url}${href}`, session);
      await cold.context.close();
      rows.push({ route: href, cold: cold.row, click });
      process.stderr.write('.');
    }
    await signIn.context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  const t = THROTTLE;
  console.log(`\nbench:web ${server.url} (CPU ${t.cpu}x, ${t.downBps / 1e6} Mbps, ${t.rttMs} ms RTT)`);
  printTable(rows);
  if (rowsMs !== undefined) {
    console.log(
      `leads list, ${rowsMs.rows} rows: render + commit ${rowsMs.renderMs.toFixed(1)} ms with the answer, ` +
        `${rowsMs.bestMs.toFixed(1)} ms best / ${rowsMs.medianMs.toFixed(1)} ms median from cache ` +
        `(target ${ROWS_TARGET_MS} ms; no CPU throttle)`,
    );
    console.log(
      `leads list, 10 -> ${rowsMs.rows} rows per page: ${(rowsMs.seconds * 1000).toFixed(1)} ms scripting in all (answer handling and router included)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
