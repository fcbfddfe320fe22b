import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { TaskReminderRow } from '../stored/leads';

/** Reminders of a lead, and the not-yet-fired ones through the 'pending' index. */
class TaskReminderRows extends LeadLinkedRepository<TaskReminderRow> {
  constructor(db: Database) {
    super(db, 'task-reminders', { byEmployee: false });
    db.defineIndex(this.collection, 'pending', new GroupIndex((row) => (row.fired_at ? [] : ['pending'])));
  }

  pending(at: string, via?: Tx): TaskReminderRow[] {
    return this.group('pending', 'pending', (r) => !r.fired_at && String(r.due_at) <= at, via);
  }
}

/**
 * One row per reminder of a saved task: `{lead_id, activity_id, task_title, due_at (ISO instant),
 * employee_ids, fired_at (null until it rang)}`. The not-yet-fired ones are indexed, so the
 * scheduler looks only at those, and `fired_at` is the durable mark that a reminder never rings
 * twice (across restarts too). Async, as a PostgreSQL store's will be (docs/storage.md "Writing").
 */
export class TaskReminderRepository {
  private readonly rows: TaskReminderRows;

  constructor(db: Database) {
    this.rows = new TaskReminderRows(db);
  }

  /** Reminders not yet fired whose time is at or before `now`, oldest first. */
  async dueAt(now: Date, via?: Tx): Promise<TaskReminderRow[]> {
    return this.rows
      .pending(now.toISOString(), via)
      .sort((a, b) => (a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : a.id - b.id));
  }

  async insert(tx: Tx, doc: NewRow<TaskReminderRow>): Promise<TaskReminderRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<TaskReminderRow>): Promise<TaskReminderRow> {
    return this.rows.update(tx, id, patch);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    this.rows.removeOfLead(tx, leadId);
  }
}
