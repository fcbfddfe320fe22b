import type { Api } from './client';
import { summarize, type Summary } from './stats';

const BIG_TIMELINE = 500;

export interface DetailsResult {
  /** The details read of one lead with BIG_TIMELINE activities. */
  bigTimeline: Summary;
  /** The details read of ordinary leads (a few activities each). */
  typicalTimeline: Summary;
  keyAccountList: Summary;
  keyAccounts: number;
}

/**
 * The details pages' figures: a lead is given BIG_TIMELINE notes (as admin, sequentially), then
 * its details read (lead, counts, whole timeline) is timed `rounds` times beside ordinary leads';
 * GET /key-account-list is timed over its first page, a deep page and a search, as staff.
 */
export async function measureDetails(
  api: Api,
  admin: string,
  staff: string,
  rounds: number,
): Promise<DetailsResult> {
  const list = await api.expect(200, 'GET', '/leads?per_page=100&start_date=1970-01-01', { token: admin });
  const leads = (list.body?.contents as { data: { id: number; is_disabled: number }[] }).data;
  const big = leads[0].id;
  const already = await api.expect(200, 'POST', '/get-leads-details-tab-count-and-data', {
    token: admin,
    body: { lead_id: big },
  });
  const have = (already.body?.contents as { counts: { all: number } }).counts.all;
  for (let i = have; i < BIG_TIMELINE; i++)
    await api.expect(201, 'POST', '/store-leads-details-note-info', {
      token: admin,
      body: { lead_id: big, note_description: `Bench note ${i}`, key_account: i % 50 === 0 ? 'Y' : 'N' },
    });

  const read = async (leadId: number) =>
    (
      await api.expect(200, 'POST', '/get-leads-details-tab-count-and-data', {
        token: admin,
        body: { lead_id: leadId },
      })
    ).ms;
  await read(big); // warm-up
  const bigTimes: number[] = [];
  for (let i = 0; i < rounds; i++) bigTimes.push(await read(big));
  const typical: number[] = [];
  for (let i = 0; i < rounds; i++) typical.push(await read(leads[1 + (i % (leads.length - 1))].id));

  const queries = [
    'page=1&per_page=10',
    'page=5&per_page=100',
    'per_page=10&search=ltd',
    'per_page=10&stage=won',
  ];
  for (const q of queries) await api.expect(200, 'GET', `/key-account-list?${q}`, { token: staff });
  const kaTimes: number[] = [];
  let keyAccounts = 0;
  for (let i = 0; i < rounds; i++)
    for (const q of queries) {
      const reply = await api.expect(200, 'GET', `/key-account-list?${q}`, { token: staff });
      kaTimes.push(reply.ms);
      if (q === queries[0]) keyAccounts = (reply.body?.contents as { total: number }).total;
    }
  return {
    bigTimeline: summarize(bigTimes),
    typicalTimeline: summarize(typical),
    keyAccountList: summarize(kaTimes),
    keyAccounts,
  };
}
