import type { LeadRef } from './records';

/**
 * Why the bell shows a notification: the employee was assigned to a lead's exhibition (as its
 * employee or the additional one), or a task's reminder came due.
 */
export type NotificationKind = 'assigned_employee' | 'additional_employee' | 'task_reminder';

/** A bell notification as GET /assigned-employee-notifications answers it. */
export interface BellNotification {
  id: number;
  employee_id: number;
  lead_id: number;
  exhibition_id: number | null;
  assigned_type: NotificationKind;
  is_read: 0 | 1;
  created_at: string;
  exhibition: { id: number; name: string } | null;
  lead: LeadRef;
  /** Task reminders only: the task and when it was due. */
  activity_id?: number | null;
  task_title?: string;
  reminder_at?: string | null;
}
