import * as XLSX from '@e965/xlsx';
import { startTestServer, type TestServer } from '../support/test-server';

// Prospect and stakeholder calls and the rules of docs/api.md "Prospects and stakeholders".

let server: TestServer;
let admin: string;
let staff: string;
let supervisor: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, supervisor] = await server.signIn('admin', 'staff', 'supervisor');
}, 30_000);
afterAll(() => server.close());

let n = 0;
const payload = (extra: Record<string, unknown> = {}) => ({
  organization_name: `Rule Org ${++n}`,
  industryType: 'Brand New Industry',
  phone: `+8801555${String(n).padStart(6, '0')}`,
  address: 'Dhaka',
  website_link: 'https://example.com',
  exhibitions: [1],
  social_networks: [{ mediaName: 'Facebook', URL: 'https://facebook.com/x' }],
  concern_person_info: [{ name: 'Rule Person', phone: ['+8801700000001'], email: ['rule@example.com'] }],
  ...extra,
});
const create = async (kind: 'prospects' | 'stackholders', token: string, extra = {}) => {
  const res = await server.request('POST', `/${kind}`, { token, body: payload(extra) });
  expect(res.status).toBe(201);
  return res.body.contents;
};

describe('create and read', () => {
  it('creates a prospect with a typed new industry (created once, matched ignoring case after)', async () => {
    const p = await create('prospects', staff);
    expect(p).toMatchObject({
      industry: { type: 'Brand New Industry' },
      exhibitions: [{ id: 1 }],
      can_edit: true,
      can_delete: true,
    });
    const again = await create('prospects', staff, { industryType: 'brand new INDUSTRY' });
    expect(again.industry.id).toBe(p.industry.id);
    const read = await server.request('GET', `/prospects/${p.id}`, { token: admin });
    expect(read.body.contents.organization_name).toBe(p.organization_name);
  });

  it('answers 422 with the spec keys', async () => {
    const res = await server.request('POST', '/prospects', {
      token: staff,
      body: {
        organization_name: '',
        phone: 'x',
        website_link: 'nope',
        social_networks: [{ mediaName: 'MySpace', URL: 'ftp://x' }],
        concern_person_info: [{ name: '', phone: [], email: ['bad'] }],
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining([
        'organization_name',
        'phone',
        'website_link',
        'social_networks.0.mediaName',
        'social_networks.0.URL',
        'concern_person_info.0.name',
        'concern_person_info.0.phone',
        'concern_person_info.0.email.0',
      ]),
    );
  });

  it('needs the list permission (admin role without it is refused elsewhere: 401 without token)', async () => {
    expect((await server.request('GET', '/prospects')).status).toBe(401);
    expect((await server.request('GET', '/stackholders')).status).toBe(401);
  });
});

describe('the rules of §6', () => {
  it('a prospect: staff (creator) may edit and delete their own; another user needs the permission', async () => {
    const mine = await create('prospects', staff);
    const adminsOwn = await create('prospects', admin);
    expect(
      (await server.request('PUT', `/prospects/${mine.id}`, { token: staff, body: payload() })).status,
    ).toBe(200);
    // Staff holds neither Prospect Edit nor Prospect Delete.
    expect(
      (await server.request('PUT', `/prospects/${adminsOwn.id}`, { token: staff, body: payload() })).status,
    ).toBe(403);
    expect((await server.request('DELETE', `/prospects/${adminsOwn.id}`, { token: staff })).status).toBe(403);
    const list = await server.request(
      'GET',
      `/prospects?search=${encodeURIComponent(adminsOwn.organization_name)}`,
      { token: staff },
    );
    expect(list.body.contents.data[0]).toMatchObject({ can_edit: false, can_delete: false });
    // The supervisor holds both permissions.
    expect(
      (await server.request('PUT', `/prospects/${mine.id}`, { token: supervisor, body: payload() })).status,
    ).toBe(200);
    expect((await server.request('DELETE', `/prospects/${mine.id}`, { token: staff })).status).toBe(200);
  });

  it('a stakeholder: Edit only by its creator, Delete only with Prospect Delete', async () => {
    const mine = await create('stackholders', staff);
    expect(
      (await server.request('PUT', `/stackholders/${mine.id}`, { token: supervisor, body: payload() }))
        .status,
    ).toBe(403);
    expect(
      (await server.request('PUT', `/stackholders/${mine.id}`, { token: staff, body: payload() })).status,
    ).toBe(200);
    expect((await server.request('DELETE', `/stackholders/${mine.id}`, { token: staff })).status).toBe(403);
    const rows = (await server.request('GET', '/stackholders?per_page=100', { token: staff })).body.contents
      .data;
    expect(rows.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
      can_edit: true,
      can_delete: false,
    });
    expect((await server.request('DELETE', `/stackholders/${mine.id}`, { token: supervisor })).status).toBe(
      200,
    );
  });

  it('bulk delete is all or nothing', async () => {
    const mine = await create('prospects', staff);
    const other = await create('prospects', admin);
    const refused = await server.request('POST', '/bulk-delete-prospects', {
      token: staff,
      body: { ids: [mine.id, other.id] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(String(other.id));
    expect((await server.request('GET', `/prospects/${mine.id}`, { token: staff })).status).toBe(200);
    const empty = await server.request('POST', '/bulk-delete-prospects', { token: staff, body: { ids: [] } });
    expect(empty.status).toBe(422);
    const ok = await server.request('POST', '/bulk-delete-prospects', {
      token: admin,
      body: { ids: [mine.id, other.id] },
    });
    expect(ok.body).toMatchObject({ message: 'Deleted successfully.' });
    expect((await server.request('GET', `/prospects/${mine.id}`, { token: staff })).status).toBe(404);
  });
});

describe('list filters', () => {
  it('filters by search, industry, exhibitions, employees and dates, newest first, paged', async () => {
    const a = await create('prospects', staff, { exhibitions: [2] });
    const all = await server.request('GET', '/prospects?per_page=100', { token: admin });
    expect(all.body.contents.per_page).toBe(100);
    const dates = all.body.contents.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const q = (s: string) =>
      server.request('GET', `/prospects?${s}`, { token: admin }).then((r) => r.body.contents);
    expect(
      (await q(`search=${encodeURIComponent(a.organization_name.toLowerCase())}`)).data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([a.id]);
    const byEmployee = await q('employees=3&per_page=100');
    expect(byEmployee.data.every((r: { created_by: number }) => r.created_by === 3)).toBe(true);
    const byExhibition = await q('exhibitions=2,99&per_page=100');
    expect(
      byExhibition.data.every((r: { exhibitions: { id: number }[] }) =>
        r.exhibitions.some((e) => e.id === 2),
      ),
    ).toBe(true);
    expect(byExhibition.data.some((r: { id: number }) => r.id === a.id)).toBe(true);
    expect(
      (await q(`industry=${a.industry.id}&per_page=100`)).data.every(
        (r: { industry_id: number }) => r.industry_id === a.industry.id,
      ),
    ).toBe(true);
    expect((await q('start_date=1970-01-01&end_date=1970-01-02')).total).toBe(0);
    const bad = await server.request('GET', '/prospects?start_date=yesterday', { token: admin });
    expect(bad.status).toBe(422);
  });

  it('pages and filters the stakeholder list on the server as the prospect list', async () => {
    const a = await create('stackholders', staff, { exhibitions: [2] });
    const q = (s: string) =>
      server.request('GET', `/stackholders?${s}`, { token: admin }).then((r) => r.body.contents);
    const first = await q('per_page=10');
    expect(first).toMatchObject({ current_page: 1, per_page: 10 });
    expect(first.data.length).toBe(Math.min(10, first.total));
    expect(first.data[0].id).toBe(a.id); // newest first
    const dates = (await q('per_page=100')).data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const named = await q(`search=${encodeURIComponent(a.organization_name.toUpperCase())}`);
    expect([named.total, named.data.map((r: { id: number }) => r.id)]).toEqual([1, [a.id]]);
    expect((await q('exhibitions=2&per_page=100')).data.map((r: { id: number }) => r.id)).toContain(a.id);
    expect((await q('start_date=1970-01-01&end_date=1970-01-02')).total).toBe(0);
    expect((await server.request('GET', '/stackholders?end_date=soon', { token: admin })).status).toBe(422);
  });

  it('suggests stakeholder names from 2 characters', async () => {
    const s = await create('stackholders', staff);
    const res = await server.request(
      'GET',
      `/stackholder-name-suggestions?q=${encodeURIComponent(s.organization_name.slice(0, 8))}`,
      { token: staff },
    );
    expect(res.body.contents).toContain(s.organization_name);
    expect(
      (await server.request('GET', '/stackholder-name-suggestions?q=R', { token: staff })).body.contents,
    ).toEqual([]);
  });
});

describe('files', () => {
  it('builds sample_import.xlsx with a header, two examples and the allowed values', async () => {
    const res = await fetch(`${server.baseUrl}/download-sample`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('sample_import.xlsx');
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Import, { header: 1 });
    expect(rows[0]).toEqual(expect.arrayContaining(['Organization Name', 'Phone', 'Concern Person Email']));
    expect(rows).toHaveLength(3);
    expect(book.SheetNames).toContain('Allowed values');
    // The sample imports as it is.
    const imported = await server.request('POST', '/prospects-import', {
      token: staff,
      body: { adjustmentFiles: XLSX.utils.sheet_to_json(book.Sheets.Import) },
    });
    expect(imported.body).toMatchObject({ contents: { created: 2, errors: [] } });
  });

  it('exports phones of prospects or stakeholders as CSV with formula cells neutralised', async () => {
    const evil = await create('stackholders', staff, { organization_name: '=HYPERLINK("x")' });
    const res = await server.request('POST', '/download-all-phone', {
      token: staff,
      body: { source: 'stackholders', data: [evil.id] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.text).toContain(`"'=HYPERLINK(""x"")",Rule Person,'+8801700000001`);
    // The list's filters (what both screens send): every matching record, newest first.
    const other = await create('stackholders', staff, { organization_name: 'HYPERLINK twin' });
    const filtered = await server.request('POST', '/download-all-phone', {
      token: staff,
      body: { source: 'stackholders', data: { search: 'hyperlink', page: 3, per_page: 10 } },
    });
    expect(filtered.text.split('\r\n')).toEqual([
      'Organization Name,Concern Person,Phone', // after the BOM, which the text decoder drops
      `${other.organization_name},Rule Person,'+8801700000001`,
      `"'=HYPERLINK(""x"")",Rule Person,'+8801700000001`,
      '',
    ]);
    const bad = await server.request('POST', '/download-all-phone', {
      token: staff,
      body: { source: 'prospects', data: { start_date: 'soon' } },
    });
    expect([bad.status, bad.body.errors?.start_date]).toEqual([422, expect.any(Array)]);
    const leads = await server.request('POST', '/download-all-phone', { token: staff, body: { data: {} } });
    expect(leads.status).toBe(200); // the lead export is still there for manage leads
  });
});
