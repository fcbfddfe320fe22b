/** Display helpers for master-data cells (pure, shared by columns and search). */
export const textOf = (value: unknown): string =>
  value == null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export const nameOf = (value: unknown): string =>
  value && typeof value === 'object' ? textOf((value as { name?: unknown }).name) : '';

/** Master dates are stored yyyy-MM-dd and shown DD-MM-YYYY. */
export function displayDate(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(textOf(value));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : textOf(value);
}

/** Lead stages are stored in snake case (`in_progress`) and shown as words. */
export const stageWords = (value: unknown): string => textOf(value).replace(/_/g, ' ');
