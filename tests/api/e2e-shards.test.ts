/**
 * How tests/e2e/shard.ts splits the browser suite: every spec file runs in exactly one shard, the
 * shards are balanced by the files' known durations (not by name), and E2E_SHARDS is read strictly.
 */
import { planShards, shardCount } from '../e2e/shard';
import type { SpecFile } from '../e2e/specs';

const run = async () => undefined;
const spec = (file: string, tests: number, total = tests): SpecFile => ({
  file,
  total,
  tests: Array.from({ length: tests }, (_, i) => ({ name: `${file} ${i}`, run })),
});

const SUITE = [
  spec('a11y.e2e.ts', 135),
  spec('access-request.e2e.ts', 4),
  spec('keyboard-dialogs.e2e.ts', 35),
  spec('phone.e2e.ts', 71),
  spec('row-menu.e2e.ts', 1),
  spec('sign-in.e2e.ts', 10),
];

test('two shards: the slow accessibility file alone, the rest together, each file once', () => {
  const plan = planShards(SUITE, 2);
  expect(plan).toEqual([
    ['a11y.e2e.ts'],
    ['access-request.e2e.ts', 'keyboard-dialogs.e2e.ts', 'phone.e2e.ts', 'row-menu.e2e.ts', 'sign-in.e2e.ts'],
  ]);
});

test('a filter that leaves few accessibility tests weighs the file by what runs of it', () => {
  const plan = planShards(
    [spec('a11y.e2e.ts', 5, 135), spec('phone.e2e.ts', 71), spec('sign-in.e2e.ts', 10)],
    2,
  );
  expect(plan).toEqual([['phone.e2e.ts'], ['a11y.e2e.ts', 'sign-in.e2e.ts']]);
});

test('never more shards than files, and files unknown to the table still run', () => {
  const plan = planShards([spec('new-screen.e2e.ts', 3), spec('row-menu.e2e.ts', 1)], 4);
  expect(plan.flat().sort()).toEqual(['new-screen.e2e.ts', 'row-menu.e2e.ts']);
  expect(plan).toHaveLength(2);
});

test('E2E_SHARDS: 2 by default, a whole number from 1, anything else refused', () => {
  expect(shardCount({})).toBe(2);
  expect(shardCount({ E2E_SHARDS: '' })).toBe(2);
  expect(shardCount({ E2E_SHARDS: '1' })).toBe(1);
  expect(shardCount({ E2E_SHARDS: '3' })).toBe(3);
  for (const bad of ['0', '-1', '1.5', 'two'])
    expect(() => shardCount({ E2E_SHARDS: bad })).toThrow(/E2E_SHARDS/);
});
