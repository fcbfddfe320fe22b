/**
 * `bench:web -- --only booth|offline [--baseline <ref>]`: issue 29's figures (./booth.ts,
 * ./offline.ts) for the app at `url`; with `--baseline`, the app of `ref` (./ref-server.ts) is
 * measured first by the same harness and both columns are printed side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { pair, printSideBySide } from '../baseline';
import { printTable, type Figure } from '../table';
import { benchBooth } from './booth';
import { benchOfflineStart } from './offline';
import { serveRef } from './ref-server';

export async function offlineFigures(
  browser: Browser,
  only: 'booth' | 'offline',
  url: string,
  options: { baseline?: string; profileDir?: string },
): Promise<void> {
  // With --baseline, the ref's traces go to a folder of their own (DIR/baseline), not over this checkout's.
  const measure = (at: string, profileDir = options.profileDir): Promise<Figure[]> =>
    only === 'booth' ? benchBooth(browser, at, profileDir) : benchOfflineStart(browser, at);
  if (!options.baseline) {
    printTable(`bench:web ${only} ${url}`, await measure(url));
    return;
  }
  const base = await serveRef(options.baseline);
  let before: Figure[];
  try {
    const own = options.profileDir && path.join(options.profileDir, 'baseline');
    if (own) fs.mkdirSync(own, { recursive: true });
    before = await measure(base.url, own);
  } finally {
    await base.stop();
  }
  const after = await measure(url);
  printSideBySide(`bench:web ${only}: ${base.label} and this checkout, one run`, pair(before, after), {
    figure: 'figure',
    before: base.label,
    after: 'this checkout',
    target: 'target (this checkout)',
  });
}
