import type { Kysely } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CollectionRepository } from '../../../../server/db/collection-repository';
import { Database } from '../../../../server/db/database';
import { Repository } from '../../../../server/db/repository';
import { migrate } from '../../../../server/db/postgres/migrate';
import { createKysely } from '../../../../server/db/postgres/pool';
import type { Database as PostgresDatabase } from '../../../../server/db/postgres/schema';
import { postgresParts } from '../../../../server/db/postgres/store';
import { postgresTransaction } from '../../../../server/db/postgres/transaction';
import type { RunTransaction } from '../../../../server/db/tx';
import { embeddedIdempotencyStore } from '../../../../server/idempotency';
import type { IdempotencyStore } from '../../../../server/idempotency/store';
import { createRepositories, type Repos } from '../../../../server/repositories';
import type { CollectionName } from '../../../../server/stored/collections';
import { createTestDatabase, type TestDatabase } from '../../../support/pg';

/** One store as the routes see it: `repos.table` and `ctx.transaction`, over an empty database. */
export interface StoreUnderTest {
  table: Repos['table'];
  transaction: RunTransaction;
  /** What the master routes' helpers take (read-input.ts, usage.ts): only `table` is used. */
  repos: Repos;
  idempotency: IdempotencyStore;
  /**
   * Embedded only: a repository of any collection (repos.table serves only TABLE_COLLECTIONS),
   * for rows a suite seeds as they are stored (both-stores.ts `seed`).
   */
  anyTable?: (collection: CollectionName) => CollectionRepository;
  /** PostgreSQL only: the database's pool (rows a part's foreign keys need, a second server). */
  pool?: TestDatabase['pool'];
  /** PostgreSQL only: the store's Kysely over that pool (both-stores.ts `seed`). */
  db?: Kysely<PostgresDatabase>;
  /** PostgreSQL only: the database's URL (a pool of another size). */
  url?: string;
  close(): Promise<void>;
}

/** The embedded store on an empty data folder, wired as createApp wires it. */
export async function embeddedStore(): Promise<StoreUnderTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-contract-'));
  const file = path.join(dir, 'db.json');
  fs.writeFileSync(file, '{}\n');
  const db = Database.open({ file });
  const repos = createRepositories(db);
  return {
    table: repos.table,
    anyTable: (collection) => new CollectionRepository(new Repository(db, collection)),
    transaction: (fn) => db.transaction(fn),
    repos,
    idempotency: embeddedIdempotencyStore(db, (fn) => db.transaction(fn)),
    async close() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The PostgreSQL store on a fresh migrated database of its own (`locale`: see createTestDatabase;
 * `now`: the app's clock, which says which days are over for the dashboard's counted days).
 */
export async function postgresStore(opts: { locale?: 'C'; now?: () => Date } = {}): Promise<StoreUnderTest> {
  const database = await createTestDatabase(undefined, undefined, opts);
  await migrate(database.pool);
  const db = createKysely(database.pool);
  // Only the parts written so far: a suite for a part reaches it through `repos`.
  const { repos, idempotency } = postgresParts(db, opts.now);
  return {
    table: repos.table!,
    transaction: postgresTransaction(db),
    repos: repos as Repos,
    idempotency: idempotency!,
    pool: database.pool,
    db,
    url: database.url,
    close: () => database.drop(),
  };
}

export const STORES: [string, () => Promise<StoreUnderTest>][] = [
  ['embedded', embeddedStore],
  ['postgres', postgresStore],
];
