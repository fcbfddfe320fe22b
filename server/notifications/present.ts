import type { BellNotification } from '../../contract/notifications';
import type { AppContext } from '../context';
import { leadRef } from '../leads/present';
import { RelatedRows } from '../master/related-rows';
import type { NotificationRow } from '../stored/leads';

/** Bell notifications as the API answers them, their exhibitions and leads read once for all. */
export async function presentNotifications(
  ctx: AppContext,
  rows: readonly NotificationRow[],
): Promise<BellNotification[]> {
  const related = await RelatedRows.load(
    ctx.repos,
    rows.flatMap((n) => [['exhibitions', n.exhibition_id] as const, ['leads', n.lead_id] as const]),
  );
  return rows.map((n) => presentNotification(related, n));
}

/** A bell notification as the API answers it, with its exhibition and lead names. */
function presentNotification(related: RelatedRows, n: NotificationRow): BellNotification {
  const exhibition = related.row('exhibitions', n.exhibition_id);
  return {
    id: n.id,
    employee_id: n.employee_id,
    lead_id: n.lead_id,
    exhibition_id: n.exhibition_id ?? null,
    assigned_type: n.assigned_type,
    is_read: n.is_read === 1 ? 1 : 0,
    created_at: n.created_at,
    exhibition: exhibition ? { id: exhibition.id, name: exhibition.name } : null,
    lead: leadRef(related, n.lead_id),
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
