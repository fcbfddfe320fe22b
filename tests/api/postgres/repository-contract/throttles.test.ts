import { memoryThrottle, type MakeThrottle } from '../../../../server/auth/throttle';
import { migrate } from '../../../../server/db/postgres/migrate';
import { createKysely } from '../../../../server/db/postgres/pool';
import { postgresThrottle } from '../../../../server/db/postgres/repos/throttles';
import { createTestDatabase, type TestDatabase } from '../../../support/pg';

/**
 * The sign-in throttles (server/auth/limits.ts) answer alike in memory (embedded store) and in
 * PostgreSQL; on PostgreSQL two app servers share the count. The clock is the test's.
 */
const MINUTE = 60_000;
const spec = { name: 'signInPair', maxFailures: 3, windowMs: 15 * MINUTE };
let clock = Date.parse('2026-03-01T09:00:00.000Z');
const now = () => new Date(clock);

let database: TestDatabase;
let onPostgres: MakeThrottle;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database.pool);
  onPostgres = postgresThrottle(createKysely(database.pool));
});
afterAll(() => database?.drop());

const STORES: [string, () => MakeThrottle][] = [
  ['embedded', () => memoryThrottle],
  ['postgres', () => onPostgres],
];

describe.each(STORES)('a throttle on the %s store', (name, store) => {
  test('blocks after the limit until the oldest counted failure leaves the window', async () => {
    const t = store()(spec, now);
    const key = `ann-${name}`;
    for (let i = 0; i < 3; i++) {
      expect(await t.blockedFor(key)).toBe(0);
      await t.fail(key);
      clock += MINUTE;
    }
    expect(await t.count(key)).toBe(3);
    // The first failure was 3 minutes ago: 12 minutes are left.
    expect(await t.blockedFor(key)).toBe(12 * 60);
    clock += 12 * MINUTE;
    expect(await t.blockedFor(key)).toBe(0);
    expect(await t.count(key)).toBe(2);
  });

  test('a reset forgives one key of one limit only', async () => {
    const t = store()(spec, now);
    const other = store()({ ...spec, name: 'signInAccount' }, now);
    const [bob, carl] = [`bob-${name}`, `carl-${name}`];
    for (let i = 0; i < 3; i++) await Promise.all([t.fail(bob), t.fail(carl), other.fail(bob)]);
    await t.reset(bob);
    expect(await t.count(bob)).toBe(0);
    expect(await t.blockedFor(carl)).toBeGreaterThan(0);
    expect(await other.count(bob)).toBe(3);
  });
});

test('on PostgreSQL, failures on two app servers add up and a reset on one holds on the other', async () => {
  const second = createKysely(database.pool);
  const [a, b] = [onPostgres(spec, now), postgresThrottle(second)(spec, now)];
  await a.fail('dora');
  await b.fail('dora');
  await a.fail('dora');
  expect(await b.blockedFor('dora')).toBeGreaterThan(0);
  await b.reset('dora');
  expect(await a.count('dora')).toBe(0);
});

test('on PostgreSQL, failures that left the window are deleted, not kept forever', async () => {
  const t = onPostgres(spec, now);
  await t.fail('eve');
  clock += spec.windowMs + MINUTE;
  await t.fail('frank');
  const { rows } = await database.pool.query(
    "SELECT key FROM throttle_failures WHERE limit_name = 'signInPair' ORDER BY key",
  );
  expect(rows.map((r) => r.key)).not.toContain('eve');
  expect(rows.map((r) => r.key)).toContain('frank');
});
