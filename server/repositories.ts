import { SessionRepository, UserRepository } from './auth/repository';
import type { Database } from './db/database';
import { CollectionRepository } from './db/collection-repository';
import type { TableRepository } from './db/table-repository';
import { defineTextIndex, Repository } from './db/repository';
import { MASTER } from './master/descriptors';
import { AsyncLeadRepository } from './leads/async-repository';
import { EmployeeRepository } from './master/employee-repository';
import { AccessRequestRepository } from './access-requests/repository';
import { PasswordResetRepository } from './auth/password-reset-repository';
import { ActivityRepository } from './lead-activities/repository';
import { NotificationRepository } from './notifications/repository';
import { OrganizationRepository } from './prospects/repository';
import { TaskReminderRepository } from './task-reminders/repository';
import { DashboardReader } from './dashboards/repository';
import { DocumentRepository } from './documents/repository';
import { ActivityReportReader } from './reports/repository';
import { BirthdayRepository, EmailTemplateRepository } from './birthdays/repository';
import { AuditRepository } from './audit/repository';
import type { RowOf, TableCollection } from './stored/collections';
import { embeddedReferences } from './master/embedded-references';

/** Every resource's repository over one database: what routes read and write through. */
export function createRepositories(db: Database) {
  const leads = new AsyncLeadRepository(db);
  const activities = new ActivityRepository(db);
  // Not a collection's repository: reads over leads (defined after leads, whose order it uses).
  const dashboards = new DashboardReader(db);
  const reports = new ActivityReportReader(db);
  const tables = new Map<string, CollectionRepository>();
  /**
   * The async repository of a collection by name: master data (whose routes come from a table)
   * and the related rows a list presents (server/master/related-rows.ts). Only the names of
   * TABLE_COLLECTIONS (server/stored/collections.ts), typed by the rows stored there. Its sync indexed
   * Repository stays inside, not on `repos`.
   */
  const table = <N extends TableCollection>(collection: N): TableRepository<RowOf<N>> => {
    let repo = tables.get(collection);
    if (!repo) tables.set(collection, (repo = new CollectionRepository(new Repository(db, collection))));
    return repo as unknown as TableRepository<RowOf<N>>;
  };
  // Master collections check their unique fields through an index (see withSameText).
  for (const desc of MASTER)
    for (const [field, spec] of Object.entries(desc.fields))
      if (spec.unique) defineTextIndex(db, desc.collection, field);
  const employees = new EmployeeRepository(db);
  const users = new UserRepository(db);
  const roles = table('roles');
  return {
    leads,
    activities,
    notifications: new NotificationRepository(db),
    taskReminders: new TaskReminderRepository(db),
    audit: new AuditRepository(db),
    accessRequests: new AccessRequestRepository(db),
    birthdays: new BirthdayRepository(db),
    emailTemplates: new EmailTemplateRepository(db),
    documents: new DocumentRepository(db),
    employees,
    users,
    sessions: new SessionRepository(db, { users, employees, roles }),
    passwordResets: new PasswordResetRepository(db),
    roles,
    permissions: table('permissions'),
    prospects: new OrganizationRepository(db, 'prospects'),
    stakeholders: new OrganizationRepository(db, 'stackholders'),
    dashboards,
    reports,
    table,
    /** Delete guards' counts: what still points at a row (server/master/references.ts). */
    references: embeddedReferences(db),
  };
}

/** Only a class's public members: what the other store's implementation must offer (private fields differ). */
type Public<T> = T extends (...args: never[]) => unknown ? T : { [K in keyof T]: T[K] };
type Embedded = ReturnType<typeof createRepositories>;

/** What routes read and write through, on either store (server/db/postgres/store.ts builds the other). */
export type Repos = { [K in keyof Embedded]: Public<Embedded[K]> };
