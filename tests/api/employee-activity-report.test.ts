import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /employee-activity-report: cards per (employee, exhibition), checked against the seed itself.

let server: TestServer;
let admin: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Record<string, any[]>;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await server.signIn('admin', 'staff');
  db = readDb(server.dataDir);
}, 30_000);
afterAll(() => server.close());

const get = async (query: string, token = admin) => {
  const res = await server.request('GET', `/employee-activity-report${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.contents;
};

/** Lead ids per "employee:exhibition", from the seed's assignment blocks. */
function pairs(): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const lead of db.leads)
    for (const block of lead.initial_info.exhibitions ?? [])
      for (const employee of [block.employee_id, block.additionalEmployeeID])
        if (typeof employee === 'number') {
          const key = `${employee}:${block.exhibition_id}`;
          out.set(key, (out.get(key) ?? new Set()).add(lead.id));
        }
  return out;
}

describe('GET /employee-activity-report', () => {
  it('pages every (employee, exhibition) pair 12 at a time', async () => {
    const want = pairs();
    const first = await get('');
    expect(first).toMatchObject({ total: want.size, current_page: 1, per_page: 12 });
    expect(first.data).toHaveLength(Math.min(12, want.size));
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(want.size / 12); page++)
      for (const row of (await get(`?page=${page}`)).data)
        seen.add(`${row.employee_id}:${row.exhibition.id}`);
    expect([...seen].sort()).toEqual([...want.keys()].sort());
  });

  it('filters by employee and by exhibition', async () => {
    const want = pairs();
    const [employee, exhibition] = [...want.keys()][0].split(':').map(Number);
    const byEmployee = await get(`?employee_id=${employee}&per_page=100`);
    expect(byEmployee.total).toBe([...want.keys()].filter((k) => k.startsWith(`${employee}:`)).length);
    expect(byEmployee.data.every((r: { employee_id: number }) => r.employee_id === employee)).toBe(true);
    // A list of cards carries each card's newest 20 leads and how many it holds.
    for (const card of byEmployee.data) {
      const total = want.get(`${card.employee_id}:${card.exhibition.id}`)!.size;
      expect(card.leads_total).toBe(total);
      expect(card.leads).toHaveLength(Math.min(20, total));
    }
    const both = await get(`?employee_id=${employee}&exhibition_id=${exhibition}`);
    expect(both.total).toBe(1);
    expect(both.data[0].leads.map((l: { lead_id: number }) => l.lead_id).sort()).toEqual(
      [...want.get(`${employee}:${exhibition}`)!].sort(),
    );
    expect((await get('?exhibition_id=99999')).total).toBe(0);
  });

  it('joins each activity type of the employee on the lead with commas and maps the priority', async () => {
    const want = pairs();
    // A pair whose employee wrote activities on one of its leads.
    const [key, leadId] = [...want]
      .flatMap(([k, ids]) => [...ids].map((id) => [k, id] as const))
      .find(([k, id]) =>
        db['lead-activities'].some((a) => a.lead_id === id && a.created_by === Number(k.split(':')[0])),
      )!;
    const [employee, exhibition] = key.split(':').map(Number);
    const row = (await get(`?employee_id=${employee}&exhibition_id=${exhibition}`)).data[0];
    const user = db.users.find((u) => u.id === db.employees.find((e) => e.id === employee).user_id);
    expect(row).toMatchObject({
      employee_id: employee,
      employee_name: user.name,
      exhibition: { id: exhibition },
    });
    const line = row.leads.find((l: { lead_id: number }) => l.lead_id === leadId);
    const mine = db['lead-activities'].filter((a) => a.lead_id === leadId && a.created_by === employee);
    const join = (type: string, field: string) =>
      mine
        .filter((a) => a.type === type)
        .map((a) => a[field])
        .join(', ');
    const lead = db.leads.find((l) => l.id === leadId);
    expect(line).toMatchObject({
      organization_name: lead.initial_info.organization_name,
      notes: join('note', 'note_description'),
      sms_description: join('sms', 'sms_description'),
      email_subject: join('email', 'subject'),
      task_details: join('task', 'task_title'),
      priority: ['Very Good', 'Good', 'Low', 'Very Low'].includes(lead.lead_priority)
        ? lead.lead_priority
        : 'N/A',
    });
    expect(line.log_activity).toBe(join('log', 'description'));
    expect(line.file_description).toBe(join('file', 'description'));
  });

  it('withholds the activity texts of restricted leads from a caller without Leads Details', async () => {
    const restricted = db.leads.find((l) => l.is_disabled === 1 && (l.initial_info.exhibitions ?? []).length);
    const block = restricted.initial_info.exhibitions[0];
    const q = `?employee_id=${block.employee_id}&exhibition_id=${block.exhibition_id}`;
    const forStaff = (await get(q, staff)).data[0].leads.find(
      (l: { lead_id: number }) => l.lead_id === restricted.id,
    );
    expect(forStaff).toMatchObject({ restricted: true, notes: '', log_activity: '', task_details: '' });
    const forAdmin = (await get(q)).data[0].leads.find(
      (l: { lead_id: number }) => l.lead_id === restricted.id,
    );
    expect(forAdmin.restricted).toBe(false);
  });

  it('refuses malformed filters and callers without a token', async () => {
    const bad = await server.request('GET', '/employee-activity-report?employee_id=abc', { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.employee_id).toBeDefined();
    expect((await server.request('GET', '/employee-activity-report')).status).toBe(401);
  });
});
