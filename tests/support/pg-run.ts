import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preparePostgres } from '../../server/db/postgres/first-start';
import { createPool } from '../../server/db/postgres/pool';
import { databaseNamePrefix, dropDatabase, onServer, urlOf } from './pg';
import { TEST_STORE } from './stores';
import { testSeedFile } from './test-seed';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/**
 * Jest's global setup (jest.config.ts) on a PostgreSQL run: names the run and builds its template,
 * a database migrated and seeded as a test server's first start would (the test seed, dates
 * rebased to now). Each test server's database is then a copy of it: migrating and loading the
 * seed per server took seconds each. The workers read the names from the environment.
 */
export async function setUpPostgresRun(): Promise<void> {
  if (TEST_STORE !== 'postgres') return;
  const run = randomBytes(4).toString('hex');
  process.env.CRMS_TEST_PG_RUN = run;
  const template = `${databaseNamePrefix(run)}template`;
  await onServer((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`));
  const now = new Date();
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-template-'));
  const pool = createPool(urlOf(template), 2, () => undefined);
  try {
    await preparePostgres(pool, testSeedFile(), now, files);
  } finally {
    await pool.end();
    fs.rmSync(files, { recursive: true, force: true });
  }
  process.env.CRMS_TEST_PG_TEMPLATE = template;
  process.env.CRMS_TEST_PG_TEMPLATE_DAY = String(utcDay(now));
}

/**
 * The run's template, for a server on the test seed whose clock is the real one; none once the
 * UTC day has changed since it was made (its dates were rebased to that day) or outside a run.
 */
export function seededTemplate(): string | undefined {
  const template = process.env.CRMS_TEST_PG_TEMPLATE;
  const day = Number(process.env.CRMS_TEST_PG_TEMPLATE_DAY);
  return template && day === utcDay(new Date()) ? template : undefined;
}

/** Jest's global teardown: drops the template and every database of the run a test left behind. */
export async function tearDownPostgresRun(): Promise<void> {
  const run = process.env.CRMS_TEST_PG_RUN;
  if (!run) return;
  const { rows } = await onServer((client) =>
    client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [databaseNamePrefix(run)],
    ),
  );
  for (const { datname } of rows) await dropDatabase(datname);
}
