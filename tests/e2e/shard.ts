/**
 * The browser suite in E2E_SHARDS shards (default 2) that run at once: each shard is run.ts again
 * in its own process over a share of the spec files, with its own server, data folder, test clock
 * and Chromium (nothing is shared, so no spec can see another shard's data). One shard leaves a
 * core mostly idle while its test waits on the page or the server.
 *
 * Shards are balanced by the spec files' known durations (KNOWN_SECONDS), largest first onto the
 * shard with the least work so far, so one slow file does not leave the other shard idle.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { SpecFile } from './specs';

/**
 * Seconds the tests of each spec file took in one process on the 2-core CI machine (the sum of
 * their times in `npm run test:e2e` with E2E_SHARDS=1, 2026-11-27). Only the ratios matter; a file
 * missing here counts ESTIMATED_TEST_SECONDS a test. a11y.e2e.ts alone is 45% of the suite: with
 * two shards it shares its shard with a few short files only.
 */
const KNOWN_SECONDS: Record<string, number> = {
  'a11y.e2e.ts': 459,
  'access-request.e2e.ts': 34,
  'board-kpis.e2e.ts': 13,
  'controls-stay.e2e.ts': 11,
  'dashboards-documents.e2e.ts': 22,
  'grants.e2e.ts': 18,
  'keyboard.e2e.ts': 22,
  'keyboard-dialogs.e2e.ts': 106,
  'lead-details.e2e.ts': 27,
  'lead-wizard.e2e.ts': 20,
  'master-data.e2e.ts': 23,
  'phone.e2e.ts': 210,
  'phone-popups.e2e.ts': 10,
  'profile-birthdays.e2e.ts': 8,
  'prospects.e2e.ts': 17,
  'row-menu.e2e.ts': 2,
  'sign-in.e2e.ts': 19,
};
const ESTIMATED_TEST_SECONDS = 3.5;

/** The number of shards E2E_SHARDS asks for (a whole number from 1; default 2). */
export function shardCount(env = process.env): number {
  const raw = env.E2E_SHARDS || '2';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`E2E_SHARDS must be a whole number from 1, not "${raw}"`);
  return n;
}

/** A spec file's expected seconds for the tests of it that run (a filter may run only some). */
const weightOf = (spec: SpecFile) =>
  ((KNOWN_SECONDS[spec.file] ?? spec.total * ESTIMATED_TEST_SECONDS) * spec.tests.length) / spec.total;

/** The files of each shard (at most `count` shards, none empty), each shard's files in name order. */
export function planShards(specs: SpecFile[], count: number): string[][] {
  const shards = Array.from({ length: Math.min(count, specs.length) }, () => ({
    load: 0,
    files: [] as string[],
  }));
  const byWeight = [...specs].sort((a, b) => weightOf(b) - weightOf(a) || a.file.localeCompare(b.file));
  for (const spec of byWeight) {
    const lightest = shards.reduce((min, s) => (s.load < min.load ? s : min));
    lightest.load += weightOf(spec);
    lightest.files.push(spec.file);
  }
  return shards.map((s) => s.files.sort());
}

interface ShardResult {
  passed: number;
  failed: number;
  failures: string[];
}

/**
 * Runs one shard: run.ts in a child process over `files`. Its result lines are printed as they
 * come, a failure's indented details kept together with its ✗ line (the shards' lines interleave).
 */
function runShard(
  files: string[],
  label: string,
  filter: string[],
  children: ChildProcess[],
): Promise<ShardResult> {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', path.join(__dirname, 'run.ts')], {
    env: { ...process.env, E2E_SHARD: label, E2E_SPEC_FILES: files.join(','), E2E_FILTER: filter.join('|') },
    // stdin stays open: the shard stops when this process goes away (see run.ts).
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const result: ShardResult = { passed: 0, failed: 0, failures: [] };
  let block: string[] = [];
  const flush = () => {
    if (block.length) console.log(block.join('\n'));
    block = [];
  };
  let summary = false;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('      ')) return void block.push(line);
    flush();
    const counts = /^e2e: (\d+) passed, (\d+) failed$/.exec(line);
    if (counts) {
      summary = true;
      result.passed = Number(counts[1]);
      result.failed = Number(counts[2]);
      return;
    }
    if (line.startsWith('  ✗ ')) result.failures.push(line.trim());
    if (line.startsWith('  ✗ ')) block.push(line);
    else console.log(line.startsWith('e2e: ') ? `e2e [shard ${label}]: ${line.slice(5)}` : line);
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      flush();
      if (code !== 0 && !result.failed) {
        // It ended without a failing test to show for it (crash, killed): the shard failed.
        result.failed = 1;
        result.failures.push(
          `✗ shard ${label} exited with ${signal ?? `code ${code}`}${summary ? '' : ' before its summary'}`,
        );
      }
      resolve(result);
    });
  });
}

/** Runs the shards at once; prints the failures again at the end. Resolves to the counts. */
export async function runShards(
  specs: SpecFile[],
  count: number,
  filter: string[],
): Promise<{ passed: number; failed: number }> {
  const plan = planShards(specs, count);
  const tests = specs.reduce((n, s) => n + s.tests.length, 0);
  console.log(`e2e: ${tests} tests in ${plan.length} shards`);
  plan.forEach((files, i) => console.log(`e2e [shard ${i + 1}/${plan.length}]: ${files.join(', ')}`));
  const children: ChildProcess[] = [];
  // Interrupted (Ctrl+C, CI timeout): each shard closes its browser and removes its temp folder.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => children.forEach((child) => child.kill('SIGTERM')));
  const results = await Promise.all(
    plan.map((files, i) => runShard(files, `${i + 1}/${plan.length}`, filter, children)),
  );
  const failures = results.flatMap((r) => r.failures);
  if (failures.length) console.log(`e2e: failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  return {
    passed: results.reduce((n, r) => n + r.passed, 0),
    failed: results.reduce((n, r) => n + r.failed, 0),
  };
}
