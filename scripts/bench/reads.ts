import type { Api } from './client';
import { day, measureCombos, type ListTimings } from './list-combos';

/** The leads list filter combinations (query strings), including searches, as the app sends them. */
function combinations(today: Date): Array<[string, string]> {
  const monthStart = day(new Date(today.getFullYear(), today.getMonth(), 1));
  const monthEnd = day(new Date(today.getFullYear(), today.getMonth() + 1, 0));
  const last30 = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29));
  const all = `start_date=1970-01-01&end_date=${day(today)}`;
  const combos: Array<[string, string]> = [
    ['current month (default)', `page=1&per_page=10&start_date=${monthStart}&end_date=${monthEnd}`],
    ['all time', `page=1&per_page=10&${all}`],
    ['all time, 100 rows, page 50', `page=50&per_page=100&${all}`],
    ['search "ltd" all time', `per_page=10&search=ltd&${all}`],
    ['search no match', `per_page=10&search=zzzzqqq&${all}`],
    ['stage + priority', `per_page=20&stage=new&priority=Good&${all}`],
    ['employee', `per_page=10&employee=3&${all}`],
    ['exhibition + industry', `per_page=50&exhibition=2&selectedIndustryType=3&${all}`],
    ['last 30 days + search', `per_page=10&search=a&start_date=${last30}&end_date=${day(today)}`],
    [
      'every filter',
      `per_page=10&search=a&stage=new&priority=Good&employee=4&exhibition=2&selectedIndustryType=3&${all}`,
    ],
  ];
  // With a date range the app also sends the browser's UTC offset.
  return combos.map(([name, q]) => [name, `${q}&utc_offset=${-today.getTimezoneOffset()}`]);
}

export type LeadListResult = ListTimings;

/**
 * `rounds` sequential GET /leads per combination, as staff: staff rows carry their access flags,
 * the costlier path.
 */
export function measureLeadList(api: Api, token: string, rounds: number): Promise<LeadListResult> {
  return measureCombos(api, token, rounds, '/leads', combinations(new Date()));
}
