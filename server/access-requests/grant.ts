import type { AccessRequestStatus } from '../../contract/access-requests';
import type { AccessRequestRow } from '../stored/leads';

/**
 * An approved Edit or Details request is a grant that lasts for the period its approver picked
 * (docs/decisions.md, "Expiring grants"). The stored status stays 'approved'; answers show
 * 'expired' once the end has passed, and the lead policy treats an expired grant as absent.
 */
export const DEFAULT_GRANT_DAYS = 7;
export const MAX_GRANT_DAYS = 90;
const DAY = 86_400_000;

/**
 * When the grant of an approved request ends (ISO), or null: not approved, or approved before
 * grants expired (those keep their old meaning and never end; docs/decisions.md).
 */
export function grantEndsAt(r: AccessRequestRow): string | null {
  return r.status === 'approved' && typeof r.expires_at === 'string' ? r.expires_at : null;
}

export function grantActive(r: AccessRequestRow, now: Date): boolean {
  if (r.status !== 'approved') return false;
  const ends = grantEndsAt(r);
  return ends === null || Date.parse(ends) > now.getTime();
}

/** The status an answer shows: 'expired' for an approved request whose grant has ended. */
export function shownStatus(r: AccessRequestRow, now: Date): AccessRequestStatus {
  return r.status === 'approved' && !grantActive(r, now) ? 'expired' : r.status;
}

/** The end of a grant approved at `now` for `days` days. */
export const grantEnd = (now: Date, days: number): string =>
  new Date(now.getTime() + days * DAY).toISOString();
