import type { Api } from './client';
import { summarize, type Summary } from './stats';
import { leadCreator } from './writes';

/** The searches timed right after a write; "ltd" matches most generated leads, the other almost none. */
export const SEARCHES = ['ltd', 'zzqx'] as const;

/**
 * A write followed at once by a search, `rounds` times per term: the cost a search pays when the
 * leads' kept search texts and positions must first catch up with a write (an exhibition day, with
 * staff creating leads while others search). The searches of `measureLeadList` run without writes.
 */
export async function measureSearchAfterWrite(
  api: Api,
  adminToken: string,
  staffToken: string,
  rounds: number,
): Promise<Record<(typeof SEARCHES)[number], Summary>> {
  const write = leadCreator(api, adminToken);
  const out = {} as Record<(typeof SEARCHES)[number], Summary>;
  for (const term of SEARCHES) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      await write();
      const path = `/leads?start_date=1970-01-01&search=${term}&per_page=10`;
      times.push((await api.expect(200, 'GET', path, { token: staffToken })).ms);
    }
    out[term] = summarize(times);
  }
  return out;
}
