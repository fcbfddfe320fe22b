import type { Api } from './client';
import { day } from './list-combos';
import { summarize, type Summary } from './stats';

/** The dashboard's ranges and the report's filters, as the app sends them. */
function calls(today: Date): Array<[string, string]> {
  const offset = -today.getTimezoneOffset();
  const month = `start_date=${day(new Date(today.getFullYear(), today.getMonth(), 1))}&end_date=${day(new Date(today.getFullYear(), today.getMonth() + 1, 0))}`;
  return [
    ['dashboard: no range', '/leads-dashboard-data'],
    ['dashboard: current month', `/leads-dashboard-data?${month}&utc_offset=${offset}`],
    [
      'dashboard: all time',
      `/leads-dashboard-data?start_date=1970-01-01&end_date=${day(today)}&utc_offset=${offset}`,
    ],
    ['report: page 1', '/employee-activity-report?page=1&per_page=12'],
    ['report: page 3', '/employee-activity-report?page=3&per_page=12'],
    ['report: one employee', '/employee-activity-report?employee_id=4&per_page=12'],
    ['report: one exhibition', '/employee-activity-report?exhibition_id=2&per_page=12'],
  ];
}

export interface CallFigures {
  dashboard: Summary;
  report: Summary;
  calls: Array<{ name: string; summary: Summary }>;
}

/** `rounds` sequential calls of each kind (after one warm-up call each), as `token`'s user. */
export async function measureDashboardAndReport(
  api: Api,
  token: string,
  rounds: number,
): Promise<CallFigures> {
  const list = calls(new Date());
  for (const [, url] of list) await api.expect(200, 'GET', url, { token });
  const dashboard: number[] = [];
  const report: number[] = [];
  const out: CallFigures['calls'] = [];
  for (const [name, url] of list) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push((await api.expect(200, 'GET', url, { token })).ms);
    (name.startsWith('dashboard') ? dashboard : report).push(...times);
    out.push({ name, summary: summarize(times) });
  }
  return { dashboard: summarize(dashboard), report: summarize(report), calls: out };
}
