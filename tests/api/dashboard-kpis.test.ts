import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// The KPI row of GET /leads-dashboard-data (contents.kpis): leads created, new key accounts and
// activities in the range and in the previous range of the same length, against the seed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
const NOW = new Date('2026-06-15T12:00:00.000Z');

let server: TestServer;
let admin: string;
let db: AnyRow;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  admin = await server.login('admin@crms.test', 'Admin#123');
  db = readDb(server.dataDir);
}, 30_000);
afterAll(() => server.close());

const day = (iso: string) => iso.slice(0, 10);
const within = (iso: string, start: string, end: string) => day(iso) >= start && day(iso) <= end;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The three figures for [start, end] (UTC days), computed here from the seed. */
function figures(start: string, end: string) {
  const firstY = new Map<number, string>();
  for (const a of db['lead-activities'])
    if (a.key_account === 'Y' && (!firstY.has(a.lead_id) || a.created_at < firstY.get(a.lead_id)!))
      firstY.set(a.lead_id, a.created_at);
  return {
    leads: db.leads.filter((l: AnyRow) => within(l.created_at, start, end)).length,
    keyAccounts: [...firstY.values()].filter((at) => within(at, start, end)).length,
    activities: db['lead-activities'].filter((a: AnyRow) => within(a.created_at, start, end)).length,
  };
}

const kpisFor = async (query: string) => {
  const res = await server.request('GET', `/leads-dashboard-data${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.contents.kpis;
};

describe('dashboard KPIs', () => {
  it('counts the range and the previous range of the same length', async () => {
    // A range holding seeded activities and key accounts: the busiest month of the seed.
    const months = new Map<string, number>();
    for (const a of db['lead-activities'])
      months.set(a.created_at.slice(0, 7), (months.get(a.created_at.slice(0, 7)) ?? 0) + 1);
    const month = [...months].sort((a, b) => b[1] - a[1])[0][0];
    const start = `${month}-01`;
    const end = addDays(addDays(start, 32).slice(0, 8) + '01', -1);
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    const prevStart = addDays(start, -days);
    const prevEnd = addDays(start, -1);
    const now = figures(start, end);
    const before = figures(prevStart, prevEnd);
    expect(now.activities).toBeGreaterThan(0);
    const kpis = await kpisFor(`?start_date=${start}&end_date=${end}`);
    expect(kpis.previous_range).toEqual({ start_date: prevStart, end_date: prevEnd });
    expect(kpis.leads_created).toEqual({ current: now.leads, previous: before.leads });
    expect(kpis.new_key_accounts).toEqual({ current: now.keyAccounts, previous: before.keyAccounts });
    expect(kpis.activities).toEqual({ current: now.activities, previous: before.activities });
  });

  it('a one-day range compares with the day before', async () => {
    const at = db['lead-activities'][0].created_at.slice(0, 10);
    const kpis = await kpisFor(`?start_date=${at}&end_date=${at}`);
    const prev = addDays(at, -1);
    expect(kpis.previous_range).toEqual({ start_date: prev, end_date: prev });
    expect(kpis.activities.current).toBe(figures(at, at).activities);
    expect(kpis.activities.previous).toBe(figures(prev, prev).activities);
  });

  it.each(['', '?start_date=1970-01-01&end_date=2999-12-31'])(
    'All Time (%s) counts everything and has no previous range',
    async (query) => {
      const kpis = await kpisFor(query);
      const firstY = new Set(
        db['lead-activities'].filter((a: AnyRow) => a.key_account === 'Y').map((a: AnyRow) => a.lead_id),
      );
      expect(kpis.previous_range).toBeNull();
      expect(kpis.leads_created).toEqual({ current: db.leads.length, previous: null });
      expect(kpis.new_key_accounts).toEqual({ current: firstY.size, previous: null });
      expect(kpis.activities).toEqual({ current: db['lead-activities'].length, previous: null });
    },
  );

  it('a lead becomes a new key account on its first key_account Y activity, once', async () => {
    const keyLeads = new Set(
      db['lead-activities'].filter((a: AnyRow) => a.key_account === 'Y').map((a: AnyRow) => a.lead_id),
    );
    const lead = db.leads.find((l: AnyRow) => !keyLeads.has(l.id) && l.is_disabled !== 1);
    const today = day(NOW.toISOString());
    const query = `?start_date=${today}&end_date=${today}`;
    const before = await kpisFor(query);
    const log = (key_account: string) =>
      server.request('POST', '/store-leads-details-log-info', {
        token: admin,
        body: { lead_id: lead.id, description: 'KPI check', key_account },
      });
    expect((await log('Y')).status).toBe(201);
    expect((await log('Y')).status).toBe(201);
    const after = await kpisFor(query);
    expect(after.new_key_accounts.current).toBe(before.new_key_accounts.current + 1);
    expect(after.activities.current).toBe(before.activities.current + 2);
  });
});
