import { dateWindow, type DateWindow, type LeadFilters } from '../../../../server/leads/query';
import { type BothStores, openBoth } from './both-stores';
import { activityDoc, leadDoc } from './lead-rows';

/**
 * The dashboard's counts on PostgreSQL come partly from days counted once (counted_days,
 * server/db/postgres/repos/counted-days.ts). Whatever changes a day after it was counted (a lead
 * deleted or moved to another stage, an activity written into a past day, a key account's first
 * 'Y' moving) must show in the next count exactly as the embedded store counts it.
 */
let both: BothStores;
let now = new Date('2026-05-10T12:00:00.000Z');
const at = (d: number, h = 9) =>
  `2026-05-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00.000Z`;
const days = (startDate: string, endDate: string, utcOffset?: number) =>
  dateWindow({ startDate, endDate, utcOffset })!;
const ALL_TIME: DateWindow = {
  from: -Infinity,
  to: Infinity,
  fromIso: '0000-01-01T00:00:00.000Z',
  toIso: '99999',
};
const WINDOWS: Array<[string, DateWindow | null]> = [
  ['everything', null],
  ['All Time', ALL_TIME],
  ['the first week', days('2026-05-01', '2026-05-07')],
  ['Dhaka days', days('2026-05-02', '2026-05-03', 360)],
  ['New York days', days('2026-05-03', '2026-05-09', -240)],
  ['one day', days('2026-05-04', '2026-05-04')],
  ['up to today', days('2026-05-05', '2026-05-12')],
];

/** The date filters of the leads and key-account lists (their totals come from counted days too). */
const LIST_RANGES: LeadFilters[] = [
  {},
  { startDate: '2026-05-01', endDate: '2026-05-07' },
  { startDate: '2026-05-02', endDate: '2026-05-03', utcOffset: 360 },
  { startDate: '2026-05-05', endDate: '2026-05-12', utcOffset: -240 },
];

/** Every count the dashboard and the lists ask, over every window, equal on both stores. */
async function sameCounts(): Promise<void> {
  for (const filters of LIST_RANGES)
    for (const keyAccounts of [false, true])
      await both.same((s) =>
        s.repos.leads.page(filters, { page: 1, perPage: 2 }, undefined, { keyAccounts }),
      );
  for (const [, window] of WINDOWS) {
    await both.same((s) => s.repos.dashboards.countByStage(window));
    if (!window) continue;
    for (const what of ['leads', 'activities', 'keyAccounts'] as const)
      await both.same((s) => s.repos.dashboards.countIn(what, window));
  }
}

const count = (what: 'leads' | 'activities' | 'keyAccounts', window: DateWindow) =>
  both.same((s) => s.repos.dashboards.countIn(what, window));
const counted = async () =>
  (
    await both.postgres.pool!.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM counted_days WHERE counts IS NOT NULL GROUP BY kind ORDER BY kind',
    )
  ).rows;

beforeAll(async () => {
  both = await openBoth({ now: () => now });
  const leads = [
    leadDoc('Acme', at(1), 'New'),
    leadDoc('Beta', at(2), 'Won'),
    leadDoc('Gamma', at(2, 23), 'New'),
    leadDoc('Delta', at(4), null),
    leadDoc('Epsilon', at(6), 'Lost'),
    leadDoc('Zeta', at(9), 'New'),
  ];
  for (const lead of leads) await both.seed('leads', lead);
  const activities = [
    activityDoc(1, 'note', at(3), 'Y'),
    activityDoc(1, 'note', at(5), 'Y'),
    activityDoc(2, 'note', at(3)),
    activityDoc(3, 'sms', at(4, 20), 'Y'),
    activityDoc(4, 'log', at(6)),
    activityDoc(6, 'log', at(9), 'Y'),
  ];
  for (const row of activities) await both.write((s, tx) => s.repos.activities.insert(tx, row as never));
});
afterAll(() => both?.close());

test('the days that are over are counted once, and counts over them stay exact', async () => {
  await sameCounts();
  // Counted up to the day before yesterday (the 8th): leads on 4 days, activities on 4, key accounts on 2.
  expect(await counted()).toEqual([
    { kind: 'activities', n: 4 },
    { kind: 'key_account_leads', n: 2 },
    { kind: 'key_accounts', n: 2 },
    { kind: 'leads', n: 4 },
  ]);
  const keyAccountList = await both.same((s) =>
    s.repos.leads.page({}, { page: 1, perPage: 10 }, undefined, { keyAccounts: true }),
  );
  expect(keyAccountList.total).toBe(3);
  expect(await count('leads', ALL_TIME)).toBe(6);
  expect(await count('keyAccounts', days('2026-05-03', '2026-05-03'))).toBe(1);
});

test('a lead deleted from a counted day, with its activities', async () => {
  await both.write(async (s, tx) => {
    await s.repos.activities.removeOfLead(tx, 3);
    return s.repos.leads.remove(tx, 3);
  });
  await sameCounts();
  expect(await count('leads', days('2026-05-02', '2026-05-02'))).toBe(1);
  expect(await count('keyAccounts', days('2026-05-04', '2026-05-04'))).toBe(0);
});

test('a lead moved to another stage on a counted day', async () => {
  await both.write((s, tx) => s.repos.leads.update(tx, 2, { lead_stage: 'Lost' }));
  await sameCounts();
  expect(
    [...(await both.same((s) => s.repos.dashboards.countByStage(days('2026-05-01', '2026-05-07'))))].sort(),
  ).toEqual([
    ['', 1],
    ['Lost', 2],
    ['New', 1],
  ]);
});

test('activities written into counted days, one moving a key account to an earlier day', async () => {
  for (const row of [
    activityDoc(1, 'note', at(2), 'Y'),
    activityDoc(5, 'note', at(7), 'Y'),
    activityDoc(2, 'log', at(1, 3)),
  ])
    await both.write((s, tx) => s.repos.activities.insert(tx, row as never));
  await sameCounts();
  expect(await count('keyAccounts', days('2026-05-02', '2026-05-02'))).toBe(1);
  expect(await count('keyAccounts', days('2026-05-03', '2026-05-03'))).toBe(0);
  expect(await count('activities', days('2026-05-01', '2026-05-01'))).toBe(1);
});

test('days that end later are counted then, with what was written into them meanwhile', async () => {
  await both.seed('leads', leadDoc('Eta', at(10, 1), 'Won'));
  now = new Date('2026-05-14T08:00:00.000Z');
  await both.seed('leads', leadDoc('Theta', at(9, 5), 'New'));
  await sameCounts();
  expect(await count('leads', days('2026-05-09', '2026-05-10'))).toBe(3);
  expect((await counted()).find((c) => c.kind === 'leads')).toEqual({ kind: 'leads', n: 6 });
});
