import { startTestServer, type TestServer } from '../support/test-server';
import { pickLeads, type AnyRow } from './support/lead-details';

// GET /key-account-list: leads with any key_account 'Y' activity, paged, with the list's filters.

let server: TestServer;
let staff: string;
let leads: ReturnType<typeof pickLeads>;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login('staff@crms.test', 'Staff#123');
  leads = pickLeads(server);
});
afterAll(() => server.close());

const list = (query: string, token: string | undefined = staff) =>
  server.request('GET', `/key-account-list${query}`, { token });

describe('GET /key-account-list', () => {
  it('lists every key account of the seed (33), newest first, 10 per page', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.contents.total).toBe(leads.keyAccountIds.size);
    expect(leads.keyAccountIds.size).toBe(33);
    expect(res.body.contents.data).toHaveLength(10);
    expect(res.body.contents.data.every((l: AnyRow) => leads.keyAccountIds.has(l.id))).toBe(true);
    const page4 = await list('?page=4&per_page=10');
    expect(page4.body.contents.data).toHaveLength(3);
    expect(page4.body.contents.current_page).toBe(4);
  });

  it('searches by organization name and filters like the leads list', async () => {
    const lead = leads.db.leads.find((l: AnyRow) => leads.keyAccountIds.has(l.id));
    const name: string = lead.initial_info.organization_name;
    const res = await list(`?search=${encodeURIComponent(name.slice(0, 8).toUpperCase())}&per_page=100`);
    expect(res.body.contents.data.map((l: AnyRow) => l.id)).toContain(lead.id);
    expect(res.body.contents.data.every((l: AnyRow) => leads.keyAccountIds.has(l.id))).toBe(true);
    const stage = await list(`?stage=${lead.lead_stage}&per_page=100`);
    expect(stage.body.contents.data.every((l: AnyRow) => l.lead_stage === lead.lead_stage)).toBe(true);
    expect((await list('?start_date=nope')).status).toBe(422);
  });

  it('gives every phone and email of a person the caller may read in full', async () => {
    const res = await list('?per_page=100');
    const open = res.body.contents.data.find((l: AnyRow) => !l.restricted);
    const seeded = leads.db.leads.find((l: AnyRow) => l.id === open.id);
    expect(open.concern_person[0].phone).toEqual(seeded.concern_person[0].phone);
    expect(open.can_view_details).toBe(true);
  });

  it('401 without a token; 403 (list and key-account details) without the key account permission', async () => {
    expect((await list('', '')).status).toBe(401);
    // An employee whose role lacks 'key account': give the demo Sales Executive role none of it.
    const admin = await server.login('admin@crms.test', 'Admin#123');
    const perms = (await server.request('GET', '/roles/3/permissions', { token: admin })).body.contents;
    const keep = perms.permission_ids.filter(
      (id: number) => perms.all_permissions.find((p: AnyRow) => p.id === id)?.name !== 'key account',
    );
    await server.request('POST', '/roles/3/permissions/sync', { token: admin, body: { permissions: keep } });
    expect((await list('')).status).toBe(403);
    const details = await server.request('POST', '/get-key-account-details-tab-count', {
      token: staff,
      body: { lead_id: leads.keyAccount.id },
    });
    expect(details.status).toBe(403);
  });
});
