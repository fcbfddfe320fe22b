/**
 * kill -9 on PostgreSQL (issue 28): a server process on a fresh database takes 20 writers
 * creating (and deleting every fifth) country, and is killed with SIGKILL once a round's count of
 * acknowledged creates is reached, with writes in flight. Every acknowledged create must then be
 * in the database, read there directly, and no acknowledged delete may be; an id never changes
 * owner. The embedded store's version is tests/api/durability-kill.test.ts (same writers and
 * ledger, tests/api/support/kill-writers.ts). Every wait is on a condition, none on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStandbyServer, type ChildServer, type StandbyServer } from '../../support/child-server';
import { createTestDatabase, type TestDatabase } from '../../support/pg';
import {
  Ledger,
  listCountries,
  login,
  roundLog,
  writer,
  type RoundLog,
  type Row,
} from '../support/kill-writers';

const WRITERS = 20;
/** Acknowledged creates after which each round's server is killed: early, and once well warmed up. */
const KILL_AT = [25, 120];

let database: TestDatabase;
let dataDir: string;
let current: ChildServer | undefined;
let next: StandbyServer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-kill-'));
});
afterAll(async () => {
  await current?.kill9();
  await next?.discard();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the test's database; the next one compiles meanwhile. */
async function start(): Promise<{ server: ChildServer; token: string }> {
  const env = { DATABASE_URL: database.url };
  const standby = next ?? spawnStandbyServer(env);
  next = spawnStandbyServer(env);
  current = await standby.start(dataDir);
  return { server: current, token: await login(current) };
}

/** The countries as the database holds them, whatever any server says. */
async function stored(): Promise<Row[]> {
  const { rows } = await database.pool.query<Row>('SELECT id::int AS id, name FROM countries ORDER BY id');
  return rows;
}

function assertNone(problems: string[], step: string): void {
  if (problems.length === 0) return;
  const stderr = current?.stderr().trim();
  throw new Error(
    [`${step}:`, ...problems.slice(0, 40), ...(stderr ? ['--- server stderr ---', stderr] : [])].join('\n'),
  );
}

/** Resolves once `log` holds `count` acknowledged creates, or every writer has stopped. */
function acknowledged(log: RoundLog, count: number, writers: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    log.onAck = () => {
      if (log.acked.length >= count) resolve();
    };
    void writers.then(resolve);
  });
}

it(`every acknowledged write is in the database after kill -9 under ${WRITERS} writers`, async () => {
  const ledger = new Ledger();
  const acksPerWriter = Array<number>(WRITERS).fill(0);
  let cut = 0;
  for (const [round, count] of KILL_AT.entries()) {
    const { server, token } = await start();
    const when = round === 0 ? 'first start' : `restart after round ${round - 1}`;
    assertNone(ledger.check(await stored(), when), when);

    const log = roundLog(round, server.baseUrl, token, acksPerWriter);
    const writers = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(log, w))).then(() => {});
    await acknowledged(log, count, writers);
    log.killed = true;
    await server.kill9();
    await writers;
    cut += log.cut ?? 0;
    const step = `round ${round}`;
    assertNone([...log.unexpected, ...ledger.record(log)], step);
    assertNone(ledger.check(await stored(), `${step}, right after the kill`), step);
  }

  // A server starts on what the kills left behind and lists exactly what the database holds.
  const { server, token } = await start();
  const listed = await listCountries(server, token);
  assertNone(ledger.check(listed, 'listed by the last server'), 'last start');
  expect(listed.map(({ id, name }) => ({ id, name }))).toEqual(await stored());
  await server.stop();

  expect(ledger.acks).toBeGreaterThanOrEqual(KILL_AT.reduce((a, b) => a + b));
  expect(ledger.deleteAcks).toBeGreaterThan(0);
  // The kills cut writes off mid-flight, not between them.
  expect(cut).toBeGreaterThan(0);
}, 180_000);
