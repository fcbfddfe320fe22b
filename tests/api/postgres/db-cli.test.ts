import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SAMPLE_FILES_DIR } from '../../../server/seed/init-data-dir';
import { createTestDatabase, type TestDatabase } from '../../support/pg';
import { startTestServer } from '../../support/test-server';

/**
 * `npm run db:reset` and `db:generate` with DATABASE_URL set, run as the CLIs they are: they
 * replace the database's data (the rebased seed, then the seed plus generated rows) and leave
 * DATA_DIR/db.json alone.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SEED = JSON.parse(fs.readFileSync(path.join(ROOT, 'db.json'), 'utf8'));
const run = promisify(execFile);

let db: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-cli-'));
});
afterAll(async () => {
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function cli(script: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir };
  delete env.FILES_DIR;
  const { stdout } = await run(
    process.execPath,
    ['-r', 'esbuild-register', `server/cli/${script}`, ...args],
    {
      cwd: ROOT,
      env,
    },
  );
  return stdout;
}

const count = async (table: string) =>
  Number((await db.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

test('db:reset loads the rebased seed into the database; a demo account signs in', async () => {
  expect(await cli('reset-db.ts')).toContain(`${SEED.leads.length} leads`);
  expect(await count('leads')).toBe(SEED.leads.length);
  expect(await count('users')).toBe(SEED.users.length);
  expect(await count('lead_activities')).toBe(SEED['lead-activities'].length);
  const { rows } = await db.pool.query('SELECT max(created_at) AS newest FROM leads');
  expect(new Date(rows[0].newest).toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(
    fs.readdirSync(SAMPLE_FILES_DIR).sort(),
  );
  expect(fs.existsSync(path.join(dataDir, 'db.json'))).toBe(false);

  const server = await startTestServer({ databaseUrl: db.url, dataDir, passwordCost: 'production' });
  try {
    const token = await server.login('admin@crms.test', 'Admin#123');
    expect((await server.request('POST', '/countries', { token, body: { name: 'Atlantis' } })).status).toBe(
      201,
    );
  } finally {
    await server.close();
  }
}, 120_000);

test('db:generate replaces the data with the seed plus N generated leads', async () => {
  const out = await cli('generate-db.ts', '--leads', '300', '--prospects', '40');
  expect(out).toContain(`${SEED.leads.length + 300} leads (300 generated`);
  expect(await count('leads')).toBe(SEED.leads.length + 300);
  expect(await count('prospects')).toBe(SEED.prospects.length + 40);
  expect(await count('lead_activities')).toBeGreaterThan(SEED['lead-activities'].length + 300);
  expect(await count("countries WHERE name = 'Atlantis'")).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'db.json'))).toBe(false);
}, 120_000);

test('db:reset again: the seed only, and ids start after the seed’s again', async () => {
  await db.pool.query('INSERT INTO throttle_failures (limit_name, key, failed_at) VALUES ($1, $2, now())', [
    'sign-in',
    'x',
  ]);
  await cli('reset-db.ts');
  expect(await count('leads')).toBe(SEED.leads.length);
  expect(await count('prospects')).toBe(SEED.prospects.length);
  expect(await count('throttle_failures')).toBe(0);
  const [{ id }] = (await db.pool.query("INSERT INTO countries (name) VALUES ('Lemuria') RETURNING id")).rows;
  expect(id).toBe(Math.max(...SEED.countries.map((c: { id: number }) => c.id)) + 1);
}, 120_000);
