import type { BellNotification } from '../../contract/notifications';
import type { AppContext } from '../context';
import { leadRef } from '../leads/present';
import type { NotificationRow } from '../stored/leads';

/** A bell notification as the API answers it, with its exhibition and lead names. */
export function presentNotification(ctx: AppContext, n: NotificationRow): BellNotification {
  const exhibition = ctx.repos.of('exhibitions').get(n.exhibition_id);
  return {
    id: n.id,
    employee_id: n.employee_id,
    lead_id: n.lead_id,
    exhibition_id: n.exhibition_id ?? null,
    assigned_type: n.assigned_type,
    is_read: n.is_read === 1 ? 1 : 0,
    created_at: n.created_at,
    exhibition: exhibition ? { id: exhibition.id, name: exhibition.name } : null,
    lead: leadRef(ctx.repos, n.lead_id),
    // Task reminders (assigned_type 'task_reminder') name their task.
    ...(n.assigned_type === 'task_reminder'
      ? {
          activity_id: n.activity_id ?? null,
          task_title: n.task_title ?? '',
          reminder_at: n.reminder_at ?? null,
        }
      : {}),
  };
}
