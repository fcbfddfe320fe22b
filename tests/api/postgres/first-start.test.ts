import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preparePostgres } from '../../../server/db/postgres/first-start';
import { createPool } from '../../../server/db/postgres/pool';
import { SAMPLE_FILES_DIR } from '../../../server/seed/init-data-dir';
import { createTestDatabase, type TestDatabase } from '../../support/pg';
import { testSeedFile } from '../../support/test-seed';

/**
 * `DATABASE_URL=... npm start` on a new database: migrations, then the demo seed once, with its
 * dates rebased and the sample files copied, as the embedded store's first start does.
 */
let db: TestDatabase;
let filesDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-files-'));
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const count = async (table: string) =>
  Number((await db.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

test('two servers starting at once on an empty database seed it once', async () => {
  const seed = JSON.parse(fs.readFileSync(testSeedFile(), 'utf8'));
  const now = new Date('2026-06-15T10:00:00.000Z');
  const other = createPool(db.url, 3);
  let starts;
  try {
    starts = await Promise.all([
      preparePostgres(db.pool, testSeedFile(), now, filesDir),
      preparePostgres(other, testSeedFile(), now, filesDir),
    ]);
  } finally {
    await other.end();
  }
  expect(starts.map((s) => s.seeded).sort()).toEqual([false, true]);
  expect(starts.flatMap((s) => s.migrated)).toContain('0001_initial');
  expect(await count('users')).toBe(seed.users.length);
  expect(await count('leads')).toBe(seed.leads.length);
  // Rebased: the newest lead is from the day of `now`, as on the embedded store's first start.
  const { rows } = await db.pool.query('SELECT max(created_at) AS newest FROM leads');
  expect(new Date(rows[0].newest).toISOString().slice(0, 10)).toBe('2026-06-15');
  expect(fs.readdirSync(filesDir).sort()).toEqual(fs.readdirSync(SAMPLE_FILES_DIR).sort());
});

test('a later start on a database with users changes nothing', async () => {
  const before = await count('leads');
  await db.pool.query('DELETE FROM notifications');
  const again = await preparePostgres(db.pool, testSeedFile(), new Date(), filesDir);
  expect(again).toEqual({ migrated: [], seeded: false });
  expect(await count('leads')).toBe(before);
  expect(await count('notifications')).toBe(0);
});
