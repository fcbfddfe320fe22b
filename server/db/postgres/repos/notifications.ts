import type { Kysely } from 'kysely';
import type { NotificationRepository } from '../../../notifications/repository';
import type { NotificationRow } from '../../../stored/leads';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/**
 * `repos.notifications` on PostgreSQL: the same answers as server/notifications/repository.ts.
 * An employee's and a lead's notifications come in id order, as the embedded indexes give them
 * (the routes sort for display), through notifications_employee_idx and notifications_lead_idx.
 */
export class PostgresNotificationRepository implements Public<NotificationRepository> {
  private readonly rows: PostgresRows<NotificationRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'notifications');
  }

  get(id: number, via?: Tx): Promise<NotificationRow | undefined> {
    return this.rows.get(id, via);
  }

  ofEmployee(employeeId: number): Promise<NotificationRow[]> {
    return this.rows.select(undefined, (q) => q.where('employee_id', '=', employeeId).orderBy('id'));
  }

  ofLead(leadId: number, via?: Tx): Promise<NotificationRow[]> {
    return this.rows.select(via, (q) => q.where('lead_id', '=', leadId).orderBy('id'));
  }

  insert(tx: Tx, doc: NewRow<NotificationRow>): Promise<NotificationRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<NotificationRow>): Promise<NotificationRow> {
    return this.rows.update(tx, id, patch);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    await this.rows.q(tx, true).deleteFrom('notifications').where('lead_id', '=', leadId).execute();
  }
}
