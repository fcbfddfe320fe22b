import type { Api } from './client';
import { summarize, type Summary } from './stats';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

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

export interface LeadListResult {
  all: Summary;
  combos: Array<{ name: string; total: number; summary: Summary }>;
}

/**
 * `rounds` sequential GET /leads per combination, as staff: staff rows carry their access flags,
 * the costlier path.
 */
export async function measureLeadList(api: Api, token: string, rounds: number): Promise<LeadListResult> {
  const combos = combinations(new Date());
  // The first call of each combination warms the JIT and caches; it is not counted.
  for (const [, q] of combos) await api.expect(200, 'GET', `/leads?${q}`, { token });
  const everything: number[] = [];
  const results: LeadListResult['combos'] = [];
  for (const [name, q] of combos) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      const reply = await api.expect(200, 'GET', `/leads?${q}`, { token });
      times.push(reply.ms);
      total = (reply.body?.contents as { total?: number } | undefined)?.total ?? 0;
    }
    everything.push(...times);
    results.push({ name, total, summary: summarize(times) });
  }
  return { all: summarize(everything), combos: results };
}
