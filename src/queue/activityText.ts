import type { QueuedActivity, QueuedActivityType } from './types';

/** The queued activity kinds by the names of their form tabs and timeline items. */
export const ACTIVITY_LABELS: Record<QueuedActivityType, string> = { note: 'Note', log: 'Log Activity' };

/** What a queued activity says: a note's text, a log's type and description. */
export function activityText(unit: QueuedActivity): string {
  const { body } = unit;
  if (unit.activity === 'note') return String(body.note_description ?? '');
  return [body.log_type, body.description].filter(Boolean).map(String).join(': ');
}
