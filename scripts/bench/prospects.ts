import type { Api } from './client';
import { day, measureCombos, type ListTimings } from './list-combos';
import { summarize, type Summary } from './stats';

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

export interface ProspectListResult extends ListTimings {
  /** The former per-call merge of the exhibitions 2 and 5 groups (see formerUnion); n 0 without the db. */
  formerUnion: Summary;
}

type Groups = { index(collection: string, name: string): { ids(key: unknown): ReadonlySet<number> } };

/**
 * Before: GET /prospects merged the groups of a multi-value filter (exhibitions 2 OR 5) into a new
 * set on every call (server/prospects/list-query.ts until it tested the groups one by one). Kept
 * here, run on the app's own index, as the baseline of the exhibitions figure.
 */
function formerUnion(db: Groups, keys: number[]): number {
  const out = new Set<number>();
  for (const key of keys) for (const id of db.index('prospects', 'exhibition').ids(key)) out.add(id);
  return out.size;
}

/** `rounds` sequential GET /prospects per combination (after one warm-up call each) as `token`'s user. */
export async function measureProspectList(
  api: Api,
  token: string,
  rounds: number,
  db?: Groups,
): Promise<ProspectListResult> {
  const timings = await measureCombos(api, token, rounds, '/prospects', combinations(new Date()));
  const former: number[] = [];
  if (typeof db?.index === 'function')
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      formerUnion(db, [2, 5]);
      former.push(performance.now() - started);
    }
  return { ...timings, formerUnion: summarize(former) };
}
