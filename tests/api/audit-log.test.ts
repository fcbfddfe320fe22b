import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { MASTER_CASES } from './support/master-table';

// The audit log: who asked, who approved or rejected and when, every read of a restricted lead
// through a grant; GET /audit-log for holders of the admin permission, filtered, paged, as CSV.

let server: TestServer;
let admin: string;
let supervisor: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let restricted: AnyRow[];
const STAFF_ID = 3;
const SUPERVISOR_ID = 2;

beforeAll(async () => {
  server = await startTestServer();
  [admin, supervisor, staff] = await server.signIn('admin', 'supervisor', 'staff');
  const db = readDb(server.dataDir);
  restricted = db.leads.filter(
    (l: AnyRow) => l.is_disabled === 1 && !db['lead-permissions'].some((p: AnyRow) => p.lead_id === l.id),
  );
});
afterAll(() => server.close());

const ask = (leadId: number, type = 'details') =>
  server.request('POST', `/request-for-leads-${type}`, {
    token: staff,
    body: { lead_id: leadId, employee_id: STAFF_ID },
  });
const act = (id: number, actionType: string, durationDays?: number) =>
  server.request('POST', '/leads-edit-request-action', {
    token: supervisor,
    body: { id, actionType, duration_days: durationDays },
  });
const log = (query = '', token = admin) => server.request('GET', `/audit-log${query}`, { token });

describe('GET /audit-log', () => {
  it('records the request, the approval with its end, and each read through the grant', async () => {
    const lead = restricted[0];
    const asked = await ask(lead.id);
    const approved = await act(asked.body.contents.id, 'approved', 3);
    expect((await server.request('GET', `/leads/${lead.id}`, { token: staff })).status).toBe(200);
    const res = await log(`?lead=${lead.id}`);
    expect(res.status).toBe(200);
    const entries = res.body.contents.data;
    expect(entries.map((e: AnyRow) => e.action)).toEqual(['read', 'approved', 'asked']);
    expect(entries[0]).toMatchObject({
      actor: { id: STAFF_ID },
      employee: { id: STAFF_ID },
      lead: { id: lead.id, organization_name: lead.initial_info.organization_name },
      permission_type: 'Details',
      via: 'lead',
    });
    expect(entries[1]).toMatchObject({
      actor: { id: SUPERVISOR_ID },
      employee: { id: STAFF_ID },
      request_id: asked.body.contents.id,
      expires_at: approved.body.notification.expires_at,
    });
    for (const e of entries) expect(Date.parse(e.at)).not.toBeNaN();
  });

  it('records a rejection; a read without a grant need (Leads Details) is not recorded', async () => {
    const lead = restricted[1];
    const asked = await ask(lead.id, 'edit');
    await act(asked.body.contents.id, 'reject');
    await server.request('GET', `/leads/${lead.id}`, { token: supervisor });
    const entries = (await log(`?lead=${lead.id}`)).body.contents.data;
    expect(entries.map((e: AnyRow) => e.action)).toEqual(['rejected', 'asked']);
    expect(entries[0].actor.id).toBe(SUPERVISOR_ID);
  });

  it('filters by employee and by date range, and pages', async () => {
    const mine = (await log(`?employee=${SUPERVISOR_ID}`)).body.contents;
    expect(mine.total).toBe(2);
    expect(
      mine.data.every((e: AnyRow) => e.actor.id === SUPERVISOR_ID || e.employee.id === SUPERVISOR_ID),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?start_date=${today}&end_date=${today}&utc_offset=0`)).body.contents.total).toBe(5);
    expect((await log('?start_date=2001-01-01&end_date=2001-01-02')).body.contents.total).toBe(0);
    const page = (await log('?per_page=10&page=1')).body.contents;
    expect(page).toMatchObject({ total: 5, current_page: 1, per_page: 10 });
    expect((await log('?lead=abc')).status).toBe(422);
    expect((await log('?start_date=31-12-2026')).status).toBe(422);
  });

  it('only for holders of the admin permission (manage role)', async () => {
    expect((await log('', supervisor)).status).toBe(403);
    expect((await log('', staff)).status).toBe(403);
    expect((await server.request('GET', '/audit-log/export', { token: staff })).status).toBe(403);
  });

  it('exports CSV with formula cells neutralised', async () => {
    // An employee whose name a spreadsheet would run as a formula asks for access.
    const lead = restricted[2];
    const created = await server.request('POST', '/employees', {
      token: admin,
      body: {
        ...MASTER_CASES.find((c) => c.collection === 'employees')!.valid('csv'),
        name: '=HYPERLINK("x")',
      },
    });
    expect(created.status).toBe(201);
    const token = await server.login(created.body.contents.user.email, 'Secret#1');
    const asked = await server.request('POST', '/request-for-leads-details', {
      token,
      body: { lead_id: lead.id, employee_id: created.body.contents.id },
    });
    expect(asked.status).toBe(201);
    const res = await server.request('GET', `/audit-log/export?lead=${lead.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/audit_log\.csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Action,By,Employee,Lead ID,Organization Name,Permission Type,Grant Ends');
    expect(lines[1]).toContain('Asked for access');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).not.toMatch(/,=/);
  });

  it('a list page showing a restricted lead in full through a grant is recorded once per 15 minutes', async () => {
    const lead = restricted[0]; // staff holds a Details grant for it (first test)
    const name = encodeURIComponent(lead.initial_info.organization_name);
    const list = () =>
      server.request('GET', `/leads?per_page=100&start_date=1970-01-01&end_date=2999-12-31&search=${name}`, {
        token: staff,
      });
    for (let i = 0; i < 2; i++) {
      const res = await list();
      expect(res.body.contents.data.find((r: AnyRow) => r.id === lead.id).restricted).toBeUndefined();
    }
    const reads = (await log(`?lead=${lead.id}`)).body.contents.data.filter((e: AnyRow) => e.via === 'list');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      action: 'read',
      employee: { id: STAFF_ID },
      permission_type: 'Details',
    });
  });
});
