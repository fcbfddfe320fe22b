import type { Kysely } from 'kysely';
import type { MakeThrottle } from '../../auth/throttle';
import type { IdempotencyStore } from '../../idempotency/store';
import type { Repos } from '../../repositories';
import { TABLE_COLLECTIONS, type RowOf, type TableCollection } from '../../stored/collections';
import type { Row } from '../row';
import type { TableRepository } from '../table-repository';
import type { RunTransaction } from '../tx';
import { preparePostgres } from './first-start';
import { createKysely, createPool } from './pool';
import { PostgresEmployeeRepository } from './repos/employees';
import { PostgresPasswordResetRepository } from './repos/password-resets';
import { PostgresRoleRepository } from './repos/roles';
import { PostgresSessionRepository } from './repos/sessions';
import { PostgresUserRepository } from './repos/users';
import type { Database } from './schema';
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
import { postgresThrottle } from './repos/throttles';
import { PostgresActivityRepository } from './repos/activities';
import { PostgresDashboardReader } from './repos/dashboards';
import { PostgresLeadRepository } from './repos/leads';
import { PostgresOrganizationRepository } from './repos/organizations';
import { PostgresActivityReportReader } from './repos/reports';
import { postgresReferences } from './repos/references';

/** A part over the database; `now` is the app's clock (the dashboard's counted days). */
type Factory<T> = ((db: Kysely<Database>, now: () => Date) => T) | null;

/** Collections whose rows span more than their own table: their repository (the others: PostgresTableRepository). */
const OWN_TABLE_REPOSITORY: Partial<Record<TableCollection, (db: Kysely<Database>) => TableRepository<Row>>> =
  {
    roles: (db) => new PostgresRoleRepository(db) as unknown as TableRepository<Row>,
  };

/** `repos.table(name)` on PostgreSQL: one repository per collection, made on first use. */
function postgresTables(db: Kysely<Database>): Repos['table'] {
  const made = new Map<string, TableRepository<Row>>();
  return <N extends TableCollection>(collection: N): TableRepository<RowOf<N>> => {
    let repo = made.get(collection);
    if (!repo) {
      const own = OWN_TABLE_REPOSITORY[collection];
      made.set(collection, (repo = own ? own(db) : new PostgresTableRepository(db, collection)));
    }
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
    leads: (db, now) => new PostgresLeadRepository(db, now),
    activities: (db) => new PostgresActivityRepository(db),
    notifications: (db) => new PostgresNotificationRepository(db),
    taskReminders: (db) => new PostgresTaskReminderRepository(db),
    audit: (db) => new PostgresAuditRepository(db),
    accessRequests: (db) => new PostgresAccessRequestRepository(db),
    birthdays: (db) => new PostgresBirthdayRepository(db),
    emailTemplates: (db) => new PostgresEmailTemplateRepository(db),
    documents: (db) => new PostgresDocumentRepository(db),
    employees: (db) => new PostgresEmployeeRepository(db),
    users: (db) => new PostgresUserRepository(db),
    sessions: (db) => new PostgresSessionRepository(db),
    passwordResets: (db) => new PostgresPasswordResetRepository(db),
    roles: (db) => new PostgresRoleRepository(db),
    permissions: (db) => postgresTables(db)('permissions'),
    prospects: (db) => new PostgresOrganizationRepository(db, 'prospects'),
    stakeholders: (db) => new PostgresOrganizationRepository(db, 'stackholders'),
    dashboards: (db, now) => new PostgresDashboardReader(db, now),
    reports: (db) => new PostgresActivityReportReader(db),
    table: postgresTables,
    references: (db) => postgresReferences(db),
  },
  idempotency: (db) => postgresIdempotencyStore(db),
};

/** A set of parts as start-up checks it (PARTS, or a test's parts with some missing). */
interface PartsToCheck {
  repos: Record<string, unknown>;
  idempotency: unknown;
}

/**
 * What the app needs on PostgreSQL that has no implementation yet ("repos.leads",
 * "repos.table('units')"): a null part, or a collection of TABLE_COLLECTIONS no table serves.
 */
export function postgresGaps(
  parts: PartsToCheck = PARTS,
  tablesServed: readonly string[] = postgresTableCollections(),
): string[] {
  const served = new Set(tablesServed);
  return [
    ...Object.entries(parts.repos).flatMap(([name, make]) => (make ? [] : [`repos.${name}`])),
    ...TABLE_COLLECTIONS.flatMap((collection) =>
      served.has(collection) ? [] : [`repos.table('${collection}')`],
    ),
    ...(parts.idempotency ? [] : ['the idempotency store']),
  ];
}

/** Why start-up stops with DATABASE_URL set while parts are missing. */
export function postgresNotReady(gaps: string[]): Error {
  return new Error(
    `DATABASE_URL is set, but the app cannot run on PostgreSQL yet: ${gaps.length} parts have no ` +
      `PostgreSQL implementation (${gaps.join(', ')}). Unset DATABASE_URL ` +
      'to run on the embedded store in DATA_DIR; npm run db:migrate, db:to-postgres and db:to-json ' +
      'already work with it.',
  );
}

/** The parts written so far over `db` (the repository contract suite runs them beside the embedded ones). */
export function postgresParts(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): {
  repos: Partial<Repos>;
  idempotency?: IdempotencyStore;
} {
  const made = Object.entries(PARTS.repos).flatMap(([name, factory]) =>
    factory ? [[name, (factory as (db: Kysely<Database>, now: () => Date) => unknown)(db, now)]] : [],
  );
  return {
    repos: Object.fromEntries(made) as Partial<Repos>,
    idempotency: PARTS.idempotency?.(db, now),
  };
}

export interface PostgresStore {
  repos: Repos;
  transaction: RunTransaction;
  idempotency: IdempotencyStore;
  /** Sign-in and reset limits counted in the database, across servers (server/auth/limits.ts). */
  throttle: MakeThrottle;
  close(): Promise<void>;
}

export interface PostgresStartOptions {
  /** The demo seed a database without users is loaded from, and where its sample files go. */
  seedFile: string;
  filesDir: string;
  now: () => Date;
  log: (msg: string) => void;
  /** Connections of the pool (default 10; tests run a small pool to meet its limit). */
  poolSize?: number;
}

/**
 * The app's store on the database at `url`, migrated and on its first start seeded
 * (first-start.ts), or a refusal naming what is missing: a server that answered some routes from
 * PostgreSQL and failed others would be worse than one that does not start. Nothing is opened
 * (no pool, no DATA_DIR) before the check.
 */
export async function openPostgresStore(url: string, opts: PostgresStartOptions): Promise<PostgresStore> {
  const gaps = postgresGaps();
  if (gaps.length) throw postgresNotReady(gaps);
  const pool = createPool(url, opts.poolSize);
  try {
    const start = await preparePostgres(pool, opts.seedFile, opts.now(), opts.filesDir);
    if (start.migrated.length) opts.log(`crms: applied migrations ${start.migrated.join(', ')}`);
    if (start.seeded) opts.log('crms: loaded the demo data into the new database');
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = createKysely(pool);
  const parts = postgresParts(db, opts.now);
  return {
    repos: parts.repos as Repos,
    transaction: postgresTransaction(db),
    idempotency: parts.idempotency!,
    throttle: postgresThrottle(db),
    close: () => db.destroy(),
  };
}
