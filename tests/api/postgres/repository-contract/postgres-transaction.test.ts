import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createKysely, createPool, SERVER_POOL_SIZE } from '../../../../server/db/postgres/pool';
import { openPostgresStore, postgresGaps, postgresNotReady } from '../../../../server/db/postgres/store';
import { postgresTransaction } from '../../../../server/db/postgres/transaction';
import { PostgresSessionRepository } from '../../../../server/db/postgres/repos/sessions';
import { PostgresTableRepository } from '../../../../server/db/postgres/table-repository';
import { chooseStore } from '../../../../server/db/store';
import { postgresStore, type StoreUnderTest } from './stores';

/** What only the PostgreSQL store does: serializable transactions run again, and start-up refuses. */
let s: StoreUnderTest;
beforeAll(async () => {
  s = await postgresStore();
});
afterAll(() => s?.close());

const stamped = { created_at: '2026-03-01T09:30:00.000Z' };

test('two transactions that both checked a name before inserting it: one commits, the other runs again and sees it', async () => {
  let read = 0;
  let bothRead!: () => void;
  const barrier = new Promise<void>((resolve) => (bothRead = resolve));
  const runs: number[] = [0, 0];
  const create = (i: number, name: string) =>
    s.transaction(async (tx) => {
      runs[i]++;
      const taken = (await s.table('units').withSameText('name', name, tx)).length > 0;
      if (runs[i] === 1 && ++read === 2) bothRead();
      if (runs[i] === 1) await barrier; // both have read before either writes
      if (taken) throw new Error('taken');
      return s.table('units').insert(tx, { name, ...stamped });
    });
  const outcomes = await Promise.allSettled([create(0, 'Drum'), create(1, 'DRUM')]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: new Error('taken') });
  // The loser's first run failed to serialize (40001, not a unique violation) and ran again.
  expect(runs.sort()).toEqual([1, 2]);
  expect(await s.table('units').withSameText('name', 'drum')).toHaveLength(1);
});

test('50 creates at once, each checking its name first, all commit (the runs again outlast the collisions)', async () => {
  // POST /professions fifty times at once, over a pool the size of the server's: each run reads
  // the name index's one page and writes to it, so almost every pair of concurrent runs collides
  // (40001); they must not give up (a 500).
  const pool = createPool(s.url!, SERVER_POOL_SIZE);
  try {
    // A table as the seed leaves it, statistics included: its name check then reads it whole.
    await s.transaction(async (tx) => {
      for (let i = 0; i < 20; i++)
        await s.table('professions').insert(tx, { name: `Seeded ${i}`, description: null, ...stamped });
    });
    await pool.query('ANALYZE professions');
    const transaction = postgresTransaction(createKysely(pool));
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        transaction(async (tx) => {
          const name = `Crowd ${i}`;
          if ((await s.table('professions').withSameText('name', name, tx)).length) throw new Error('taken');
          return s.table('professions').insert(tx, { name, description: null, ...stamped });
        }),
      ),
    );
    expect(new Set(created.map((row) => row.id)).size).toBe(50);
  } finally {
    await pool.end();
  }
});

test('any other error rolls back at once, without a second run', async () => {
  let runs = 0;
  await expect(
    s.transaction(async (tx) => {
      runs++;
      await s.table('units').insert(tx, { name: 'Vial', ...stamped });
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(runs).toBe(1);
  expect(await s.table('units').withSameText('name', 'vial')).toEqual([]);
});

test('a oneWrite create commits its insert when the insert returns, and refuses a second write', async () => {
  const other = new pg.Client({ connectionString: s.url });
  await other.connect();
  try {
    const visibleElsewhere = async (name: string) =>
      (await other.query('SELECT count(*)::int AS n FROM units WHERE name = $1', [name])).rows[0].n;
    const oneWrite = { isolation: 'read committed', oneWrite: true } as const;
    let seenBeforeReturn = -1;
    const made = await s.transaction(async (tx) => {
      const row = await s.table('units').insert(tx, { name: 'Ampoule', ...stamped });
      // No transaction block: another connection already sees it (inside BEGIN it would not).
      seenBeforeReturn = await visibleElsewhere('Ampoule');
      return row;
    }, oneWrite);
    expect(made.name).toBe('Ampoule');
    expect(seenBeforeReturn).toBe(1);

    await expect(
      s.transaction(async (tx) => {
        await s.table('units').insert(tx, { name: 'Flask', ...stamped });
        await s.table('units').insert(tx, { name: 'Beaker', ...stamped });
      }, oneWrite),
    ).rejects.toThrow('a oneWrite transaction wrote a second time');
    expect(await visibleElsewhere('Beaker')).toBe(0);

    // Without oneWrite the same create is in a transaction block: invisible until COMMIT.
    let seenInside = -1;
    await s.transaction(
      async (tx) => {
        await s.table('units').insert(tx, { name: 'Retort', ...stamped });
        seenInside = await visibleElsewhere('Retort');
      },
      { isolation: 'read committed' },
    );
    expect(seenInside).toBe(0);
    expect(await visibleElsewhere('Retort')).toBe(1);
  } finally {
    await other.end();
  }
});

test('the sign-in check and a unique insert are prepared once on each connection', async () => {
  const pool = createPool(s.url!, 1);
  try {
    const db = createKysely(pool);
    const sessions = new PostgresSessionRepository(db);
    expect(await sessions.signedIn('no-such-token')).toBeUndefined();
    expect(await sessions.signedIn('another-unknown-token')).toBeUndefined();
    const units = new PostgresTableRepository(db, 'units');
    const create = (name: string) =>
      postgresTransaction(db)((tx) => units.insertUnique(tx, { name, ...stamped }, ['name']), {
        isolation: 'read committed',
        oneWrite: true,
      });
    expect(await create('Carboy')).toMatchObject({ row: { name: 'Carboy' } });
    expect(await create('CARBOY')).toMatchObject({ taken: 'name' });
    // The pool's one connection holds them (pg_prepared_statements lists a session's own).
    const { rows } = await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    const names = rows.map((r) => r.name);
    expect(names).toContainEqual(expect.stringMatching(/^crms_signed_in_\d+$/));
    expect(names).toContainEqual(expect.stringMatching(/^crms_insert_units_\d+$/));
  } finally {
    await pool.end();
  }
});

test('DATABASE_URL chooses PostgreSQL; every part has an implementation, so start-up goes on to connect', async () => {
  expect(chooseStore(undefined)).toEqual({ kind: 'embedded' });
  expect(chooseStore('  ')).toEqual({ kind: 'embedded' });
  expect(chooseStore('postgres://db/crms')).toEqual({ kind: 'postgres', url: 'postgres://db/crms' });

  expect(postgresGaps()).toEqual([]);
  // Past the check: the refusal is gone, what stops it now is the unreachable server.
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crms-start-')), 'data');
  const start = { seedFile: '', filesDir: dataDir, now: () => new Date(), log: () => undefined };
  const opening = openPostgresStore('postgres://127.0.0.1:1/none', start);
  await expect(opening).rejects.toThrow();
  await expect(opening).rejects.not.toThrow(/cannot run on PostgreSQL/);
});

test('start-up would refuse, naming each missing part: a null repository, an unserved table, no idempotency store', () => {
  const gaps = postgresGaps({ repos: { leads: null, activities: () => null }, idempotency: null }, ['units']);
  expect(gaps).toContain('repos.leads');
  expect(gaps).not.toContain('repos.activities');
  expect(gaps).toContain("repos.table('employees')");
  expect(gaps).not.toContain("repos.table('units')");
  expect(gaps).toContain('the idempotency store');
  expect(postgresNotReady(gaps).message).toMatch(
    /^DATABASE_URL is set, but the app cannot run on PostgreSQL yet: \d+ parts have no PostgreSQL implementation \(repos\.leads, .*Unset DATABASE_URL/,
  );
});
