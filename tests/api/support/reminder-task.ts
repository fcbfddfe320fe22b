import type { TestClock } from '../../support/test-clock';

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time (UTC, utc_offset 0) `minutes` from the test clock's now. */
const reminderAt = (clock: TestClock, minutes: number) => {
  const d = new Date(clock.now().getTime() + minutes * 60_000);
  return {
    reminderDate: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    reminderTime: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
};

/**
 * The body of POST /store-leads-details-task-info for a task starting now by the test clock, due
 * tomorrow, whose reminders ring `remindIn` minutes from now for these employees.
 */
export function reminderTask(
  clock: TestClock,
  task: { lead_id: number; task_title: string; remindIn: number[]; assignees: number[] },
) {
  const start = reminderAt(clock, 0);
  return {
    lead_id: task.lead_id,
    task_title: task.task_title,
    type: 'Log a Call',
    start_date: start.reminderDate,
    start_time: start.reminderTime,
    due_date: reminderAt(clock, 24 * 60).reminderDate,
    due_time: '23:59',
    priority: 'normal',
    reminders: JSON.stringify(task.remindIn.map((minutes) => reminderAt(clock, minutes))),
    assign_to: JSON.stringify(task.assignees.map((id) => ({ id }))),
    utc_offset: '0',
  };
}
