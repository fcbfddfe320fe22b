import { readDb } from '../support/read-db';
import { initialInfo, person } from './lead-wizard-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /leads (filters, paging, per-row access flags), GET/DELETE /leads/{id}, POST /download-all-phone.

let server: TestServer;
let admin: string;
let supervisor: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: any;

beforeAll(async () => {
  server = await startTestServer();
  [admin, supervisor, staff] = await server.signIn('admin', 'supervisor', 'staff');
  db = readDb(server.dataDir);
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
const list = async (query: string, token = admin) => {
  const res = await server.request('GET', `/leads?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.contents as { data: AnyRow[]; total: number; current_page: number; per_page: number };
};
const allLeads = (): AnyRow[] => db.leads;

describe('401 without a valid token', () => {
  it.each([
    ['GET', '/leads'],
    ['GET', '/leads/1'],
    ['DELETE', '/leads/1'],
    ['POST', '/check-edit-permission'],
    ['POST', '/request-for-leads-edit'],
    ['POST', '/request-for-leads-details'],
    ['GET', '/all-leads-edit-requests'],
    ['POST', '/leads-edit-request-action'],
    ['GET', '/assigned-employee-notifications'],
    ['POST', '/mark-notification-read'],
    ['POST', '/download-all-phone'],
  ])('%s %s', async (method, path) => {
    const res = await server.request(method, path, { body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET /leads', () => {
  it('needs a token', async () => {
    expect((await server.request('GET', '/leads')).status).toBe(401);
  });

  it('answers the paged envelope, newest first, with the presented lead', async () => {
    const page = await list('page=1&per_page=10');
    expect(page.total).toBe(allLeads().length);
    expect(page.current_page).toBe(1);
    expect(page.per_page).toBe(10);
    expect(page.data).toHaveLength(10);
    const dates = page.data.map((l) => l.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const row = page.data[0];
    expect(row.initial_info.organization_name).toEqual(expect.any(String));
    // created_by is the creator's employee id, as stored; the name comes next to it.
    const stored = allLeads().find((l) => l.id === row.id);
    const creator = db.employees.find((e: AnyRow) => e.id === stored.created_by);
    expect(row.created_by).toBe(stored.created_by);
    expect(row.created_by_name).toBe(db.users.find((u: AnyRow) => u.id === creator.user_id).name);
    expect(row).not.toHaveProperty('created_by_id');
    expect(row.initial_info.exhibitions[0].exhibition).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
    });
    expect(row.initial_info.exhibitions[0].employee).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
    });
    expect(row).toEqual(
      expect.objectContaining({ can_edit: true, can_view_details: true, pending_requests: [] }),
    );
  });

  it('pages through every lead exactly once', async () => {
    const seen = new Set<number>();
    for (let p = 1; p <= Math.ceil(allLeads().length / 50); p++) {
      for (const l of (await list(`page=${p}&per_page=50`)).data) seen.add(l.id);
    }
    expect(seen.size).toBe(allLeads().length);
    expect((await list('page=999&per_page=10')).data).toEqual([]);
  });

  it.each([
    ['10', 10],
    ['20', 20],
    ['50', 50],
    ['100', 100],
    ['15', 20],
    ['1000', 100],
    ['0', 10],
    ['abc', 10],
  ])('per_page=%s answers %d per page', async (given, expected) => {
    expect((await list(`per_page=${given}`)).per_page).toBe(expected);
  });

  it('searches organization name and concern persons case-insensitively, never as a regex', async () => {
    const lead = allLeads()[5];
    const org: string = lead.initial_info.organization_name;
    const byOrg = await list(`per_page=100&search=${encodeURIComponent(org.slice(2, 9).toUpperCase())}`);
    expect(byOrg.data.map((l) => l.id)).toContain(lead.id);
    for (const l of byOrg.data) {
      const hay = [
        l.initial_info.organization_name,
        ...l.concern_person.flatMap((p: AnyRow) => [p.name, ...p.phone, ...p.email]),
      ]
        .join(' ')
        .toLowerCase();
      expect(hay).toContain(org.slice(2, 9).toLowerCase());
    }
    const person = allLeads().find((l) => l.concern_person.length)!.concern_person[0];
    expect((await list(`per_page=100&search=${encodeURIComponent(person.email[0])}`)).total).toBeGreaterThan(
      0,
    );
    expect((await list(`per_page=100&search=${encodeURIComponent(person.phone[0])}`)).total).toBeGreaterThan(
      0,
    );
    expect(
      (await list(`per_page=100&search=${encodeURIComponent(person.name.toLowerCase())}`)).total,
    ).toBeGreaterThan(0);
    expect((await list('search=.*')).total).toBe(0);
    expect((await list(`search=${encodeURIComponent('(((')}`)).total).toBe(0);
  });

  it('filters by stage, priority, industry, exhibition and employee', async () => {
    const stage = await list('per_page=100&stage=new');
    expect(stage.total).toBe(allLeads().filter((l) => l.lead_stage === 'new').length);
    expect(stage.data.every((l) => l.lead_stage === 'new')).toBe(true);

    const priority = await list('per_page=100&priority=very%20good');
    expect(priority.total).toBe(allLeads().filter((l) => l.lead_priority === 'Very Good').length);

    const industryId = allLeads()[0].initial_info.industry_id;
    const industry = await list(`per_page=100&selectedIndustryType=${industryId}`);
    expect(industry.total).toBe(allLeads().filter((l) => l.initial_info.industry_id === industryId).length);
    expect(industry.data.every((l) => l.initial_info.industry.id === industryId)).toBe(true);

    const exhibition = await list('per_page=100&exhibition=2');
    expect(exhibition.total).toBe(
      allLeads().filter((l) => l.initial_info.exhibitions.some((e: AnyRow) => e.exhibition_id === 2)).length,
    );

    const employee = await list('per_page=100&employee=3');
    const expected = allLeads().filter(
      (l) =>
        l.created_by === 3 ||
        l.initial_info.exhibitions.some((e: AnyRow) => e.employee_id === 3 || e.additionalEmployeeID === 3),
    );
    expect(employee.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('filters by whole days of created_at, both ends inclusive', async () => {
    const day = allLeads()[10].created_at.slice(0, 10);
    const sameDay = allLeads().filter((l) => l.created_at.slice(0, 10) === day).length;
    const res = await list(`per_page=100&start_date=${day}&end_date=${day}`);
    expect(res.total).toBe(sameDay);
    const from = await list(`start_date=${day}`);
    expect(from.total).toBe(allLeads().filter((l) => l.created_at.slice(0, 10) >= day).length);
    expect((await list('start_date=1970-01-01&end_date=2999-12-31')).total).toBe(allLeads().length);
  });

  it.each([360, -300, 0, 840, -720])(
    'with utc_offset=%d the dates are the caller’s local days',
    async (offset) => {
      const localDay = (iso: string) =>
        new Date(Date.parse(iso) + offset * 60_000).toISOString().slice(0, 10);
      // A day holding several leads, so some sit near either end of it in some zone.
      const day = localDay(allLeads()[12].created_at);
      const expected = allLeads()
        .filter((l) => localDay(l.created_at) === day)
        .map((l) => l.id)
        .sort();
      const res = await list(`per_page=100&start_date=${day}&end_date=${day}&utc_offset=${offset}`);
      expect(res.data.map((l) => l.id).sort()).toEqual(expected);
      const from = await list(`start_date=${day}&utc_offset=${offset}`);
      expect(from.total).toBe(allLeads().filter((l) => localDay(l.created_at) >= day).length);
    },
  );

  it('a lead early in the UTC morning belongs to the previous local day west of UTC', async () => {
    // Created before 05:00 UTC: in New York (UTC-5) that is still the day before.
    const early = allLeads().find((l) => Number(l.created_at.slice(11, 13)) < 5);
    expect(early).toBeDefined();
    const utcDay: string = early.created_at.slice(0, 10);
    const before = new Date(Date.parse(`${utcDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const ids = async (q: string) => (await list(`per_page=100&${q}`)).data.map((l) => l.id);
    expect(await ids(`start_date=${utcDay}&end_date=${utcDay}`)).toContain(early.id);
    expect(await ids(`start_date=${before}&end_date=${before}&utc_offset=-300`)).toContain(early.id);
    expect(await ids(`start_date=${utcDay}&end_date=${utcDay}&utc_offset=-300`)).not.toContain(early.id);
    const bad = await server.request('GET', '/leads?start_date=2026-01-01&utc_offset=9999', { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['utc_offset']);
  });

  it('ignores blank filters and rejects malformed ones with 422', async () => {
    expect((await list('search=&stage=&priority=&employee=&start_date=')).total).toBe(allLeads().length);
    const bad = await server.request('GET', '/leads?start_date=2024-02-30&employee=x', { token: admin });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['employee', 'start_date']);
  });

  it('tells each caller what the action menu needs', async () => {
    const rows = (await list('per_page=100&start_date=1970-01-01', staff)).data;
    const all = [...rows];
    for (let p = 2; p <= Math.ceil(allLeads().length / 100); p++)
      all.push(...(await list(`per_page=100&page=${p}`, staff)).data);
    const byId = new Map(all.map((l) => [l.id, l]));
    const mine = db['lead-permissions'].filter((p: AnyRow) => p.employee_id === 3);
    const approvedEdit = mine.find((p: AnyRow) => p.permission_type === 'Edit' && p.status === 'approved');
    const pendingEdit = mine.find((p: AnyRow) => p.permission_type === 'Edit' && p.status === 'pending');
    const pendingDetails = mine.find(
      (p: AnyRow) => p.permission_type === 'Details' && p.status === 'pending',
    );
    expect(byId.get(approvedEdit.lead_id).can_edit).toBe(true);
    expect(byId.get(pendingEdit.lead_id).can_edit).toBe(false);
    expect(byId.get(pendingEdit.lead_id).pending_requests).toContain('Edit');
    expect(byId.get(pendingDetails.lead_id).pending_requests).toContain('Details');
    const disabled = all.find((l) => l.is_disabled === 1 && !mine.some((p: AnyRow) => p.lead_id === l.id));
    expect(disabled.can_view_details).toBe(false);
    expect(disabled.can_delete).toBe(false);
    const open = all.find((l) => l.is_disabled === 0);
    expect(open.can_view_details).toBe(true);
  });
});

describe('the list and its export need manage leads', () => {
  it('403 for a role without it', async () => {
    const role = await server.request('POST', '/roles', { token: admin, body: { name: 'Dashboard Only' } });
    expect(role.status).toBe(201);
    const dashboard = db.permissions.find((p: AnyRow) => p.name === 'view dashboard');
    const synced = await server.request('POST', `/roles/${role.body.contents.id}/permissions/sync`, {
      token: admin,
      body: { permissions: [dashboard.id] },
    });
    expect(synced.status).toBe(200);
    const employee = await server.request('POST', '/employees', {
      token: admin,
      body: {
        name: 'No Leads',
        email: 'no.leads@crms.test',
        password: 'Secret#1',
        phone: '+8801700000009',
        address: 'Somewhere',
        parent_id: null,
        department_id: 1,
        designation_id: 1,
        role_id: role.body.contents.id,
      },
    });
    expect(employee.status).toBe(201);
    const token = await server.login('no.leads@crms.test', 'Secret#1');
    expect((await server.request('GET', '/leads', { token })).status).toBe(403);
    expect((await server.request('POST', '/download-all-phone', { token, body: { data: {} } })).status).toBe(
      403,
    );
    expect((await server.request('GET', '/leads', { token: staff })).status).toBe(200);
  });
});

describe('GET /lead-stages', () => {
  it('is the master list of stages (lead_stage, color, order)', async () => {
    const res = await server.request('GET', '/lead-stages', { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.contents.map((s: AnyRow) => s.lead_stage)).toEqual(
      expect.arrayContaining(['new', 'in_progress', 'closed']),
    );
  });
});

describe('GET /leads/{id}', () => {
  it('answers the lead, 404 for an unknown one', async () => {
    const res = await server.request('GET', '/leads/1', { token: staff });
    expect(res.status).toBe(allLeads()[0].is_disabled === 1 ? 403 : 200);
    expect((await server.request('GET', '/leads/999999', { token: admin })).status).toBe(404);
  });

  it('403 for a disabled lead without Leads Details or an approved Details request', async () => {
    const approved = db['lead-permissions'].find(
      (p: AnyRow) => p.employee_id === 3 && p.permission_type === 'Details' && p.status === 'approved',
    );
    const restricted = allLeads().find(
      (l) =>
        l.is_disabled === 1 &&
        !db['lead-permissions'].some((p: AnyRow) => p.employee_id === 3 && p.lead_id === l.id),
    );
    const denied = await server.request('GET', `/leads/${restricted.id}`, { token: staff });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/restricted/);
    expect((await server.request('GET', `/leads/${restricted.id}`, { token: supervisor })).status).toBe(200);
    const granted = await server.request('GET', `/leads/${approved.lead_id}`, { token: staff });
    expect(granted.status).toBe(200);
    expect(granted.body.contents.concern_person).toEqual(expect.any(Array));
  });
});

describe('GET /leads/{id} for an approved editor', () => {
  it('answers a disabled lead to whoever may edit it (the edit wizard loads it)', async () => {
    const restricted = allLeads().find(
      (l) =>
        l.is_disabled === 1 &&
        !db['lead-permissions'].some((p: AnyRow) => p.employee_id === 3 && p.lead_id === l.id),
    );
    expect((await server.request('GET', `/leads/${restricted.id}`, { token: staff })).status).toBe(403);
    const asked = await server.request('POST', '/request-for-leads-edit', {
      token: staff,
      body: { lead_id: restricted.id, employee_id: 3 },
    });
    expect(asked.status).toBe(201);
    const pending = (await server.request('GET', '/all-leads-edit-requests', { token: supervisor })).body
      .contents;
    const request = pending.find((r: AnyRow) => r.lead_id === restricted.id && r.permission_type === 'Edit');
    const acted = await server.request('POST', '/leads-edit-request-action', {
      token: supervisor,
      body: { id: request.id, permissionType: 'Edit', actionType: 'approved' },
    });
    expect(acted.status).toBe(200);
    const res = await server.request('GET', `/leads/${restricted.id}`, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.contents.id).toBe(restricted.id);
    // The whole lead for the edit wizard, though the details stay closed in the list's menu.
    expect(res.body.contents.restricted).toBeUndefined();
    expect(res.body.contents.can_view_details).toBe(false);
    expect(res.body.contents.concern_person).toEqual(restricted.concern_person);
  });
});

describe('POST /download-all-phone', () => {
  it('answers phone_numbers.csv for the filtered list', async () => {
    // Leads Details: every phone of every lead (staff get first phones of restricted leads: lead-policy.test.ts).
    const res = await server.request('POST', '/download-all-phone', {
      token: supervisor,
      body: { data: { stage: 'new' } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="phone_numbers.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Organization Name,Concern Person,Phone');
    const expected = allLeads()
      .filter((l) => l.lead_stage === 'new')
      .reduce((n, l) => n + l.concern_person.reduce((m: number, p: AnyRow) => m + p.phone.length, 0), 0);
    expect(lines).toHaveLength(expected + 1);
  });

  it('accepts a list of lead ids and rejects other data', async () => {
    const res = await server.request('POST', '/download-all-phone', { token: staff, body: { data: [1] } });
    expect(res.status).toBe(200);
    const phones = allLeads()[0].concern_person.reduce((m: number, p: AnyRow) => m + p.phone.length, 0);
    expect(res.text.trim().split('\r\n')).toHaveLength(phones + 1);
    expect(
      (await server.request('POST', '/download-all-phone', { token: staff, body: { data: 'x' } })).status,
    ).toBe(422);
    expect(
      (await server.request('POST', '/download-all-phone', { token: staff, body: { data: ['a'] } })).status,
    ).toBe(422);
  });
});

describe('DELETE /leads/{id}', () => {
  it('403 without Leads Delete', async () => {
    const res = await server.request('DELETE', '/leads/2', { token: staff });
    expect(res.status).toBe(403);
  });

  it('removes the lead with its own activities, requests and notifications', async () => {
    const target =
      db['lead-permissions'].find((p: AnyRow) =>
        db.notifications.some((n: AnyRow) => n.lead_id === p.lead_id),
      )?.lead_id ?? db['lead-permissions'][0].lead_id;
    const res = await server.request('DELETE', `/leads/${target}`, { token: supervisor });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Lead deleted successfully.');
    expect((await server.request('GET', `/leads/${target}`, { token: admin })).status).toBe(404);
    expect((await server.request('DELETE', `/leads/${target}`, { token: admin })).status).toBe(404);
    const after = readDb(server.dataDir);
    for (const c of ['lead-activities', 'lead-permissions', 'notifications'])
      expect(after[c].filter((r: AnyRow) => r.lead_id === target)).toEqual([]);
    expect(after.leads).toHaveLength(db.leads.length - 1);
  });
});

describe('CSV cells', () => {
  it('neutralise formula triggers and quote per RFC 4180', async () => {
    const { csvCell, csvLine } = await import('../../server/leads/csv');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+8801711')).toBe("'+8801711");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['A', '=1', 'x\ny'])).toBe(`A,'=1,"x\ny"`);
  });
});

describe('search stays current after writes', () => {
  it('finds a lead created or renamed after earlier searches, and not its old name', async () => {
    const { initialInfo } = await import('./lead-wizard-fixtures');
    const all = 'start_date=1970-01-01&end_date=2999-12-31';
    const total = async (search: string) => (await list(`${all}&search=${encodeURIComponent(search)}`)).total;
    expect(await total('quokka foundry')).toBe(0); // builds the search text of every lead
    const created = await server.request('POST', '/store-leads-initial-info', {
      token: admin,
      body: initialInfo({ organization_name: 'Quokka Foundry Ltd' }),
    });
    expect(created.status).toBe(201);
    expect(await total('quokka foundry')).toBe(1);
    const renamed = await server.request('POST', '/update-leads-initial-info', {
      token: admin,
      body: initialInfo({ organization_name: 'Wombat Castings Ltd', initialID: created.body.contents.id }),
    });
    expect(renamed.status).toBe(200);
    expect(await total('quokka foundry')).toBe(0);
    expect(await total('WOMBAT castings')).toBe(1);
  });
});

// Last: it adds a lead, and the tests above count the seed's.
describe('the creator continuing an unfinished lead', () => {
  it("can_continue marks the staff creator's own unfinished lead, until it has persons", async () => {
    const created = await server.request('POST', '/store-leads-initial-info', {
      token: staff,
      body: initialInfo({ organization_name: 'Continue Me Ltd' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.contents.id;
    const flags = async (token: string) => {
      const res = await server.request('GET', `/leads/${id}`, { token });
      expect(res.status).toBe(200);
      return { can_edit: res.body.contents.can_edit, can_continue: res.body.contents.can_continue };
    };
    // Staff has no Leads Edit: without this flag the list offered only "Request for Edit".
    expect(await flags(staff)).toEqual({ can_edit: false, can_continue: true });
    // Whoever may edit it edits it; it is not theirs to continue.
    expect(await flags(admin)).toEqual({ can_edit: true, can_continue: false });
    const persons = await server.request('POST', '/lead-concern-info', {
      token: staff,
      body: { lead_id: id, concern_person_info: [person()] },
    });
    expect(persons.status).toBe(200);
    expect(await flags(staff)).toEqual({ can_edit: false, can_continue: false });
  });
});
