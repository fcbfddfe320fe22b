import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import type { AnyRow } from './support/lead-details';

// A restricted lead the caller may not read in full is found only by what its list row shows.

let server: TestServer;
let staff: string;
let admin: string;
let lead: AnyRow;
let hiddenEmail: string;
let shownEmail: string;
let block: AnyRow;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login('staff@crms.test', 'Staff#123');
  admin = await server.login('admin@crms.test', 'Admin#123');
  const db = readDb(server.dataDir);
  const granted = new Set(
    db['lead-permissions'].filter((p: AnyRow) => p.employee_id === 3).map((p: AnyRow) => p.lead_id),
  );
  lead = db.leads.find(
    (l: AnyRow) =>
      l.is_disabled === 1 &&
      !granted.has(l.id) &&
      l.concern_person.some((p: AnyRow) => p.email?.length >= 2) &&
      l.initial_info.exhibitions?.some((b: AnyRow) => b.employee_id && b.employee_id !== l.created_by),
  );
  const person = lead.concern_person.find((p: AnyRow) => p.email?.length >= 2);
  [shownEmail, hiddenEmail] = person.email;
  block = lead.initial_info.exhibitions.find(
    (b: AnyRow) => b.employee_id && b.employee_id !== lead.created_by,
  );
});
afterAll(() => server.close());

const ids = async (path: string, token: string): Promise<number[]> => {
  const res = await server.request('GET', path, { token });
  expect(res.status).toBe(200);
  return res.body.contents.data.map((row: AnyRow) => row.id);
};
const q = encodeURIComponent;

describe('restricted lead, caller without details access', () => {
  it('the leads list finds it by its shown e-mail, not by a hidden one', async () => {
    expect(await ids(`/leads?per_page=100&search=${q(shownEmail)}`, staff)).toContain(lead.id);
    expect(await ids(`/leads?per_page=100&search=${q(hiddenEmail)}`, staff)).not.toContain(lead.id);
    expect(await ids(`/leads?per_page=100&search=${q(hiddenEmail)}`, admin)).toContain(lead.id);
  });

  it('the exhibition and assigned-employee filters do not find it; its creator does', async () => {
    const exhibition = `/leads?per_page=100&exhibition=${block.exhibition_id}`;
    expect(await ids(exhibition, staff)).not.toContain(lead.id);
    expect(await ids(exhibition, admin)).toContain(lead.id);
    expect(await ids(`/leads?per_page=100&employee=${block.employee_id}`, staff)).not.toContain(lead.id);
    expect(await ids(`/leads?per_page=100&employee=${lead.created_by}`, staff)).toContain(lead.id);
  });

  it('global search and the board do not find it by a hidden e-mail', async () => {
    const search = await server.request('GET', `/search?q=${q(hiddenEmail)}`, { token: staff });
    expect(search.body.contents.hits.map((h: AnyRow) => h.id)).not.toContain(lead.id);
    const asAdmin = await server.request('GET', `/search?q=${q(hiddenEmail)}`, { token: admin });
    expect(asAdmin.body.contents.hits.map((h: AnyRow) => h.id)).toContain(lead.id);
    const board = await server.request('GET', `/leads-board?search=${q(hiddenEmail)}`, { token: staff });
    const cards = board.body.contents.columns.flatMap((c: AnyRow) => c.data.map((r: AnyRow) => r.id));
    expect(cards).not.toContain(lead.id);
    const shown = await server.request('GET', `/leads-board?search=${q(shownEmail)}`, { token: staff });
    expect(shown.body.contents.columns.flatMap((c: AnyRow) => c.data.map((r: AnyRow) => r.id))).toContain(
      lead.id,
    );
  });

  it('once a Details request is approved, every field finds it again', async () => {
    const sent = await server.request('POST', '/request-for-leads-details', {
      token: staff,
      body: { lead_id: lead.id, employee_id: 3 },
    });
    expect(sent.status).toBe(201);
    const supervisor = await server.login('supervisor@crms.test', 'Super#123');
    const approved = await server.request('POST', '/leads-edit-request-action', {
      token: supervisor,
      body: { id: sent.body.contents.id, actionType: 'approved', permissionType: 'Details' },
    });
    expect(approved.status).toBe(200);
    expect(await ids(`/leads?per_page=100&search=${q(hiddenEmail)}`, staff)).toContain(lead.id);
    const search = await server.request('GET', `/search?q=${q(hiddenEmail)}`, { token: staff });
    expect(search.body.contents.hits.map((h: AnyRow) => h.id)).toContain(lead.id);
  });
});
