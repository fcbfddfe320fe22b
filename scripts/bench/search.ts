import type { Api } from './client';
import { summarize, type Summary } from './stats';

/** What people type into the Ctrl+K palette: common and rare words, a phone part, no match. */
const TERMS = ['ltd', 'bengal', 'textile', 'rahman', '01711', '@gmail', 'zzzzqqq'];

export interface SearchResult {
  search: Summary;
  /** The former per-request scan of every prospect's and stakeholder's name (see formerNameScan). */
  formerScan: Summary;
  prospectsAndStakeholders: number;
}

type Rows = { rows(collection: string): readonly Record<string, unknown>[] };

/**
 * Before: GET /search lower-cased and tested every prospect's and stakeholder's name on each call
 * (server/search/routes.ts until the joined-name search). Kept here, run on the app's own rows,
 * as the baseline of the search figure.
 */
function formerNameScan(db: Rows, term: string): number {
  let found = 0;
  for (const collection of ['prospects', 'stackholders'])
    for (const r of db.rows(collection))
      if (
        String(r.organization_name ?? '')
          .toLowerCase()
          .includes(term)
      )
        found++;
  return found;
}

/** `rounds` sequential GET /search per term (after one warm-up each) as `token`'s user. */
export async function measureSearch(
  api: Api,
  token: string,
  rounds: number,
  db?: Rows,
): Promise<SearchResult> {
  for (const q of TERMS) await api.expect(200, 'GET', `/search?q=${encodeURIComponent(q)}`, { token });
  const times: number[] = [];
  for (let i = 0; i < rounds; i++)
    for (const q of TERMS)
      times.push((await api.expect(200, 'GET', `/search?q=${encodeURIComponent(q)}`, { token })).ms);
  const former: number[] = [];
  if (db?.rows)
    for (let i = 0; i < rounds; i++)
      for (const q of TERMS) {
        const started = performance.now();
        formerNameScan(db, q);
        former.push(performance.now() - started);
      }
  return {
    search: summarize(times),
    formerScan: summarize(former),
    prospectsAndStakeholders: db?.rows ? db.rows('prospects').length + db.rows('stackholders').length : 0,
  };
}
