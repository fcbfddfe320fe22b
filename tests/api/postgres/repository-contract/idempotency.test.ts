import { KEY_COMMITTED } from '../../../../server/idempotency/messages';
import type { NewKey } from '../../../../server/idempotency/store';
import { STORES, type StoreUnderTest } from './stores';

/**
 * The contract of the idempotency store (server/idempotency/store.ts) on both stores, as
 * server/idempotency/middleware.ts and pending.ts use it: claim while a request runs, keep its
 * answer in the request's own transaction, find it for a retry, purge after KEEP_DAYS. Two
 * servers on one PostgreSQL database: idempotency-servers.test.ts.
 */
const key = (scope: string, created_at = '2026-03-01T09:00:00.000Z'): NewKey => ({
  scope,
  user_id: 1,
  fingerprint: `fp-${scope}`,
  // Keys in no sorted order: a retry gets the answer as it was sent.
  answer: { status: 201, body: { message: 'Saved', contents: { zeta: 1, alpha: [2, { b: 1, a: null }] } } },
  created_at,
});

describe.each(STORES)('the idempotency store on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s?.close());
  const store = () => s.idempotency;

  test('a claimed scope is refused until it is let go', async () => {
    const release = await store().claim('1:a');
    expect(release).toEqual(expect.any(Function));
    expect(await store().claim('1:a')).toBeNull();
    const other = await store().claim('2:a');
    expect(other).toEqual(expect.any(Function));
    release!();
    other!();
    // Letting go may take a moment on PostgreSQL (a DELETE after the answer was written).
    let again = await store().claim('1:a');
    for (let i = 0; !again && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 10));
      again = await store().claim('1:a');
    }
    expect(again).toEqual(expect.any(Function));
    again!();
  });

  test('of concurrent claims of one scope exactly one holds it', async () => {
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => store().claim('1:race')));
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    claims.find((c) => c)!();
  });

  test('a kept answer is found as it was sent, only once its transaction commits', async () => {
    expect(await store().find('1:b')).toBeUndefined();
    await expect(
      s.transaction(async (tx) => {
        await store().keep(tx, key('1:b'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await store().find('1:b')).toBeUndefined();
    await s.transaction((tx) => store().keep(tx, key('1:b')));
    const found = await store().find('1:b');
    expect(found).toMatchObject({ fingerprint: 'fp-1:b', created_at: '2026-03-01T09:00:00.000Z' });
    expect(found).toStrictEqual({ id: expect.any(Number), ...key('1:b') });
    expect(JSON.stringify(found!.answer)).toBe(JSON.stringify(key('1:b').answer));
    expect(await store().find('2:b')).toBeUndefined();
  });

  test('a scope is kept once: a second keep is refused with 409 and its transaction rolls back', async () => {
    await expect(s.transaction((tx) => store().keep(tx, key('1:b')))).rejects.toMatchObject({
      status: 409,
      message: KEY_COMMITTED,
    });
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => s.transaction((tx) => store().keep(tx, key('1:c')))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ status: 409 });
  });

  test('purge deletes the keys created before a time and answers how many', async () => {
    await s.transaction(async (tx) => {
      await store().keep(tx, key('1:old', '2026-01-01T00:00:00.000Z'));
      await store().keep(tx, key('1:new', '2026-04-01T00:00:00.000Z'));
    });
    // 1:b and 1:c (1 March) and 1:old go; 1:new stays.
    expect(await store().purge(new Date('2026-03-15T00:00:00.000Z'))).toBe(3);
    expect(await store().find('1:old')).toBeUndefined();
    expect(await store().find('1:b')).toBeUndefined();
    expect(await store().find('1:new')).toMatchObject({ fingerprint: 'fp-1:new' });
    expect(await store().purge(new Date('2026-03-15T00:00:00.000Z'))).toBe(0);
    // A purged scope can be kept again (a client reusing a key after 30 days).
    await s.transaction((tx) => store().keep(tx, key('1:b')));
    expect(await store().find('1:b')).toMatchObject({ fingerprint: 'fp-1:b' });
  });
});
