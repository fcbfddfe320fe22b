import type { Kysely } from 'kysely';
import type { TaskReminderRow } from '../../../stored/leads';
import type { TaskReminderRepository } from '../../../task-reminders/repository';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/**
 * `repos.taskReminders` on PostgreSQL: the same answers as server/task-reminders/repository.ts,
 * a reminder's `employee_ids` kept in task_reminder_employees. The not-yet-fired ones are read
 * through the partial index task_reminders_due_idx.
 */
export class PostgresTaskReminderRepository implements Public<TaskReminderRepository> {
  private readonly rows: PostgresRows<TaskReminderRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'task-reminders');
  }

  /**
   * Reminders not yet fired whose time is at or before `now`, oldest first. Inside a transaction
   * (the scheduler's, server/task-reminders/scheduler.ts, which marks them fired in it) the rows
   * are locked FOR UPDATE SKIP LOCKED: a second server checking at the same moment passes over
   * the ones this one is firing instead of waiting for them, and, its transaction being
   * serializable, cannot fire one this one fired (it would read it fired, or fail and run again).
   */
  dueAt(now: Date, via?: Tx): Promise<TaskReminderRow[]> {
    return this.rows.select(via, (q) => {
      const due = q
        .where('fired_at', 'is', null)
        .where('due_at', '<=', now.toISOString())
        .orderBy('due_at')
        .orderBy('id');
      return via ? due.forUpdate().skipLocked() : due;
    });
  }

  insert(tx: Tx, doc: NewRow<TaskReminderRow>): Promise<TaskReminderRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<TaskReminderRow>): Promise<TaskReminderRow> {
    return this.rows.update(tx, id, patch);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    await this.rows.q(tx, true).deleteFrom('task_reminders').where('lead_id', '=', leadId).execute();
  }
}
