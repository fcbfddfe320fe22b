import type { Kysely } from 'kysely';
import type { IdempotencyStore } from '../../idempotency/store';
import type { Repos } from '../../repositories';
import type { CollectionName, RowOf } from '../../stored/collections';
import type { TableRepository } from '../table-repository';
import type { RunTransaction } from '../tx';
import { createKysely, createPool } from './pool';
import type { Database } from './schema';
import { tableDefs } from './schema';
import { PostgresTableRepository, postgresTableCollections } from './table-repository';
import { PostgresAccessRequestRepository } from './repos/access-requests';
import { PostgresAuditRepository } from './repos/audit';
import { PostgresBirthdayRepository } from './repos/birthdays';
import { PostgresDocumentRepository } from './repos/documents';
import { PostgresEmailTemplateRepository } from './repos/email-templates';
import { postgresIdempotencyStore } from './repos/idempotency';
import { PostgresNotificationRepository } from './repos/notifications';
import { PostgresTaskReminderRepository } from './repos/task-reminders';
import { postgresTransaction } from './transaction';

type Factory<T> = ((db: Kysely<Database>) => T) | null;

/** `repos.table(name)` on PostgreSQL: one repository per collection, made on first use. */
function postgresTables(db: Kysely<Database>): Repos['table'] {
  const made = new Map<string, PostgresTableRepository>();
  return <N extends CollectionName>(collection: N): TableRepository<RowOf<N>> => {
    let repo = made.get(collection);
    if (!repo) made.set(collection, (repo = new PostgresTableRepository(db, collection)));
    return repo as unknown as TableRepository<RowOf<N>>;
  };
}

/**
 * Every part of the store on PostgreSQL, null where it is not written yet. Each entry of `Repos`
 * (server/repositories.ts) must be here, so a repository added there fails the type check until
 * it is. A resource moves to PostgreSQL by replacing its null with its implementation; the store
 * opens once none is left (docs/storage.md "PostgreSQL").
 */
const PARTS: { repos: { [K in keyof Repos]: Factory<Repos[K]> }; idempotency: Factory<IdempotencyStore> } = {
  repos: {
    leads: null,
    activities: null,
    notifications: (db) => new PostgresNotificationRepository(db),
    taskReminders: (db) => new PostgresTaskReminderRepository(db),
    audit: (db) => new PostgresAuditRepository(db),
    accessRequests: (db) => new PostgresAccessRequestRepository(db),
    birthdays: (db) => new PostgresBirthdayRepository(db),
    emailTemplates: (db) => new PostgresEmailTemplateRepository(db),
    documents: (db) => new PostgresDocumentRepository(db),
    employees: null,
    users: null,
    sessions: null,
    passwordResets: null,
    roles: null,
    permissions: null,
    prospects: null,
    stakeholders: null,
    dashboards: null,
    reports: null,
    table: postgresTables,
  },
  idempotency: (db) => postgresIdempotencyStore(db),
};

/** What the app needs on PostgreSQL that has no implementation yet ("repos.leads", "repos.table('leads')"). */
export function postgresGaps(): string[] {
  const served = new Set(postgresTableCollections());
  return [
    ...Object.entries(PARTS.repos).flatMap(([name, make]) => (make ? [] : [`repos.${name}`])),
    ...Object.values(tableDefs).flatMap((def) =>
      def.collection && !served.has(def.collection) ? [`repos.table('${def.collection}')`] : [],
    ),
    ...(PARTS.idempotency ? [] : ['the idempotency store']),
  ];
}

/** Why start-up stops with DATABASE_URL set while parts are missing. */
export function postgresNotReady(gaps = postgresGaps()): Error {
  const what = gaps.length
    ? `${gaps.length} parts have no PostgreSQL implementation (${gaps.join(', ')})`
    : 'server/app.ts does not open the PostgreSQL store yet (openPostgresStore)';
  return new Error(
    `DATABASE_URL is set, but the app cannot run on PostgreSQL yet: ${what}. Unset DATABASE_URL ` +
      'to run on the embedded store in DATA_DIR; npm run db:migrate, db:to-postgres and db:to-json ' +
      'already work with it.',
  );
}

/** The parts written so far over `db` (the repository contract suite runs them beside the embedded ones). */
export function postgresParts(db: Kysely<Database>): {
  repos: Partial<Repos>;
  idempotency?: IdempotencyStore;
} {
  const made = Object.entries(PARTS.repos).flatMap(([name, factory]) =>
    factory ? [[name, (factory as (db: Kysely<Database>) => unknown)(db)]] : [],
  );
  return {
    repos: Object.fromEntries(made) as Partial<Repos>,
    idempotency: PARTS.idempotency?.(db),
  };
}

export interface PostgresStore {
  repos: Repos;
  transaction: RunTransaction;
  idempotency: IdempotencyStore;
  close(): Promise<void>;
}

/**
 * The app's store on the database at `url`, or a refusal naming what is missing: a server that
 * answered some routes from PostgreSQL and failed others would be worse than one that does not
 * start. Nothing is opened (no pool, no DATA_DIR) before the check.
 */
export function openPostgresStore(url: string): PostgresStore {
  const gaps = postgresGaps();
  if (gaps.length) throw postgresNotReady(gaps);
  const pool = createPool(url);
  const db = createKysely(pool);
  const parts = postgresParts(db);
  return {
    repos: parts.repos as Repos,
    transaction: postgresTransaction(db),
    idempotency: parts.idempotency!,
    close: () => db.destroy(),
  };
}
