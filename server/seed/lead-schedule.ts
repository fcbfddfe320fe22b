import { SALES_EMPLOYEE_IDS } from './accounts';
import { BASE_MS } from './dates';
import type { Rng } from './prng';
import { LEAD_PRIORITIES } from '../../contract/priorities';
import { STAGES, type LeadSpec } from './leads';

/** Leads per calendar month, newest first (June 2026 is the month of the base date). */
const PER_MONTH: [year: number, month0: number, count: number][] = [
  [2026, 5, 45],
  [2026, 4, 35],
  [2026, 3, 30],
  [2026, 2, 25],
  [2026, 1, 23],
  [2026, 0, 22],
];
const NEWEST_DAY_LEADS = 6;

const CREATOR_WEIGHTS = [
  [3, 17] as const,
  [2, 8] as const,
  [1, 3] as const,
  ...SALES_EMPLOYEE_IDS.filter((id) => id > 3).map((id) => [id, 7] as const),
];

/** Creation times and owners of the 180 seeded leads, oldest first, ids 1..N. */
export function buildLeadSchedule(rng: Rng): LeadSpec[] {
  const times: { ms: number; forceStaff: boolean }[] = [];
  for (const [year, month0, count] of PER_MONTH) {
    const lastDay = new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
    const isBaseMonth = Date.UTC(year, month0, 1) <= BASE_MS && BASE_MS < Date.UTC(year, month0 + 1, 1);
    const regular = isBaseMonth ? count - NEWEST_DAY_LEADS : count;
    const maxDay = isBaseMonth ? new Date(BASE_MS).getUTCDate() - 1 : lastDay;
    for (let i = 0; i < regular; i++) {
      const day = rng.int(1, maxDay);
      times.push({ ms: Date.UTC(year, month0, day, rng.int(3, 11), rng.int(0, 59)), forceStaff: false });
    }
    if (isBaseMonth) {
      const d = new Date(BASE_MS);
      for (let i = 0; i < NEWEST_DAY_LEADS - 1; i++) {
        const ms = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 3 + i, rng.int(0, 59));
        times.push({ ms, forceStaff: i % 2 === 0 });
      }
      times.push({ ms: BASE_MS, forceStaff: true }); // the newest record of the whole seed
    }
  }
  times.sort((a, b) => a.ms - b.ms);
  const specs: LeadSpec[] = times.map((t, i) => ({
    id: i + 1,
    createdMs: t.ms,
    createdBy: t.forceStaff ? 3 : rng.weighted(CREATOR_WEIGHTS),
  }));
  // Coverage: every stage and priority appears, including on leads of the newest month.
  const recent = specs.slice(-40);
  STAGES.forEach((stage, i) => {
    recent[i * 4].stage = stage;
  });
  LEAD_PRIORITIES.forEach((priority, i) => {
    recent[i * 4 + 1].priority = priority;
  });
  // Staff (employee 3) owns some disabled leads and some enabled ones for the request demos.
  const staffLeads = specs.filter((s) => s.createdBy === 3);
  staffLeads.slice(0, 3).forEach((s) => (s.disabled = 1));
  staffLeads.slice(3, 8).forEach((s) => (s.disabled = 0));
  return specs;
}
