import type { Kysely } from 'kysely';
import { createKysely, createPool } from '../../../../server/db/postgres/pool';
import { postgresIdempotencyStore } from '../../../../server/db/postgres/repos/idempotency';
import type { Database } from '../../../../server/db/postgres/schema';
import { postgresTransaction } from '../../../../server/db/postgres/transaction';
import type { NewKey } from '../../../../server/idempotency/store';
import { postgresStore, type StoreUnderTest } from './stores';

/**
 * Two app servers on one PostgreSQL database (issue 29, "Exactly once"): each has its own pool
 * and its own idempotency store, and they agree through the database alone.
 */
const key = (scope: string): NewKey => ({
  scope,
  user_id: 1,
  fingerprint: `fp-${scope}`,
  answer: { status: 201, body: { id: 1 } },
  created_at: '2026-03-01T09:00:00.000Z',
});

let s: StoreUnderTest;
let second: Kysely<Database>;
beforeAll(async () => {
  s = await postgresStore();
  const url = (s.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  second = createKysely(createPool(url, 4));
});
afterAll(async () => {
  await second?.destroy();
  await s?.close();
});
const a = () => s.idempotency;
const b = () => postgresIdempotencyStore(second);

/** Claims until one holds (a let-go claim is deleted just after the answer is written). */
async function claimSoon(store: ReturnType<typeof b>, scope: string) {
  for (let i = 0; i < 50; i++) {
    const release = await store.claim(scope);
    if (release) return release;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

test('a scope claimed on one server is refused on the other until it is let go', async () => {
  const release = await a().claim('1:k');
  expect(release).not.toBeNull();
  expect(await b().claim('1:k')).toBeNull();
  release!();
  const onB = await claimSoon(b(), '1:k');
  expect(onB).not.toBeNull();
  expect(await a().claim('1:k')).toBeNull();
  onB!();
});

test('claims racing on both servers: exactly one holds each scope', async () => {
  const scopes = Array.from({ length: 20 }, (_, i) => `1:race-${i}`);
  const claims = await Promise.all(scopes.flatMap((scope) => [a().claim(scope), b().claim(scope)]));
  for (let i = 0; i < scopes.length; i++)
    expect(claims.slice(2 * i, 2 * i + 2).filter((c) => c !== null)).toHaveLength(1);
  for (const release of claims) release?.();
});

test('keeps racing on both servers: one commits, the other is refused (409) and rolls back', async () => {
  const onA = postgresTransaction(createKysely(s.pool!));
  const onB = postgresTransaction(second);
  const outcomes = await Promise.allSettled([
    onA((tx) => a().keep(tx, key('1:both'))),
    onB((tx) => b().keep(tx, key('1:both'))),
  ]);
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toMatchObject({ status: 409 });
  expect(await b().find('1:both')).toMatchObject({ fingerprint: 'fp-1:both' });
});

test('a retry that comes before the first request let go of a kept scope may go on to replay it', async () => {
  const release = await a().claim('1:done');
  await s.transaction((tx) => a().keep(tx, key('1:done')));
  // The first answer is out, its claim not deleted yet: the retry is let through to find().
  const retry = await b().claim('1:done');
  expect(retry).toEqual(expect.any(Function));
  expect(await b().find('1:done')).toMatchObject({ answer: { status: 201, body: { id: 1 } } });
  retry!();
  release!();
});

test('a claim left by a crashed server ends at its time; its late let-go frees nothing', async () => {
  const short = postgresIdempotencyStore(second, 1);
  const crashed = await short.claim('1:crash');
  expect(crashed).not.toBeNull();
  await new Promise((r) => setTimeout(r, 20));
  const taken = await a().claim('1:crash');
  expect(taken).not.toBeNull();
  crashed!();
  await new Promise((r) => setTimeout(r, 50));
  expect(await b().claim('1:crash')).toBeNull();
  taken!();
});

test('purge also deletes claims that have run out', async () => {
  await postgresIdempotencyStore(second, 1).claim('1:left');
  await new Promise((r) => setTimeout(r, 20));
  await a().purge(new Date('2000-01-01T00:00:00.000Z'));
  const { rows } = await s.pool!.query(
    "SELECT count(*)::int AS n FROM idempotency_claims WHERE scope = '1:left'",
  );
  expect(rows[0].n).toBe(0);
});
