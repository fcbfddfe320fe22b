import type { Api } from './client';
import { day, measureCombos, type ListTimings } from './list-combos';

/** The prospects screen's filter combinations, as its query builder sends them (src/features/prospects/api.ts). */
function combinations(today: Date): Array<[string, string]> {
  const last30 = `start_date=${day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29))}&end_date=${day(today)}`;
  return [
    ['no filter (default)', 'page=1&per_page=10'],
    ['100 rows, page 50', 'page=50&per_page=100'],
    ['search "ltd"', 'page=1&per_page=10&search=ltd'],
    ['search no match', 'page=1&per_page=10&search=zzzzqqq'],
    ['industry', 'page=1&per_page=10&industry=3'],
    ['exhibitions 2 or 5', 'page=1&per_page=10&exhibitions=2,5'],
    ['employees 3 or 4', 'page=1&per_page=10&employees=3,4'],
    ['last 30 days', `page=1&per_page=10&${last30}`],
    ['last 30 days + search', `page=1&per_page=10&search=a&${last30}`],
    ['every filter', `page=1&per_page=10&search=a&industry=3&exhibitions=2,5&employees=3,4&${last30}`],
  ];
}

/** `rounds` sequential GET /prospects per combination (after one warm-up call each) as `token`'s user. */
export function measureProspectList(api: Api, token: string, rounds: number): Promise<ListTimings> {
  return measureCombos(api, token, rounds, '/prospects', combinations(new Date()));
}
