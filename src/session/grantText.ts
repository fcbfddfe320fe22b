import type { AccessKind } from '../../contract/records';
import { displayDayTime } from '../lib/dateRanges';

/** "Edit access until 01-12-2026 14:00" (no end: "Edit access granted"). */
export function grantEndText(kind: AccessKind | string, ends: string | null | undefined): string {
  const what = kind === 'Details' ? 'Details access' : 'Edit access';
  const at = displayDayTime(ends);
  return at ? `${what} until ${at}` : `${what} granted`;
}

/** The approver's choice of how long a grant lasts (the server takes 1 to 90 days). */
export const GRANT_PERIODS: Record<string, string> = {
  '1': '1 day',
  '3': '3 days',
  '7': '7 days',
  '14': '14 days',
  '30': '30 days',
  '90': '90 days',
};
export const DEFAULT_GRANT_PERIOD = '7';
