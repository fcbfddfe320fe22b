import { dateWindow, type DateWindow } from '../../../../server/leads/query';
import { type BothStores, openBoth, seedEmployees, seedExhibitions } from './both-stores';
import { activityDoc, leadDoc } from './lead-rows';
import type { StoreUnderTest } from './stores';

/**
 * repos.dashboards (server/dashboards/repository.ts) and repos.reports
 * (server/reports/repository.ts) on both stores: counts, groups and pages over the same leads and
 * activities give the same answers.
 */
let both: BothStores;
const at = (d: number, h = 9) =>
  `2026-05-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00.000Z`;
const ids = (rows: readonly { id: number }[]) => rows.map((l) => l.id);
const days = (startDate: string, endDate: string, utcOffset?: number) =>
  dateWindow({ startDate, endDate, utcOffset })!;
/** The All Time window server/dashboards/kpis.ts counts with. */
const ALL_TIME: DateWindow = {
  from: -Infinity,
  to: Infinity,
  fromIso: '0000-01-01T00:00:00.000Z',
  toIso: '99999',
};

beforeAll(async () => {
  both = await openBoth();
  const [e1, e2, e3] = await seedEmployees(both, 3);
  const [f1, f2] = await seedExhibitions(both, 2);
  const leads = [
    leadDoc('Acme', at(1), 'New', [[f1, e1, e2]]),
    leadDoc('Beta', at(2), 'Won', [[f1, e1, null]]),
    leadDoc('Gamma', at(2), 'New', [
      [f2, e2, e2],
      [f1, e3, e1],
    ]),
    leadDoc('Delta', at(3, 22), null, [[null, e1, null]]),
    leadDoc('Epsilon', at(4), 'Lost', [[f2, null, e3]]),
    leadDoc('Zeta', at(5), 'New'),
    // Assigned twice to the same employee at the same exhibition: one lead of the card.
    leadDoc('Eta', at(6), 'Won', [
      [f1, e1, null],
      [f1, e1, e1],
    ]),
  ];
  for (const lead of leads) await both.seed('leads', lead);
  const activities = [
    activityDoc(1, 'note', at(2), 'Y'),
    activityDoc(1, 'note', at(1), 'Y'),
    activityDoc(2, 'note', at(3)),
    activityDoc(3, 'sms', at(4), 'Y'),
    activityDoc(5, 'log', at(5, 23)),
  ];
  for (const row of activities) await both.write((s, tx) => s.repos.activities.insert(tx, row as never));
});
afterAll(() => both?.close());

const dashboards = (s: StoreUnderTest) => s.repos.dashboards;

test.each([
  ['All Time', ALL_TIME],
  ['one UTC day', days('2026-05-02', '2026-05-02')],
  ['days in Dhaka time', days('2026-05-04', '2026-05-05', 360)],
  ['a range with nothing', days('2025-01-01', '2025-01-31')],
  ['years past 9999', days('2026-05-01', '12026-01-01')],
])('countIn, countByStage and newest: %s', async (_name, window) => {
  for (const what of ['leads', 'activities', 'keyAccounts'] as const)
    await both.same((s) => dashboards(s).countIn(what, window));
  const byStage = await both.same((s) => dashboards(s).countByStage(window));
  expect([...byStage.values()].every((n) => n > 0)).toBe(true);
  for (const limit of [2, 10]) await both.same((s) => dashboards(s).newest(window, limit));
});

test('the figures themselves', async () => {
  expect(await both.same((s) => dashboards(s).countIn('keyAccounts', ALL_TIME))).toBe(2);
  // Lead 1 became a key account on the 1st (its first Y), not the 2nd.
  expect(await both.same((s) => dashboards(s).countIn('keyAccounts', days('2026-05-02', '2026-05-02')))).toBe(
    0,
  );
  expect(
    await both.same((s) => dashboards(s).countIn('activities', days('2026-05-06', '2026-05-06', 360))),
  ).toBe(1);
  expect([...(await both.same((s) => dashboards(s).countByStage(null)))].sort()).toEqual([
    ['', 1],
    ['Lost', 1],
    ['New', 3],
    ['Won', 2],
  ]);
  const newest = await both.same((s) => dashboards(s).newest(null, 4));
  expect([ids(newest.rows), newest.total]).toEqual([[7, 6, 5, 4], 7]);
  expect(newest.rows[3]).toMatchObject({ lead_stage: null, initial_info: { organization_name: 'Delta' } });
});

const reports = (s: StoreUnderTest) => s.repos.reports;
const pairs = async (s: StoreUnderTest, filter: { employeeId?: number; exhibitionId?: number }) =>
  (await reports(s).assignments(filter))
    .map((a) => [a.employeeId, a.exhibitionId])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);

test('assignments: every (employee, exhibition) pair with leads, by either employee of a block', async () => {
  expect(await both.same((s) => pairs(s, {}))).toEqual([
    [1, 1],
    [2, 1],
    [2, 2],
    [3, 1],
    [3, 2],
  ]);
  expect(await both.same((s) => pairs(s, { employeeId: 2 }))).toEqual([
    [2, 1],
    [2, 2],
  ]);
  expect(await both.same((s) => pairs(s, { exhibitionId: 2 }))).toEqual([
    [2, 2],
    [3, 2],
  ]);
  expect(await both.same((s) => pairs(s, { employeeId: 3, exhibitionId: 1 }))).toEqual([[3, 1]]);
  expect(await both.same((s) => pairs(s, { employeeId: 9 }))).toEqual([]);
});

test('leadsOf: one pair’s leads newest first, cut to the limit, with the count', async () => {
  const of = (employeeId: number, exhibitionId: number, limit: number) =>
    both.same(async (s) => (await reports(s).leadsOf([{ employeeId, exhibitionId }], limit))[0]);
  const all = await of(1, 1, Infinity);
  expect([ids(all.leads), all.total]).toEqual([[7, 3, 2, 1], 4]);
  // A card's four columns of a lead, no child rows.
  expect(all.leads[0]).toStrictEqual({
    id: 7,
    organization_name: 'Eta',
    lead_priority: 'High',
    is_disabled: 0,
  });
  const first = await of(1, 1, 2);
  expect([ids(first.leads), first.total]).toEqual([[7, 3], 4]);
  const one = await of(1, 1, 1);
  expect([ids(one.leads), one.total]).toEqual([[7], 4]);
  expect(await of(2, 2, 20)).toMatchObject({ total: 1 });
  expect(await of(9, 1, 20)).toEqual({ total: 0, leads: [] });
});

test('leadsOf: a page of cards in one call, in the order asked, one without leads', async () => {
  const cards = [
    { employeeId: 3, exhibitionId: 1 },
    { employeeId: 9, exhibitionId: 1 },
    { employeeId: 1, exhibitionId: 1 },
    { employeeId: 2, exhibitionId: 2 },
  ];
  const page = await both.same((s) => reports(s).leadsOf(cards, 2));
  expect(page.map((c) => [ids(c.leads), c.total])).toEqual([
    [[3], 1],
    [[], 0],
    [[7, 3], 4],
    [[3], 1],
  ]);
  expect(await both.same((s) => reports(s).leadsOf([], 20))).toEqual([]);
});
