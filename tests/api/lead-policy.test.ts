import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// One lead policy for every route: restricted leads (is_disabled 1) that the caller may not read
// in full show only what the list displays, and GET /leads/{id} refuses them.

let server: TestServer;
let staff: string;
let supervisor: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let restricted: AnyRow[];

beforeAll(async () => {
  server = await startTestServer();
  [staff, supervisor] = await server.signIn('staff', 'supervisor');
  const db = readDb(server.dataDir);
  // Staff (employee 3) may hold approved Details requests: those leads are readable in full.
  const granted = new Set(
    db['lead-permissions']
      .filter(
        (p: AnyRow) => p.employee_id === 3 && p.permission_type === 'Details' && p.status === 'approved',
      )
      .map((p: AnyRow) => p.lead_id),
  );
  restricted = db.leads.filter((l: AnyRow) => l.is_disabled === 1 && !granted.has(l.id));
});
afterAll(() => server.close());

const ALL_TIME = 'start_date=1970-01-01&end_date=2999-12-31&per_page=100';

async function listAll(token: string): Promise<AnyRow[]> {
  const rows: AnyRow[] = [];
  for (let page = 1; ; page++) {
    const res = await server.request('GET', `/leads?${ALL_TIME}&page=${page}`, { token });
    expect(res.status).toBe(200);
    rows.push(...res.body.contents.data);
    if (rows.length >= res.body.contents.total) return rows;
  }
}

describe('restricted leads in the list', () => {
  it('the seed has restricted leads with more than the list shows', () => {
    expect(restricted.length).toBeGreaterThan(0);
    expect(
      restricted.some((l) => l.concern_person.some((p: AnyRow) => p.phone.length > 1 || p.email.length > 1)),
    ).toBe(true);
  });

  it('staff without Leads Details get only the list fields of restricted rows', async () => {
    const rows = await listAll(staff);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const lead of restricted) {
      const row = byId.get(lead.id);
      expect(row).toBeDefined();
      expect(row.can_view_details).toBe(false);
      expect(row.initial_info.organization_name).toBe(lead.initial_info.organization_name);
      expect(row.initial_info.exhibitions).toEqual([]);
      expect(row.initial_info.social_networks).toEqual([]);
      expect(row.initial_info.website_link).toBeUndefined();
      row.concern_person.forEach((p: AnyRow, i: number) => {
        expect(Object.keys(p).sort()).toEqual(['email', 'name', 'phone']);
        expect(p.phone).toEqual(lead.concern_person[i].phone.slice(0, 1));
        expect(p.email).toEqual(lead.concern_person[i].email.slice(0, 1));
      });
      const text = JSON.stringify(row);
      for (const person of lead.concern_person) {
        for (const extra of [...person.phone.slice(1), ...person.email.slice(1)])
          expect(text).not.toContain(extra);
        if (person.dob) expect(text).not.toContain(person.dob);
      }
    }
  });

  it('a holder of Leads Details gets restricted rows in full', async () => {
    const rows = await listAll(supervisor);
    const row = rows.find((r) => r.id === restricted[0].id);
    expect(row.can_view_details).toBe(true);
    expect(row.concern_person.map((p: AnyRow) => p.phone)).toEqual(
      restricted[0].concern_person.map((p: AnyRow) => p.phone),
    );
  });

  it('GET /leads/{id} of a restricted lead is 403 without details or edit access, 200 with', async () => {
    const id = restricted[0].id;
    expect((await server.request('GET', `/leads/${id}`, { token: staff })).status).toBe(403);
    expect((await server.request('GET', `/leads/${id}`, { token: supervisor })).status).toBe(200);
  });

  it('Export Phone gives only the first phone of each person of a restricted lead', async () => {
    const lead = restricted.find((l) => l.concern_person.some((p: AnyRow) => p.phone.length > 1));
    const res = await server.request('POST', '/download-all-phone', {
      token: staff,
      body: { data: [lead.id] },
    });
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(lead.concern_person.filter((p: AnyRow) => p.phone.length > 0).length);
    for (const person of lead.concern_person)
      for (const extra of person.phone.slice(1)) expect(res.text).not.toContain(extra);
  });
});

describe('employees’ private details', () => {
  it('phones and home addresses go only to holders of the employees permission and to the employee', async () => {
    const admin = await server.login('admin@crms.test', 'Admin#123');
    const full = (await server.request('GET', '/employees', { token: admin })).body.contents;
    expect(full[0]).toEqual(
      expect.objectContaining({ phone: expect.any(String), address: expect.any(String) }),
    );

    const mine = (await server.request('GET', '/employees', { token: staff })).body.contents;
    const own = mine.find((e: AnyRow) => e.id === 3);
    expect(own).toEqual(expect.objectContaining({ phone: expect.any(String), address: expect.any(String) }));
    for (const other of mine.filter((e: AnyRow) => e.id !== 3)) {
      expect(other).not.toHaveProperty('phone');
      expect(other).not.toHaveProperty('address');
      expect(other).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          email: expect.any(String),
        }),
      );
    }
    const one = (await server.request('GET', '/employees/1', { token: staff })).body.contents;
    expect(one).not.toHaveProperty('phone');
    expect(JSON.stringify(mine)).not.toContain(full[0].address);
  });
});

describe('admin power', () => {
  it('comes from the manage role permission, not from the role name', async () => {
    const admin = await server.login('admin@crms.test', 'Admin#123');
    const roles = (await server.request('GET', '/roles', { token: admin })).body.contents;
    const adminRole = roles.find((r: AnyRow) => r.name === 'Admin');
    const renamed = await server.request('PUT', `/roles/${adminRole.id}`, {
      token: admin,
      body: { name: 'Owners' },
    });
    expect(renamed.status).toBe(200);
    // Still acts on every employee's requests (the list is every pending request).
    const all = await server.request('GET', '/all-leads-edit-requests', { token: admin });
    const pending = readDb(server.dataDir)['lead-permissions'].filter((p: AnyRow) => p.status === 'pending');
    expect(all.body.contents).toHaveLength(pending.length);
    // A role named Admin without manage role gains nothing.
    const staffRole = roles.find((r: AnyRow) => r.name !== 'Owners' && r.name !== 'Supervisor');
    await server.request('PUT', `/roles/${staffRole.id}`, { token: admin, body: { name: 'Admin' } });
    const other = await server.request('POST', '/check-edit-permission', {
      token: staff,
      body: { employeeId: 2 },
    });
    expect(other.status).toBe(403);
  });
});
