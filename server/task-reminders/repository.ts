import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import type { Reader } from '../db/transaction';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { TaskReminderRow } from '../stored/leads';

/**
 * One row per reminder of a saved task: `{lead_id, activity_id, task_title, due_at (ISO instant),
 * employee_ids, fired_at (null until it rang)}`. The not-yet-fired ones are indexed, so the
 * scheduler looks only at those, and `fired_at` is the durable mark that a reminder never rings
 * twice (across restarts too).
 */
export class TaskReminderRepository extends LeadLinkedRepository<TaskReminderRow> {
  constructor(db: Database) {
    super(db, 'task-reminders', { byEmployee: false });
    db.defineIndex(this.collection, 'pending', new GroupIndex((row) => (row.fired_at ? [] : ['pending'])));
  }

  /** Reminders not yet fired whose time is at or before `now`, oldest first. */
  dueAt(now: Date, via?: Reader): TaskReminderRow[] {
    const at = now.toISOString();
    return this.group('pending', 'pending', (r) => !r.fired_at && String(r.due_at) <= at, via).sort((a, b) =>
      a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : a.id - b.id,
    );
  }

  ofActivity(leadId: number, activityId: number): TaskReminderRow[] {
    return this.ofLead(leadId).filter((r) => r.activity_id === activityId);
  }
}
