import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /leads-dashboard-data: counts per stage and recent leads, checked against the seed itself.

let server: TestServer;
let admin: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let leads: any[];

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await server.signIn('admin', 'staff');
  leads = readDb(server.dataDir).leads;
}, 30_000);
afterAll(() => server.close());

const day = (iso: string) => iso.slice(0, 10);
const get = (query: string, token = admin) =>
  server.request('GET', `/leads-dashboard-data${query}`, { token });

/** What the dashboard must answer for leads created on [start, end] (UTC days), from the seed. */
function expected(start?: string, end?: string) {
  const inRange = leads.filter((l) => !start || (day(l.created_at) >= start && day(l.created_at) <= end!));
  const counts: Record<string, number> = {};
  for (const lead of inRange) counts[lead.lead_stage] = (counts[lead.lead_stage] ?? 0) + 1;
  const newest = [...inRange]
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    .slice(0, 10)
    .map((l) => l.id);
  return { counts, newest, total: inRange.length };
}

const countsOf = (chart: { labels: string[]; series: number[] }) =>
  Object.fromEntries(chart.labels.map((label, i) => [label, chart.series[i]]));

describe('GET /leads-dashboard-data', () => {
  it('needs a token and a dashboard permission', async () => {
    expect((await server.request('GET', '/leads-dashboard-data')).status).toBe(401);
  });

  it('without a range counts every lead per stage and lists the newest ten', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    const want = expected();
    expect(countsOf(res.body.contents.chartData)).toEqual(want.counts);
    expect(res.body.contents.leads.map((l: { id: number }) => l.id)).toEqual(want.newest);
    expect(res.body.contents.total).toBe(want.total);
  });

  it('labels follow the configured stage order', async () => {
    const res = await get('');
    const stages = readDb(server.dataDir)['lead-stages'];
    const order = stages
      .sort((a, b) => a.order - b.order)
      .map((s) => s.lead_stage)
      .filter((s) => s in expected().counts);
    expect(res.body.contents.chartData.labels).toEqual(order);
  });

  it('is inclusive at both ends of the range', async () => {
    const days = [...new Set(leads.map((l) => day(l.created_at)))].sort();
    const [start, end] = [days[3], days[8]];
    const res = await get(`?start_date=${start}&end_date=${end}`);
    const want = expected(start, end);
    expect(want.total).toBeGreaterThan(0);
    expect(countsOf(res.body.contents.chartData)).toEqual(want.counts);
    expect(res.body.contents.leads.map((l: { id: number }) => l.id)).toEqual(want.newest);
    // A single day holds the leads created on it.
    const one = await get(`?start_date=${start}&end_date=${start}`);
    expect(countsOf(one.body.contents.chartData)).toEqual(expected(start, start).counts);
  });

  it('an empty range answers empty arrays', async () => {
    const res = await get('?start_date=1990-01-01&end_date=1990-01-31');
    expect(res.status).toBe(200);
    expect(res.body.contents).toMatchObject({ leads: [], total: 0, chartData: { labels: [], series: [] } });
  });

  it('rows carry the dashboard data and no styling: the app derives the badge from the priority', async () => {
    const res = await get('');
    const row = res.body.contents.leads[0];
    const lead = leads.find((l) => l.id === row.id);
    expect(row).toMatchObject({
      id: lead.id,
      LeadID: lead.id,
      CompanyName: lead.initial_info.organization_name,
      lead_stage: lead.lead_stage,
      lead_priority: lead.lead_priority,
    });
    for (const r of res.body.contents.leads)
      expect(Object.keys(r).sort()).toEqual(
        ['CompanyName', 'LeadID', 'created_at', 'id', 'lead_priority', 'lead_stage', 'restricted'].sort(),
      );
  });

  it('restricted leads are marked for a caller without Leads Details', async () => {
    const restricted = new Set(leads.filter((l) => l.is_disabled === 1).map((l) => l.id));
    for (const token of [staff, admin]) {
      const days = [...new Set(leads.map((l) => day(l.created_at)))].sort();
      const res = await get(`?start_date=${days[0]}&end_date=${days[days.length - 1]}`, token);
      for (const row of res.body.contents.leads)
        expect(row.restricted).toBe(token === staff && restricted.has(row.id));
    }
  });

  it('needs both dates or neither, well formed and in order', async () => {
    const only = await get('?start_date=2026-01-01');
    expect(only.status).toBe(422);
    expect(Object.keys(only.body.errors)).toEqual(['end_date']);
    expect((await get('?end_date=2026-01-01')).body.errors).toHaveProperty('start_date');
    expect((await get('?start_date=2026-13-01&end_date=2026-01-01')).status).toBe(422);
    expect((await get('?start_date=2026-02-01&end_date=2026-01-01')).body.errors).toHaveProperty('end_date');
  });
});
