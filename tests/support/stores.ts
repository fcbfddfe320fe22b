/**
 * Which store the test servers run on: `CRMS_TEST_STORE=postgres` (npm run test:api:postgres) gives
 * each one a PostgreSQL database (tests/support/test-server.ts); otherwise the embedded store.
 */
export const TEST_STORE: 'embedded' | 'postgres' =
  process.env.CRMS_TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

/**
 * The one way to mark tests that exist only on the embedded store (its journal, snapshots, crash
 * recovery, the engine itself): a describe block that runs on the embedded store and is skipped,
 * reason in its name, on PostgreSQL. Everything else must pass on both stores
 * (docs/decisions.md "Embedded-only API tests").
 */
export function describeOnEmbedded(reason: string, name: string, fn: () => void): void {
  if (TEST_STORE === 'embedded') describe(name, fn);
  else describe.skip(`${name} [embedded store only: ${reason}]`, fn);
}
