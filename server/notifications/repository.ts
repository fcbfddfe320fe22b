import type { Database } from '../db/database';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { NotificationRow } from '../stored/leads';

/**
 * Bell notifications: by lead and by the employee they are for. Async, as a PostgreSQL store's
 * will be (docs/storage.md "Writing"); here each call answers from memory through the indexes of
 * LeadLinkedRepository, and a list is one call, never one per row.
 */
export class NotificationRepository {
  private readonly rows: LeadLinkedRepository<NotificationRow>;

  constructor(db: Database) {
    this.rows = new LeadLinkedRepository<NotificationRow>(db, 'notifications', { byEmployee: true });
  }

  async get(id: number, via?: Tx): Promise<NotificationRow | undefined> {
    return this.rows.get(id, via);
  }

  async ofEmployee(employeeId: number): Promise<NotificationRow[]> {
    return this.rows.ofEmployee(employeeId);
  }

  async ofLead(leadId: number, via?: Tx): Promise<NotificationRow[]> {
    return this.rows.ofLead(leadId, via);
  }

  async insert(tx: Tx, doc: NewRow<NotificationRow>): Promise<NotificationRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<NotificationRow>): Promise<NotificationRow> {
    return this.rows.update(tx, id, patch);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    this.rows.removeOfLead(tx, leadId);
  }
}
