import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { filesDirFor } from '../../server/files/location';
import type { JournalIo } from '../../server/db/journal';
import type { ScryptCost } from '../../server/lib/password';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { copySampleFiles } from '../../server/seed/init-data-dir';
import { TEST_PASSWORD_COST, testSeedFile } from './test-seed';
import { createTestDatabase, type TestDatabase } from './pg';
import { seededTemplate } from './pg-run';
import { TEST_STORE } from './stores';

/**
 * On PostgreSQL (tests/support/stores.ts) each test server gets a database of its own, kept with
 * its DATA_DIR for a restart in the same file: a copy of the run's seeded template when the server
 * runs on the test seed and the real clock (its first start then finds it seeded, so the sample
 * files are copied here), else an empty one that its first start migrates and seeds.
 */
const databases = new Map<string, TestDatabase>();
/** DATA_DIRs whose server is still open: their databases are dropped at the file's end otherwise. */
const openDirs = new Set<string>();
let fileEnded = false;

/** The database of a test server's DATA_DIR on PostgreSQL (tests/support/read-db.ts reads it). */
export const testDatabaseUrlOf = (dataDir: string): string | undefined => databases.get(dataDir)?.url;

async function databaseFor(dataDir: string, filesDir: string, seeded: boolean): Promise<TestDatabase> {
  let database = databases.get(dataDir);
  if (database) return database;
  const template = seeded ? seededTemplate() : undefined;
  databases.set(dataDir, (database = await createTestDatabase(template)));
  if (template) copySampleFiles(filesDir);
  return database;
}

/**
 * What a server process of tests/support/child-server.ts needs in its environment to run on the
 * tests' store with this DATA_DIR: on PostgreSQL the DATABASE_URL of the DATA_DIR's database (as
 * startTestServer's; readDb reads it, the end of the file drops it). `firstStart`: an empty
 * database, so the server's own first start seeds it and copies the sample files into `filesDir`.
 */
export async function childStoreEnv(
  dataDir: string,
  { filesDir = filesDirFor(dataDir, {}), firstStart = false } = {},
): Promise<Record<string, string>> {
  if (TEST_STORE !== 'postgres') return {};
  return { DATABASE_URL: (await databaseFor(dataDir, filesDir, !firstStart)).url };
}

async function dropDatabaseOf(dataDir: string): Promise<void> {
  const database = databases.get(dataDir);
  databases.delete(dataDir);
  await database?.drop();
}

// A database outlives its server while the test may restart on the same DATA_DIR or read it
// (keepDataDir); at the end of the file nothing can, so the ones left are dropped (a server still
// open then drops its own on close). Not under Jest (tests/components/support/serve.ts): none.
if (typeof afterAll === 'function')
  afterAll(async () => {
    fileEnded = true;
    for (const dataDir of [...databases.keys()]) if (!openDirs.has(dataDir)) await dropDatabaseOf(dataDir);
  });

export interface TestServerOptions {
  tokenTtlMinutes?: number;
  seedFile?: string;
  /** Reuse an existing DATA_DIR (restart tests). Default: a fresh folder under os.tmpdir(). */
  dataDir?: string;
  /** Keep DATA_DIR on close (default: removed unless `dataDir` was passed in). */
  keepDataDir?: boolean;
  /** Injected clock (token expiry tests). */
  now?: () => Date;
  /** Journal file operations (storage failure tests). */
  journalIo?: JournalIo;
  /**
   * scrypt cost of the server (default TEST_PASSWORD_COST, with the seed's hashes made at it);
   * `'production'` runs the real cost over the committed seed.
   */
  passwordCost?: ScryptCost | 'production';
  /** A PostgreSQL database the caller owns (several servers on one database); default as the env says. */
  databaseUrl?: string;
  /** PostgreSQL connections of the server's pool (default 10). */
  poolSize?: number;
  /** A files folder the caller owns (shared by several servers); default DATA_DIR/uploads. */
  filesDir?: string;
  /** The store, whatever CRMS_TEST_STORE says (a test of the embedded store's own files). */
  store?: 'embedded' | 'postgres';
}

export interface TestServer {
  baseUrl: string;
  origin: string;
  dataDir: string;
  /** The PostgreSQL database it runs on (tests that wait for a row); undefined on the embedded store. */
  databaseUrl?: string;
  close(): Promise<void>;
  /** Fires the task reminders due by the server's clock now (see server/task-reminders). */
  checkReminders(): Promise<number>;
  /** Sends the birthday mails due by the server's clock now (see server/birthdays/mail-job.ts). */
  sendBirthdayMails(): Promise<number>;
  login(email: string, password: string): Promise<string>;
  /** Signs in these demo accounts at once: their tokens, in the same order. */
  signIn(...accounts: DemoAccount[]): Promise<string[]>;
  request(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string },
    // The contract of this helper: parsed JSON of any shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any; headers: Headers; text: string }>;
}

/**
 * A real API server on a free port of 127.0.0.1 over a fresh temporary DATA_DIR, so API,
 * machine and component tests exercise exactly what production runs.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const ownsDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'crms-test-'));
  const production = opts.passwordCost === 'production';
  // DATA_DIR/uploads even when the shell sets FILES_DIR: tests read their uploads there.
  const filesDir = opts.filesDir ?? filesDirFor(dataDir, {});
  const onPostgres = (opts.store ?? TEST_STORE) === 'postgres' && !opts.databaseUrl;
  const seeded = !opts.seedFile && !production && !opts.now;
  const database = onPostgres ? await databaseFor(dataDir, filesDir, seeded) : undefined;
  openDirs.add(dataDir);
  const created = await createApp({
    dataDir,
    databaseUrl: opts.databaseUrl ?? database?.url,
    filesDir,
    seedFile: opts.seedFile ?? (production ? undefined : testSeedFile()),
    passwordCost: production
      ? undefined
      : ((opts.passwordCost as ScryptCost | undefined) ?? TEST_PASSWORD_COST),
    tokenTtlMinutes: opts.tokenTtlMinutes,
    now: opts.now,
    journalIo: opts.journalIo,
    poolSize: opts.poolSize,
    log: process.env.CRMS_TEST_LOG ? (msg) => console.log(msg) : () => undefined,
  });
  const server = http.createServer(created.app);
  // Node closes a keep-alive connection idle for 5 s, and fetch reuses one it believes open until
  // then: a test that blocks the event loop for seconds (readDb exporting a PostgreSQL database)
  // sent its next request on a connection the server closed at once (ECONNRESET). close() ends them.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/api`;

  const request: TestServer['request'] = async (method, p, o = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...(o.headers ?? {}) };
    let body: string | undefined;
    if (o.rawBody !== undefined) {
      body = o.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['Content-Type'] = 'application/json';
    }
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    const url = p.startsWith('http') ? p : `${baseUrl}${p.startsWith('/') ? p : `/${p}`}`;
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* non-JSON answer: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };

  const login = async (email: string, password: string): Promise<string> => {
    const res = await request('POST', '/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.body.contents.token as string;
  };

  const signIn = (...accounts: DemoAccount[]) =>
    Promise.all(accounts.map((a) => login(DEMO_ACCOUNTS[a].email, DEMO_ACCOUNTS[a].password)));

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await created.close();
    openDirs.delete(dataDir);
    if (ownsDir && !opts.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if ((ownsDir && !opts.keepDataDir) || fileEnded) await dropDatabaseOf(dataDir);
  };

  return {
    baseUrl,
    origin,
    dataDir,
    databaseUrl: opts.databaseUrl ?? database?.url,
    close,
    login,
    signIn,
    request,
    checkReminders: created.checkReminders,
    sendBirthdayMails: created.sendBirthdayMails,
  };
}
