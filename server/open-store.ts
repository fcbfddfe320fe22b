import { createLimits } from './auth/limits';
import type { MakeThrottle } from './auth/throttle';
import { Database } from './db/database';
import type { JournalIo } from './db/journal';
import { removeStaleTemps } from './db/snapshot';
import { chooseStore } from './db/store';
import { guardRepos } from './db/guard-repos';
import type { RunTransaction } from './db/tx';
import { openPostgresStore } from './db/postgres/store';
import { embeddedIdempotencyStore, guardKeptAnswers } from './idempotency';
import type { IdempotencyStore } from './idempotency/store';
import { createRepositories, type Repos } from './repositories';
import { initDataDir } from './seed/init-data-dir';

export interface OpenStoreOptions {
  databaseUrl?: string;
  dataDir: string;
  filesDir: string;
  seedFile: string;
  now: () => Date;
  log: (msg: string) => void;
  snapshotBytes?: number;
  journalIo?: JournalIo;
  /** PostgreSQL only: connections of the pool. */
  poolSize?: number;
}

/** What the app keeps its data in, whichever store it is: everything above sees only this. */
export interface OpenedStore {
  repos: Repos;
  transaction: RunTransaction;
  idempotency: IdempotencyStore;
  limits: ReturnType<typeof createLimits>;
  /** Lets every acknowledged write land, then releases the store. */
  close(): Promise<void>;
  /** Rewrites db.json and empties the journal now: the embedded store only (the bench times it). */
  snapshot?: () => Promise<void>;
}

/**
 * Opens the store `chooseStore` picks (server/db/store.ts): the journaled database in DATA_DIR,
 * seeded from `seedFile` on its first start, or PostgreSQL at DATABASE_URL, migrated and seeded
 * on its first start (server/db/postgres/first-start.ts).
 */
export async function openStore(opts: OpenStoreOptions): Promise<OpenedStore> {
  const choice = chooseStore(opts.databaseUrl);
  if (choice.kind === 'postgres') {
    const store = await openPostgresStore(choice.url, opts);
    return withLimits(
      { ...store, repos: guardRepos(store.repos), transaction: guardKeptAnswers(store.transaction) },
      opts,
      store.throttle,
    );
  }
  const dbFile = initDataDir(opts.dataDir, opts.seedFile, opts.now(), opts.filesDir);
  removeStaleTemps(dbFile);
  const db = Database.open({
    file: dbFile,
    snapshotBytes: opts.snapshotBytes,
    journalIo: opts.journalIo,
    log: opts.log,
  });
  const run: RunTransaction = (fn) => db.transaction(fn);
  return withLimits(
    {
      repos: guardRepos(createRepositories(db)),
      transaction: guardKeptAnswers(run),
      idempotency: embeddedIdempotencyStore(db, run),
      close: () => db.close(),
      snapshot: () => db.snapshot(),
    },
    opts,
  );
}

const withLimits = (
  store: Omit<OpenedStore, 'limits'>,
  opts: OpenStoreOptions,
  throttle?: MakeThrottle,
): OpenedStore => ({ ...store, limits: createLimits(opts.now, throttle) });
