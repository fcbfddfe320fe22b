import type { Api } from './client';
import { summarize, type Summary } from './stats';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as yyyy-MM-dd (what the screens' date filters send). */
export const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A list call's timings: over every call, and per filter combination with the total it found. */
export interface ListTimings {
  all: Summary;
  combos: Array<{ name: string; total: number; summary: Summary }>;
}

/**
 * `rounds` sequential GET `path` per filter combination ([name, query string]) as `token`'s user.
 * The first call of each combination warms the JIT and caches; it is not counted.
 */
export async function measureCombos(
  api: Api,
  token: string,
  rounds: number,
  path: string,
  combos: Array<[string, string]>,
): Promise<ListTimings> {
  for (const [, q] of combos) await api.expect(200, 'GET', `${path}?${q}`, { token });
  const everything: number[] = [];
  const results: ListTimings['combos'] = [];
  for (const [name, q] of combos) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      const reply = await api.expect(200, 'GET', `${path}?${q}`, { token });
      times.push(reply.ms);
      total = (reply.body?.contents as { total?: number } | undefined)?.total ?? 0;
    }
    everything.push(...times);
    results.push({ name, total, summary: summarize(times) });
  }
  return { all: summarize(everything), combos: results };
}
