import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// An approved Edit or Details request lasts for the period its approver picked (default 7 days),
// judged at the server's clock; after it the lead policy treats the grant as absent.

const DAY = 86_400_000;
let clock = Date.now();
let server: TestServer;
let supervisor: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let db: Record<string, AnyRow[]>;

beforeAll(async () => {
  // Sessions outlive the days the clock moves forward.
  server = await startTestServer({ now: () => new Date(clock), tokenTtlMinutes: 60 * 24 * 60 });
  [supervisor, staff] = await server.signIn('supervisor', 'staff');
  db = readDb(server.dataDir);
});
afterAll(() => server.close());

const STAFF_ID = 3;
let freeIndex = 0;
/** A restricted lead no seeded request mentions (each call a different one). */
const freeRestrictedLead = (): number =>
  db.leads.filter(
    (l: AnyRow) => l.is_disabled === 1 && !db['lead-permissions'].some((p: AnyRow) => p.lead_id === l.id),
  )[freeIndex++].id;

async function grant(type: 'edit' | 'details', leadId: number, durationDays?: number) {
  const asked = await server.request('POST', `/request-for-leads-${type}`, {
    token: staff,
    body: { lead_id: leadId, employee_id: STAFF_ID },
  });
  expect(asked.status).toBe(201);
  const res = await server.request('POST', '/leads-edit-request-action', {
    token: supervisor,
    body: { id: asked.body.contents.id, actionType: 'approved', duration_days: durationDays },
  });
  return res;
}

const open = (leadId: number) => server.request('GET', `/leads/${leadId}`, { token: staff });
const myRecords = async () =>
  (await server.request('POST', '/check-edit-permission', { token: staff, body: { employeeId: STAFF_ID } }))
    .body.contents as AnyRow[];

describe('expiring grants', () => {
  it('an approval without a period lasts 7 days; the answer says when it ends', async () => {
    const lead = freeRestrictedLead();
    const res = await grant('details', lead);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.notification.expires_at) - clock).toBe(7 * DAY);
    expect(res.body.notification.status).toBe('approved');
  });

  it('a 1-day Details grant opens the lead until its end, then 403 and the user may ask again', async () => {
    const lead = freeRestrictedLead();
    const res = await grant('details', lead, 1);
    expect(Date.parse(res.body.notification.expires_at) - clock).toBe(DAY);
    expect((await open(lead)).status).toBe(200);
    const row = (await open(lead)).body.contents;
    expect(row.can_view_details).toBe(true);
    expect(row.grant_ends.Details).toBe(res.body.notification.expires_at);

    clock += DAY + 1000;
    expect((await open(lead)).status).toBe(403);
    const record = (await myRecords()).find((r) => r.lead_id === lead && r.permission_type === 'Details');
    expect(record).toMatchObject({ status: 'expired', expires_at: res.body.notification.expires_at });
    // Asking again is allowed (the expired grant counts as absent).
    const again = await server.request('POST', '/request-for-leads-details', {
      token: staff,
      body: { lead_id: lead, employee_id: STAFF_ID },
    });
    expect(again.status).toBe(201);
  });

  it('an expired Edit grant no longer opens the edit wizard or lets it save', async () => {
    const lead = freeRestrictedLead();
    await grant('edit', lead, 2);
    const loaded = await open(lead);
    expect(loaded.body.contents.can_edit).toBe(true);
    const persons = () =>
      server.request('PUT', `/lead-concern-info/${lead}`, {
        token: staff,
        body: { concern_person_info: loaded.body.contents.concern_person },
      });
    expect((await persons()).status).not.toBe(403);
    clock += 2 * DAY;
    expect((await open(lead)).status).toBe(403);
    expect((await persons()).status).toBe(403);
  });

  it('list rows carry the end of the caller’s active grants', async () => {
    const lead = freeRestrictedLead();
    const res = await grant('details', lead, 3);
    const row = (await open(lead)).body.contents;
    const q = `/leads?per_page=100&start_date=1970-01-01&end_date=2999-12-31&search=${encodeURIComponent(
      row.initial_info.organization_name,
    )}`;
    const list = await server.request('GET', q, { token: staff });
    const listed = list.body.contents.data.find((r: AnyRow) => r.id === lead);
    expect(listed.grant_ends).toEqual({ Details: res.body.notification.expires_at });
    expect(listed.restricted).toBeUndefined();
  });

  it('refuses a period outside 1 to 90 whole days (422) and leaves the request pending', async () => {
    const lead = freeRestrictedLead();
    const asked = await server.request('POST', '/request-for-leads-edit', {
      token: staff,
      body: { lead_id: lead, employee_id: STAFF_ID },
    });
    for (const bad of [0, 91, 1.5, 'week']) {
      const res = await server.request('POST', '/leads-edit-request-action', {
        token: supervisor,
        body: { id: asked.body.contents.id, actionType: 'approved', duration_days: bad },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.duration_days[0]).toMatch(/1 to 90/);
    }
    expect(
      readDb(server.dataDir)['lead-permissions'].find((p: AnyRow) => p.id === asked.body.contents.id).status,
    ).toBe('pending');
  });
});
