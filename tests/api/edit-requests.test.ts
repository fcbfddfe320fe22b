import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// Edit/details access requests: check, request, list for supervisors, approve/reject, and what an
// approved request grants.

let server: TestServer;
let admin: string;
let supervisor: string;
let staff: string;
let otherSupervisor: string; // Farhana (employee 4): Supervisor role, not above staff
let colleague: string; // Mahmudul (employee 5): staff under the supervisor
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let db: AnyRow;

beforeAll(async () => {
  server = await startTestServer();
  [admin, supervisor, staff, otherSupervisor, colleague] = await Promise.all([
    server.login('admin@crms.test', 'Admin#123'),
    server.login('supervisor@crms.test', 'Super#123'),
    server.login('staff@crms.test', 'Staff#123'),
    server.login('farhana.akter@crms.test', 'Demo#1234'),
    server.login('mahmudul.karim@crms.test', 'Demo#1234'),
  ]);
  db = readDb(server.dataDir);
});
afterAll(() => server.close());

const STAFF_ID = 3;
const untouched = (pred: (l: AnyRow) => boolean): AnyRow[] =>
  db.leads.filter((l: AnyRow) => pred(l) && !db['lead-permissions'].some((p: AnyRow) => p.lead_id === l.id));
let freeIndex = 0;
/** A lead no seeded request mentions (each call a different one). */
const freeLead = (disabled = false): number =>
  untouched((l) => l.is_disabled === (disabled ? 1 : 0))[freeIndex++].id;

const ask = (type: 'edit' | 'details', leadId: number, token = staff, employeeId = STAFF_ID) =>
  server.request('POST', `/request-for-leads-${type}`, {
    token,
    body: { lead_id: leadId, employee_id: employeeId },
  });
const act = (id: number, actionType: string, token = supervisor, permissionType?: string) =>
  server.request('POST', '/leads-edit-request-action', { token, body: { id, actionType, permissionType } });

describe('POST /check-edit-permission', () => {
  it('answers the caller’s own records', async () => {
    const res = await server.request('POST', '/check-edit-permission', {
      token: staff,
      body: { employeeId: STAFF_ID },
    });
    expect(res.status).toBe(200);
    const mine = db['lead-permissions'].filter((p: AnyRow) => p.employee_id === STAFF_ID);
    expect(res.body.contents).toHaveLength(mine.length);
    const first = res.body.contents[0];
    // The one request shape (contract/access-requests.ts), as the supervisor's list answers it.
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'lead_id',
        'lead',
        'employee_id',
        'employee',
        'permission_type',
        'status',
        'created_at',
        'acted_by',
        'acted_at',
        'expires_at',
      ].sort(),
    );
    expect(first).toEqual(
      expect.objectContaining({
        employee_id: STAFF_ID,
        employee: expect.any(String),
        lead: { id: first.lead_id, organization_name: expect.any(String) },
      }),
    );
  });

  it('403 for someone else unless Admin; 422 without an id', async () => {
    expect(
      (await server.request('POST', '/check-edit-permission', { token: staff, body: { employeeId: 5 } }))
        .status,
    ).toBe(403);
    expect(
      (
        await server.request('POST', '/check-edit-permission', {
          token: admin,
          body: { employeeId: STAFF_ID },
        })
      ).status,
    ).toBe(200);
    const bad = await server.request('POST', '/check-edit-permission', { token: staff, body: {} });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.employeeId).toBeDefined();
  });
});

describe('requesting access', () => {
  it('creates a pending Edit request and refuses a second one', async () => {
    const leadId = freeLead();
    const res = await ask('edit', leadId);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Edit request sent successfully.');
    expect(res.body.contents).toEqual(
      expect.objectContaining({
        lead_id: leadId,
        employee_id: STAFF_ID,
        permission_type: 'Edit',
        status: 'pending',
      }),
    );
    const again = await ask('edit', leadId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a pending edit request for this lead.');
    // The other type is independent.
    expect((await ask('details', leadId)).status).toBe(409); // not disabled: nothing to ask for
  });

  it('creates a pending Details request for a disabled lead', async () => {
    const leadId = freeLead(true);
    const res = await ask('details', leadId);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Details request sent successfully.');
    expect((await ask('details', leadId)).body.message).toBe(
      'You already have a pending details request for this lead.',
    );
  });

  it('refuses asking for what you already have', async () => {
    const open = await ask('details', freeLead());
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('You can already open the details of this lead.');
    const edit = await ask('edit', freeLead(), supervisor, 2);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('You can already edit this lead.');
  });

  it('only for yourself; 404 for an unknown lead; 422 for missing fields', async () => {
    const other = await ask('edit', freeLead(), staff, 5);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only request access for yourself.');
    expect((await ask('edit', 999999)).status).toBe(404);
    const bad = await server.request('POST', '/request-for-leads-edit', { token: staff, body: {} });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lead_id']);
    expect((await server.request('POST', '/request-for-leads-edit', { body: {} })).status).toBe(401);
  });
});

describe('GET /all-leads-edit-requests', () => {
  it('a supervisor sees the pending requests of employees below them', async () => {
    const res = await server.request('GET', '/all-leads-edit-requests', { token: supervisor });
    expect(res.status).toBe(200);
    const rows: AnyRow[] = res.body.contents;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    // Supervisor (2) is above 3, 5, 6, 7, 11 only.
    expect(rows.every((r) => [3, 5, 6, 7, 11].includes(r.employee_id))).toBe(true);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        lead_id: expect.any(Number),
        lead: { id: expect.any(Number), organization_name: expect.any(String) },
        employee: expect.any(String),
        permission_type: expect.stringMatching(/^(Edit|Details)$/),
        created_at: expect.any(String),
      }),
    );
  });

  it('any depth: Admin sees every pending request; staff sees none', async () => {
    const all = (await server.request('GET', '/all-leads-edit-requests', { token: admin })).body.contents;
    const pending = (
      await server.request('GET', '/all-leads-edit-requests', { token: supervisor })
    ).body.contents.map((r: AnyRow) => r.id);
    expect(all.length).toBeGreaterThan(pending.length);
    expect(all.some((r: AnyRow) => r.employee_id === 13)).toBe(true); // under Kamrul (12), not the supervisor
    expect((await server.request('GET', '/all-leads-edit-requests', { token: staff })).body.contents).toEqual(
      [],
    );
    expect(
      (
        await server.request('GET', '/all-leads-edit-requests', { token: otherSupervisor })
      ).body.contents.every((r: AnyRow) => [8, 9, 10].includes(r.employee_id)),
    ).toBe(true);
  });
});

describe('supervisors at any depth', () => {
  it('a request of an employee two levels below reaches and may be decided by the supervisor', async () => {
    // A new employee under staff (3), who is under the supervisor (2).
    const created = await server.request('POST', '/employees', {
      token: admin,
      body: {
        name: 'Depth Two',
        email: 'depth.two@crms.test',
        password: 'Secret#1',
        phone: '+8801700000001',
        address: 'Somewhere',
        parent_id: STAFF_ID,
        department_id: 1,
        designation_id: 1,
        role_id: 3,
      },
    });
    expect(created.status).toBe(201);
    const employeeId = created.body.contents.id as number;
    const token = await server.login('depth.two@crms.test', 'Secret#1');
    const leadId = freeLead();
    const request = (await ask('edit', leadId, token, employeeId)).body.contents;
    const seen = (await server.request('GET', '/all-leads-edit-requests', { token: supervisor })).body
      .contents;
    expect(seen.map((r: AnyRow) => r.id)).toContain(request.id);
    // Staff is above the new employee but lacks Leads Edit Requests.
    expect((await act(request.id, 'approved', staff)).status).toBe(403);
    expect((await act(request.id, 'approved', otherSupervisor)).status).toBe(403);
    expect((await act(request.id, 'approved', supervisor)).status).toBe(200);
    const list = await server.request('GET', `/leads?per_page=100&start_date=1970-01-01&search=`, { token });
    expect(list.status).toBe(200);
    const check = await server.request('POST', '/check-edit-permission', { token, body: { employeeId } });
    expect(check.body.contents).toContainEqual(
      expect.objectContaining({ lead_id: leadId, status: 'approved', permission_type: 'Edit' }),
    );
  });
});

describe('POST /leads-edit-request-action', () => {
  it('approving an Edit request grants editing that lead only', async () => {
    const leadId = freeLead(true);
    const request = (await ask('edit', leadId)).body.contents;
    const list = (
      await server.request('GET', '/leads?per_page=100&start_date=1970-01-01&search=', { token: staff })
    ).body;
    expect(list.contents.total).toBeGreaterThan(0);
    const res = await act(request.id, 'approved', supervisor, 'Edit');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request approved successfully.');
    expect(res.body.notification).toEqual(
      expect.objectContaining({
        id: request.id,
        status: 'approved',
        permission_type: 'Edit',
        lead_id: leadId,
      }),
    );
    const check = await server.request('POST', '/check-edit-permission', {
      token: staff,
      body: { employeeId: STAFF_ID },
    });
    expect(check.body.contents).toContainEqual(
      expect.objectContaining({ lead_id: leadId, status: 'approved', permission_type: 'Edit' }),
    );
    // The editor may load the lead (the edit wizard needs it), but Edit does not open the details
    // of a disabled lead.
    const read = await server.request('GET', `/leads/${leadId}`, { token: staff });
    expect(read.status).toBe(200);
    expect(read.body.contents).toEqual(expect.objectContaining({ can_edit: true, can_view_details: false }));
    expect((await ask('details', leadId)).status).toBe(201);
    expect((await ask('edit', leadId)).body.message).toBe('You can already edit this lead.');
  });

  it('approving a Details request opens a disabled lead; rejecting leaves it closed', async () => {
    const [a, b] = [freeLead(true), freeLead(true)];
    const ra = (await ask('details', a)).body.contents;
    const rb = (await ask('details', b)).body.contents;
    expect((await server.request('GET', `/leads/${a}`, { token: staff })).status).toBe(403);
    expect((await act(ra.id, 'approved', admin, 'Details')).status).toBe(200);
    expect((await server.request('GET', `/leads/${a}`, { token: staff })).status).toBe(200);
    const rejected = await act(rb.id, 'reject', supervisor, 'Details');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('Request rejected successfully.');
    expect(rejected.body.notification.status).toBe('reject');
    expect((await server.request('GET', `/leads/${b}`, { token: staff })).status).toBe(403);
    // A rejected request may be asked again.
    expect((await ask('details', b)).status).toBe(201);
  });

  it('403 without Leads Edit Requests, or for a requester you do not supervise', async () => {
    const request = (await ask('edit', freeLead())).body.contents;
    const byStaff = await act(request.id, 'approved', colleague);
    expect(byStaff.status).toBe(403);
    const byOther = await act(request.id, 'approved', otherSupervisor);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('You can only act on requests of employees you supervise.');
    expect((await act(request.id, 'reject', admin)).status).toBe(200);
  });

  it('only pending requests; validation; 404', async () => {
    const request = (await ask('edit', freeLead())).body.contents;
    expect((await act(request.id, 'maybe')).status).toBe(422);
    const mismatch = await act(request.id, 'approved', supervisor, 'Details');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.permissionType).toBeDefined();
    expect((await act(999999, 'approved')).status).toBe(404);
    expect((await act(request.id, 'approved')).status).toBe(200);
    const again = await act(request.id, 'reject');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request has already been approved/rejected.');
  });

  it('two supervisors acting at once: exactly one wins, the other gets 409', async () => {
    const request = (await ask('edit', freeLead())).body.contents;
    const results = await Promise.all([
      act(request.id, 'approved', supervisor, 'Edit'),
      act(request.id, 'reject', admin, 'Edit'),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.message).toBe('This request has already been approved/rejected.');
    const winner = results.find((r) => r.status === 200)!;
    const stored = readDb(server.dataDir)['lead-permissions'].find((p: AnyRow) => p.id === request.id);
    expect(stored.status).toBe(winner.body.notification.status);
  });

  it('a burst of decisions by both supervisors: still exactly one wins', async () => {
    const request = (await ask('details', freeLead(true))).body.contents;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        act(request.id, i % 2 ? 'reject' : 'approved', i % 2 ? admin : supervisor, 'Details'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const winner = results.find((r) => r.status === 200)!.body.notification;
    const view = await server.request('GET', `/leads/${request.lead_id}`, { token: staff });
    expect(view.status).toBe(winner.status === 'approved' ? 200 : 403);
  });

  it('acted requests leave the supervisor list', async () => {
    const request = (await ask('edit', freeLead())).body.contents;
    const ids = async () =>
      (await server.request('GET', '/all-leads-edit-requests', { token: supervisor })).body.contents.map(
        (r: AnyRow) => r.id,
      );
    expect(await ids()).toContain(request.id);
    await act(request.id, 'approved');
    expect(await ids()).not.toContain(request.id);
  });
});
