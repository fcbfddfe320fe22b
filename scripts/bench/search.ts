import type { Api } from './client';
import { summarize, type Summary } from './stats';

/** What people type into the Ctrl+K palette: common and rare words, a phone part, no match. */
const TERMS = ['ltd', 'bengal', 'textile', 'rahman', '01711', '@gmail', 'zzzzqqq'];

/** `rounds` sequential GET /search per term (after one warm-up each) as `token`'s user. */
export async function measureSearch(api: Api, token: string, rounds: number): Promise<Summary> {
  for (const q of TERMS) await api.expect(200, 'GET', `/search?q=${encodeURIComponent(q)}`, { token });
  const times: number[] = [];
  for (let i = 0; i < rounds; i++)
    for (const q of TERMS)
      times.push((await api.expect(200, 'GET', `/search?q=${encodeURIComponent(q)}`, { token })).ms);
  return summarize(times);
}
