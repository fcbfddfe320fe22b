/**
 * Which browser tests a run holds: the spec files tests/e2e/*.e2e.ts, their tests, and the name
 * filter (E2E_FILTER='part|other part' and/or parts given as arguments: `npm run test:e2e -- phone`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { E2ETest } from './harness';

/** A spec file with the tests of it that pass the filter, and how many it holds in all. */
export interface SpecFile {
  file: string;
  tests: E2ETest[];
  total: number;
}

/** The filter's parts: E2E_FILTER split on |, plus the command line's arguments. */
export function filterParts(env = process.env, argv = process.argv.slice(2)): string[] {
  return [...(env.E2E_FILTER ?? '').split('|'), ...argv].filter(Boolean);
}

function testsOf(file: string): E2ETest[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- specs are loaded at run time
  const mod = require(path.join(__dirname, file)) as Record<string, unknown>;
  const spec = file.replace(/\.e2e\.ts$/, '');
  if (Array.isArray(mod.tests))
    return (mod.tests as E2ETest[]).map((t) => ({ ...t, name: `${spec}: ${t.name}` }));
  return Object.entries(mod)
    .filter(([, v]) => typeof v === 'function')
    .map(([name, fn]) => ({ name: `${spec}: ${name}`, run: fn as E2ETest['run'] }));
}

/**
 * The spec files (all of them, or only `only`, in name order) with their tests that match one of
 * `parts` (every test when there are none); files left without a test are dropped.
 */
export function loadSpecs(parts: string[], only?: string[]): SpecFile[] {
  const files = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.e2e.ts') && (!only || only.includes(f)))
    .sort();
  return files
    .map((file) => {
      const all = testsOf(file);
      const tests = parts.length ? all.filter((t) => parts.some((part) => t.name.includes(part))) : all;
      return { file, tests, total: all.length };
    })
    .filter((spec) => spec.tests.length > 0);
}
