import type { AppContext } from '../context';

/** How often the scheduler looks for due reminders (real time; "due" is judged by ctx.now()). */
const REMINDER_CHECK_MS = 5_000;

export interface ReminderScheduler {
  /** Fires every reminder due by ctx.now() that has not fired yet; resolves with how many fired. */
  checkNow(): Promise<number>;
  /** No further checks; resolves once a running one is done. */
  stop(): Promise<void>;
}

/**
 * Rings task reminders: each due reminder becomes one bell notification per recipient
 * (assigned_type 'task_reminder') and is marked fired in the same transaction, so a reminder
 * rings exactly once even if the process stops right after. Started with the server, it first
 * fires whatever fell due while the server was down, then checks on a short interval.
 */
export function startReminderScheduler(ctx: AppContext, intervalMs = REMINDER_CHECK_MS): ReminderScheduler {
  let running: Promise<number> | null = null;
  let stopped = false;

  const fire = async (): Promise<number> => {
    const now = ctx.now();
    if ((await ctx.repos.taskReminders.dueAt(now)).length === 0) return 0;
    return ctx.transaction(async (tx) => {
      // Read again through the draft: another check may have fired some meanwhile.
      const due = await ctx.repos.taskReminders.dueAt(now, tx);
      const createdAt = now.toISOString();
      for (const reminder of due) {
        await ctx.repos.taskReminders.update(tx, reminder.id, { fired_at: createdAt });
        if (!(await ctx.repos.leads.get(reminder.lead_id, tx))) continue;
        for (const employeeId of reminder.employee_ids as number[])
          await ctx.repos.notifications.insert(tx, {
            employee_id: employeeId,
            lead_id: reminder.lead_id,
            exhibition_id: null,
            assigned_type: 'task_reminder',
            activity_id: reminder.activity_id,
            task_title: reminder.task_title,
            reminder_at: reminder.due_at,
            is_read: 0,
            created_at: createdAt,
          });
      }
      return due.length;
    });
  };

  const checkNow = (): Promise<number> => {
    // One check at a time: a second caller waits for the running one, then checks again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(fire);
    running = next;
    return next.finally(() => {
      if (running === next) running = null;
    });
  };

  const tick = () => {
    if (stopped) return;
    checkNow().catch((err: unknown) => ctx.log(`[error] task reminders: ${(err as Error).message}`));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    checkNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
