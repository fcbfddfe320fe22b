/**
 * Fixed base date of the seed: the newest `created_at` of the whole seed. Everything is rebased
 * to the current day when the live database is created, so the exact value does not matter.
 */
const BASE_ISO = '2026-06-30T10:00:00.000Z';
export const BASE_MS = Date.parse(BASE_ISO);
export const DAY_MS = 86_400_000;

export const iso = (ms: number): string => new Date(Math.min(ms, BASE_MS)).toISOString();
/** yyyy-MM-dd of a UTC timestamp. */
export const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** Timestamp `days` days before the base date at the given UTC hour/minute. */
export const daysAgo = (days: number, hour = 4, minute = 0): number =>
  Date.UTC(2026, 5, 30 - days, hour, minute);
export const hhmm = (hour: number, minute: number): string =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
