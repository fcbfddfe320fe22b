import type { DateWindow, LeadFilters } from '../leads/query';
import { dateWindow } from '../leads/query';
import type { Repos } from '../repositories';

const DAY_MS = 86_400_000;

/** One figure of the KPI row: this range's count and the previous range's (null: none). */
interface Kpi {
  current: number;
  previous: number | null;
}

export interface Kpis {
  /** The range before the chosen one, of the same number of days (null for All Time). */
  previous_range: { start_date: string; end_date: string } | null;
  leads_created: Kpi;
  new_key_accounts: Kpi;
  activities: Kpi;
}

const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The All Time preset's first day: a range starting there (or earlier) is All Time. */
const ALL_TIME_START = '1970-01-01';

/**
 * The range just before [start, end] with as many days: [start - n, start - 1]. All Time (no
 * range, or one starting on or before 1970-01-01 as the app's All Time preset does) has nothing
 * before it, so there is no previous range (docs/decisions.md).
 */
function previousRange(filters: LeadFilters): LeadFilters | null {
  if (!filters.startDate || !filters.endDate || filters.startDate <= ALL_TIME_START) return null;
  const days = Math.round((Date.parse(filters.endDate) - Date.parse(filters.startDate)) / DAY_MS) + 1;
  return {
    startDate: shiftDay(filters.startDate, -days),
    endDate: shiftDay(filters.startDate, -1),
    utcOffset: filters.utcOffset,
  };
}

/**
 * The KPI row of GET /leads-dashboard-data: leads created, leads that became key accounts (their
 * first key_account 'Y' activity) and activities, in the range and in the previous one. Counts
 * reveal nothing of a restricted lead, so they include every lead, like the pie. Each is two
 * binary searches on a kept order (server/dashboards/repository.ts).
 */
export async function kpisOf(reader: Repos['dashboards'], filters: LeadFilters): Promise<Kpis> {
  const window: DateWindow = dateWindow(filters) ?? {
    from: -Infinity,
    to: Infinity,
    fromIso: '0000-01-01T00:00:00.000Z',
    toIso: '99999',
  };
  const before = previousRange(filters);
  const prevWindow = before && dateWindow(before);
  const kpi = async (what: 'leads' | 'activities' | 'keyAccounts'): Promise<Kpi> => ({
    current: await reader.countIn(what, window),
    previous: prevWindow ? await reader.countIn(what, prevWindow) : null,
  });
  const [leads_created, new_key_accounts, activities] = await Promise.all([
    kpi('leads'),
    kpi('keyAccounts'),
    kpi('activities'),
  ]);
  return {
    previous_range: before ? { start_date: before.startDate!, end_date: before.endDate! } : null,
    leads_created,
    new_key_accounts,
    activities,
  };
}
