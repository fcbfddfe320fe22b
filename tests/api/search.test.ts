import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /search: one call across leads, prospects, stakeholders, documents and employees.

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

const search = async (q: string, token = admin) => {
  const res = await server.request('GET', `/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.status).toBe(200);
  return res.body.contents as {
    hits: { kind: string; id: number; title: string; url: string }[];
    totals: Record<string, number>;
  };
};

describe('GET /search', () => {
  it('finds leads by organization name and counts every match', async () => {
    const lead = db.leads[0];
    const word = lead.initial_info.organization_name.split(' ')[0];
    const want = db.leads.filter((l) =>
      [
        l.initial_info.organization_name,
        ...(l.concern_person ?? []).flatMap((p: { name: string; phone: string[]; email: string[] }) => [
          p.name,
          ...p.phone,
          ...p.email,
        ]),
      ]
        .join('\u0000')
        .toLowerCase()
        .includes(word.toLowerCase()),
    );
    const res = await search(word);
    expect(res.totals.lead).toBe(want.length);
    const leads = res.hits.filter((h) => h.kind === 'lead');
    expect(leads.length).toBe(Math.min(5, want.length));
    for (const hit of leads) expect(want.some((l) => l.id === hit.id)).toBe(true);
  });

  it('sends a caller who may not read a restricted lead to the list, not the details', async () => {
    const restricted = db.leads.find((l) => l.is_disabled === 1);
    const name = restricted.initial_info.organization_name;
    const forStaff = (await search(name, staff)).hits.find(
      (h) => h.kind === 'lead' && h.id === restricted.id,
    )!;
    expect(forStaff.url).toContain('/leads-organization/leads-index?search=');
    const forAdmin = (await search(name)).hits.find((h) => h.kind === 'lead' && h.id === restricted.id)!;
    expect(forAdmin.url).toBe(`/leads-organization/${restricted.id}/leads-details`);
  });

  it('finds documents, prospects and employees by name', async () => {
    const doc = db.documents[0];
    expect((await search(doc.file_name)).hits.some((h) => h.kind === 'document' && h.id === doc.id)).toBe(
      true,
    );
    const prospect = db.prospects[0];
    expect(
      (await search(prospect.organization_name)).hits.some(
        (h) => h.kind === 'prospect' && h.id === prospect.id,
      ),
    ).toBe(true);
    const user = db.users.find((u) => u.email === 'staff@crms.test');
    expect((await search(user.name)).hits.some((h) => h.kind === 'employee')).toBe(true);
  });

  it('finds employees by their user’s name in any case: the first 5 by id and how many match', async () => {
    const named = (term: string) =>
      db.employees
        .filter((e) =>
          db.users
            .find((u) => u.id === e.user_id)
            ?.name.toLowerCase()
            .includes(term),
        )
        .map((e) => e.id)
        .sort((a, b) => a - b);
    // A short common piece of the names, so some searches pass the palette's 5.
    for (const term of ['an', 'er', 'staff', 'zz-nobody']) {
      const res = await search(term.toUpperCase());
      const want = named(term);
      expect(res.totals.employee).toBe(want.length);
      expect(res.hits.filter((h) => h.kind === 'employee').map((h) => h.id)).toEqual(want.slice(0, 5));
    }
    // Documents likewise: every match counted, at most 5 shown.
    const piece = db.documents[0].file_name.slice(0, 2).toLowerCase();
    const docs = await search(piece);
    const matching = db.documents.filter((d) => d.file_name.toLowerCase().includes(piece));
    expect(docs.totals.document).toBe(matching.length);
    expect(docs.hits.filter((h) => h.kind === 'document')).toHaveLength(Math.min(5, matching.length));
  });

  it('searches only what the caller may open', async () => {
    const role = await server.request('POST', '/roles', { token: admin, body: { name: 'Search Nothing' } });
    await server.request('POST', '/employees', {
      token: admin,
      body: {
        name: 'Search Less',
        email: 'searchless@crms.test',
        password: 'Secret#1',
        phone: '+8801700000019',
        department_id: 1,
        designation_id: 1,
        role_id: role.body.contents.id,
      },
    });
    const token = await server.login('searchless@crms.test', 'Secret#1');
    const res = await search(db.leads[0].initial_info.organization_name, token);
    // Employees too: a hit leads to the employees table or the report, and it holds neither.
    expect(res.hits).toEqual([]);
    expect(res.totals).toEqual({});
  });

  it('links a prospect or stakeholder to its edit form only for whoever may edit it, else to its list', async () => {
    const staffEmployee = db.employees.find(
      (e) => e.user_id === db.users.find((u) => u.email === 'staff@crms.test').id,
    );
    const others = db.prospects.find((p) => p.created_by !== staffEmployee.id);
    const name = others.organization_name;
    const forStaff = (await search(name, staff)).hits.find(
      (h) => h.kind === 'prospect' && h.id === others.id,
    )!;
    expect(forStaff.url).toBe(`/prospects?search=${encodeURIComponent(name)}`);
    const forAdmin = (await search(name)).hits.find((h) => h.kind === 'prospect' && h.id === others.id)!;
    expect(forAdmin.url).toBe(`/prospect-update/${others.id}`);
    const stakeholder = db.stackholders.find((p) => p.created_by !== staffEmployee.id);
    const hit = (await search(stakeholder.organization_name, staff)).hits.find(
      (h) => h.kind === 'stakeholder' && h.id === stakeholder.id,
    )!;
    expect(hit.url).toBe(`/stackholders?search=${encodeURIComponent(stakeholder.organization_name)}`);
  });

  it('answers nothing for fewer than 2 characters and needs a token', async () => {
    expect(await search('a')).toEqual({ hits: [], totals: {} });
    expect((await server.request('GET', '/search?q=ltd')).status).toBe(401);
  });
});
