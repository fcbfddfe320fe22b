/**
 * Lead and task priorities and the tone of a lead priority's badge, as the spec's business
 * constants give them: the server validates and seeds with these lists, the app offers them in its
 * selects and filters, and every priority badge takes its tone from `priorityTone`.
 */

/** A lead's priority, best first. */
export const LEAD_PRIORITIES = ['Very Good', 'Good', 'Low', 'Very Low'] as const;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

/** A task's priority. */
export const TASK_PRIORITIES = ['normal', 'high', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/**
 * A badge's tone: the colour role, named as the spec names the badges. The app turns a tone into
 * its theme's class in one place (src/components/PriorityBadge.tsx); the API sends no classes.
 */
export type Tone = 'success' | 'primary' | 'warning' | 'danger' | 'neutral';

const PRIORITY_TONE: Record<LeadPriority, Tone> = {
  'Very Good': 'success',
  Good: 'primary',
  Low: 'warning',
  'Very Low': 'danger',
};

/** The lead priority a stored value names, ignoring case and outer spaces; null for anything else. */
export function leadPriorityOf(value: unknown): LeadPriority | null {
  const wanted = String(value ?? '')
    .trim()
    .toLowerCase();
  return LEAD_PRIORITIES.find((p) => p.toLowerCase() === wanted) ?? null;
}

/** The tone of a priority's badge: any value that is not one of the priorities is neutral. */
export function priorityTone(value: unknown): Tone {
  const priority = leadPriorityOf(value);
  return priority ? PRIORITY_TONE[priority] : 'neutral';
}
