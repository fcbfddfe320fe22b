import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { SUPERVISOR } from '../support/demo-accounts';
import { initialInfo, person } from './lead-wizard-fixtures';

let server: TestServer;
let staff: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  [staff, admin] = await server.signIn('staff', 'admin');
});
afterAll(() => server.close());

const leadOf = (id: number) => server.request('GET', `/leads/${id}`, { token: admin });
const storedDb = async () => readDb(server.dataDir);
const storeLead = (token: string, body: Record<string, unknown>) =>
  server.request('POST', '/store-leads-initial-info', { token, body });

describe('lead wizard lookups', () => {
  it.each([
    '/employees',
    '/exhibitions',
    '/industries',
    '/countries',
    '/departments',
    '/designations',
    '/influencing-roles',
    '/prospects-list',
  ])('GET %s answers a list to any signed-in user', async (path) => {
    const res = await server.request('GET', path, { token: staff });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.contents)).toBe(true);
    expect(res.body.contents.length).toBeGreaterThan(0);
  });

  it('GET /prospects-list carries what the wizard prefills', async () => {
    const [first] = (await server.request('GET', '/prospects-list', { token: staff })).body.contents;
    expect(first).toEqual(
      expect.objectContaining({
        organization_name: expect.any(String),
        phone: expect.any(String),
        address: expect.any(String),
        website_link: expect.any(String),
      }),
    );
    expect(first.industry).toEqual(
      expect.objectContaining({ id: expect.any(Number), type: expect.any(String) }),
    );
    expect(Array.isArray(first.social_networks) && Array.isArray(first.concern_person_info)).toBe(true);
  });

  it('GET /prospects-list?search&limit gives the typeahead a few matching prospects, oldest first', async () => {
    const all = (await server.request('GET', '/prospects-list', { token: staff })).body.contents;
    const q = all[1].organization_name.slice(0, 3).toUpperCase();
    const expected = all
      .filter((p: { organization_name: string }) =>
        p.organization_name.toLowerCase().includes(q.toLowerCase()),
      )
      .map((p: { id: number }) => p.id);
    const res = await server.request('GET', `/prospects-list?search=${encodeURIComponent(q)}&limit=2`, {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body.contents.map((p: { id: number }) => p.id)).toEqual(expected.slice(0, 2));
    const none = await server.request('GET', '/prospects-list?search=zz-no-such-prospect-zz', {
      token: staff,
    });
    expect(none.body.contents).toEqual([]);
    const bad = await server.request('GET', `/prospects-list?search=${encodeURIComponent(q)}&limit=x`, {
      token: staff,
    });
    expect(bad.body.contents.map((p: { id: number }) => p.id)).toEqual(expected);
  });

  it('GET /organizations-suggestions?q= answers matching names only from 2 characters', async () => {
    const [prospect] = (await server.request('GET', '/prospects-list', { token: staff })).body.contents;
    const q = prospect.organization_name.slice(0, 5).toUpperCase();
    const res = await server.request('GET', `/organizations-suggestions?q=${encodeURIComponent(q)}`, {
      token: staff,
    });
    expect(res.body.contents).toContain(prospect.organization_name);
    expect(res.body.contents.every((n: string) => n.toLowerCase().includes(q.toLowerCase()))).toBe(true);
    // Leads' names too, found through the leads' search index (which also holds person names).
    const lead = (await server.request('GET', '/leads?start_date=1970-01-01', { token: staff })).body.contents
      .data[0];
    const name: string = lead.initial_info.organization_name;
    const leadQ = name.slice(1, 7).toLowerCase();
    const byLead = await server.request('GET', `/organizations-suggestions?q=${encodeURIComponent(leadQ)}`, {
      token: staff,
    });
    expect(byLead.body.contents.map((n: string) => n.toLowerCase())).toContain(name.trim().toLowerCase());
    expect(byLead.body.contents.every((n: string) => n.toLowerCase().includes(leadQ))).toBe(true);
    expect(
      (await server.request('GET', '/organizations-suggestions?q=a', { token: staff })).body.contents,
    ).toEqual([]);
    expect((await server.request('GET', '/organizations-suggestions?q=a', {})).status).toBe(401);
  });

  it('cascade and information sources exist', async () => {
    for (const [path, key] of [
      ['/divisions-by-country', 'country_id'],
      ['/districts-by-division', 'division_id'],
      ['/zones-by-district', 'district_id'],
    ]) {
      const res = await server.request('POST', path, { token: staff, body: { [key]: 1 } });
      expect(res.status).toBe(200);
      expect(res.body.contents.length).toBeGreaterThan(0);
    }
    expect(
      (await server.request('POST', '/get-information-sources', { token: staff, body: {} })).body.contents
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('POST /store-leads-initial-info', () => {
  it('creates a lead, answers its id and notifies assignees', async () => {
    const body = initialInfo({
      exhibitions: [{ exhibition_id: 2, employee_id: 5, additionalEmployeeID: 6 }],
    });
    const res = await storeLead(staff, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual(expect.any(String));
    const id = res.body.contents.id;
    expect(res.body.contents.initialID).toBe(id);
    const lead = (await leadOf(id)).body.contents;
    expect(lead).toMatchObject({ lead_priority: 'Good', lead_stage: 'new', concern_person: [] });
    expect(lead.initial_info).toMatchObject({
      organization_name: body.organization_name,
      zone_id: 1,
      country_id: 1,
    });
    const notes = (await storedDb()).notifications.filter((n: { lead_id: number }) => n.lead_id === id);
    expect(
      notes
        .map((n: { employee_id: number; assigned_type: string }) => [n.employee_id, n.assigned_type])
        .sort(),
    ).toEqual([
      [5, 'assigned_employee'],
      [6, 'additional_employee'],
    ]);
  });

  it('creates a typed industry and information source that match none, reuses one that matches', async () => {
    const fresh = `Space Tourism ${Date.now()}`;
    const res = await storeLead(
      staff,
      initialInfo({
        industry_type_id: null,
        industry_type_text: fresh,
        information_source_id: '',
        information_source_text: 'A Brand New Source',
      }),
    );
    expect(res.status).toBe(201);
    const industries = (await server.request('GET', '/industries', { token: staff })).body.contents;
    const created = industries.find((i: { type: string }) => i.type === fresh);
    expect(created).toBeDefined();
    const lead = (await leadOf(res.body.contents.id)).body.contents;
    expect(lead.initial_info.industry).toEqual({ id: created.id, type: fresh });
    expect(lead.initial_info.information_source.name).toBe('A Brand New Source');
    const again = await storeLead(
      staff,
      initialInfo({ industry_type_id: null, industry_type_text: fresh.toUpperCase() }),
    );
    const count = (await server.request('GET', '/industries', { token: staff })).body.contents.filter(
      (i: { type: string }) => i.type.toLowerCase() === fresh.toLowerCase(),
    ).length;
    expect(again.status).toBe(201);
    expect(count).toBe(1);
  });

  it('answers 422 with the spec keys, nested indexes included, and stores nothing', async () => {
    const before = (await server.request('GET', '/leads?per_page=1', { token: admin })).body.contents.total;
    const res = await storeLead(staff, {
      organization_name: '  ',
      phone: '12ab',
      lead_priority: 'Great',
      country_id: 99999,
      website_link: 'ftp://x',
      exhibitions: [
        { exhibition_id: 1, employee_id: 4 },
        { exhibition_id: '', employee_id: 99999 },
      ],
      social_networks: [{ mediaName: 'MySpace', URL: 'javascript:alert(1)' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        'country_id',
        'exhibitions.1.employee_id',
        'exhibitions.1.exhibition_id',
        'lead_priority',
        'organization_name',
        'phone',
        'social_networks.0.URL',
        'social_networks.0.mediaName',
        'website_link',
      ].sort(),
    );
    expect((await server.request('GET', '/leads?per_page=1', { token: admin })).body.contents.total).toBe(
      before,
    );
  });

  it.each([
    ['phone', { phone: '12345' }],
    ['phone', { phone: '1'.repeat(21) }],
    ['zone_id', { zone_id: 9 }],
    ['division_id', { country_id: 2, division_id: 1, district_id: null, zone_id: null }],
    ['lead_priority', { lead_priority: 'good' }],
  ])('rejects %s in %j', async (key, overrides) => {
    const res = await storeLead(staff, initialInfo(overrides));
    expect(res.status).toBe(422);
    expect(res.body.errors[key]).toBeDefined();
  });

  it('accepts phones with spaces, +, - and parentheses and a zone alone (chain derived)', async () => {
    const res = await storeLead(
      staff,
      initialInfo({ phone: '+1 (555) 123-4567', division_id: undefined, district_id: undefined, zone_id: 2 }),
    );
    expect(res.status).toBe(201);
    const info = (await leadOf(res.body.contents.id)).body.contents.initial_info;
    expect(info).toMatchObject({ zone_id: 2, district_id: 1, division_id: 1 });
  });

  it('needs a token and manage leads', async () => {
    expect((await server.request('POST', '/store-leads-initial-info', { body: initialInfo() })).status).toBe(
      401,
    );
    // A role without 'manage leads': take it away from the Sales Executive, then give it back.
    const role = (await server.request('GET', '/roles/3/permissions', { token: admin })).body.contents;
    const ids: number[] = (role.permissions ?? role.role?.permissions ?? []).map((p: { id: number }) => p.id);
    const all = (await server.request('GET', '/permissions', { token: admin })).body.contents;
    const manage = all.find((p: { name: string }) => p.name === 'manage leads').id;
    const sync = (permissions: number[]) =>
      server.request('POST', '/roles/3/permissions/sync', { token: admin, body: { permissions } });
    expect((await sync(ids.filter((id) => id !== manage))).status).toBe(200);
    try {
      expect((await storeLead(staff, initialInfo())).status).toBe(403);
      const body = { lead_id: 1, concern_person_info: [person()] };
      expect((await server.request('POST', '/lead-concern-info', { token: staff, body })).status).toBe(403);
    } finally {
      await sync(ids);
    }
    expect((await storeLead(staff, initialInfo())).status).toBe(201);
  });
});

describe('update and concern persons', () => {
  let leadId: number;
  beforeAll(async () => {
    leadId = (await storeLead(staff, initialInfo())).body.contents.id;
  });

  it('POST /lead-concern-info sets the persons of the creator’s new lead', async () => {
    const res = await server.request('POST', '/lead-concern-info', {
      token: staff,
      body: {
        lead_id: leadId,
        concern_person_info: [
          person(),
          person({
            name: 'Second',
            phone: [' 01711 222333 ', '01711 222333', ''],
            email: ['b@example.com'],
            designation: null,
            role: null,
            dob: null,
            gender: null,
            social_networks: [],
          }),
        ],
      },
    });
    expect(res.status).toBe(200);
    const persons = (await leadOf(leadId)).body.contents.concern_person;
    expect(persons).toHaveLength(2);
    expect(persons[0]).toMatchObject({
      name: 'Rahim Uddin',
      designation: { id: 1, name: 'Managing Director' },
      role: { id: null, name: 'Brand New Role' },
    });
    expect(persons[1].phone).toEqual(['01711 222333']);
  });

  it('a second POST by staff (no Leads Edit) is 403; PUT by staff is 403; admin may PUT', async () => {
    const body = { lead_id: leadId, concern_person_info: [person({ name: 'Changed' })] };
    expect((await server.request('POST', '/lead-concern-info', { token: staff, body })).status).toBe(403);
    expect((await server.request('PUT', `/lead-concern-info/${leadId}`, { token: staff, body })).status).toBe(
      403,
    );
    const res = await server.request('PUT', `/lead-concern-info/${leadId}`, { token: admin, body });
    expect(res.status).toBe(200);
    expect((await leadOf(leadId)).body.contents.concern_person[0].name).toBe('Changed');
  });

  it('concern person validation keys are nested', async () => {
    const res = await server.request('PUT', `/lead-concern-info/${leadId}`, {
      token: admin,
      body: {
        lead_id: leadId,
        concern_person_info: [
          person({ phone: ['abc'], email: ['not-an-email'] }),
          person({
            name: '',
            phone: [],
            email: [],
            dob: '2999-01-01',
            gender: 'robot',
            attachment: '../db.json',
          }),
          person({
            dob: '1990-02-30',
            social_networks: [
              { social_media: 'facebook', url: 'not a url' },
              { social_media: 'myspace', url: 'https://x.com' },
            ],
          }),
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        'concern_person_info.0.phone.0',
        'concern_person_info.0.email.0',
        'concern_person_info.1.name',
        'concern_person_info.1.phone',
        'concern_person_info.1.email',
        'concern_person_info.1.dob',
        'concern_person_info.1.gender',
        'concern_person_info.1.attachment',
        'concern_person_info.2.dob',
        'concern_person_info.2.social_networks.0.url',
        'concern_person_info.2.social_networks.1.social_media',
      ].sort(),
    );
    expect((await leadOf(leadId)).body.contents.concern_person[0].name).toBe('Changed');
  });

  it('POST /update-leads-initial-info: 403 for staff, 404 unknown, admin updates and keeps the logo', async () => {
    const body = initialInfo({ initialID: leadId, organization_name: 'Renamed Org', lead_priority: 'Low' });
    expect((await server.request('POST', '/update-leads-initial-info', { token: staff, body })).status).toBe(
      403,
    );
    expect(
      (
        await server.request('POST', '/update-leads-initial-info', {
          token: admin,
          body: { ...body, initialID: 999999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request('POST', '/update-leads-initial-info', {
          token: admin,
          body: { ...body, initialID: '' },
        })
      ).status,
    ).toBe(422);
    const res = await server.request('POST', '/update-leads-initial-info', { token: admin, body });
    expect(res.status).toBe(200);
    const lead = (await leadOf(leadId)).body.contents;
    expect(lead).toMatchObject({
      lead_priority: 'Low',
      initial_info: { organization_name: 'Renamed Org', organization_logo: null },
    });
  });

  it('an approved Edit request lets staff update', async () => {
    const staffEmployee = 3;
    expect(JSON.stringify((await storedDb()).leads)).toContain('Renamed Org');
    // Granted through the access-request calls.
    const ask = await server.request('POST', '/request-for-leads-edit', {
      token: staff,
      body: { lead_id: leadId, employee_id: staffEmployee },
    });
    expect(ask.status).toBeLessThan(300);
    const sup = await server.login(SUPERVISOR.email, SUPERVISOR.password);
    const requests = (await server.request('GET', '/all-leads-edit-requests', { token: sup })).body.contents;
    const list = Array.isArray(requests) ? requests : requests.data;
    const mine = list.find((r: { lead_id: number }) => r.lead_id === leadId);
    await server.request('POST', '/leads-edit-request-action', {
      token: sup,
      body: { id: mine.id, permissionType: 'Edit', actionType: 'approved' },
    });
    const res = await server.request('POST', '/update-leads-initial-info', {
      token: staff,
      body: initialInfo({ initialID: leadId, organization_name: 'By Staff' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('the creator may correct step 1 until the persons are saved (Back in the create wizard)', () => {
  it("staff updates their own unfinished lead, not after step 2 nor someone else's", async () => {
    const id = (await storeLead(staff, initialInfo())).body.contents.id;
    const update = (token: string, leadId: number, organization_name: string) =>
      server.request('POST', '/update-leads-initial-info', {
        token,
        body: initialInfo({ initialID: leadId, organization_name }),
      });
    expect((await update(staff, id, 'Corrected Name')).status).toBe(200);
    expect((await leadOf(id)).body.contents.initial_info.organization_name).toBe('Corrected Name');
    const adminLead = (await storeLead(admin, initialInfo())).body.contents.id;
    expect((await update(staff, adminLead, 'Not mine')).status).toBe(403);
    await server.request('POST', '/lead-concern-info', {
      token: staff,
      body: { lead_id: id, concern_person_info: [person()] },
    });
    expect((await update(staff, id, 'Too late')).status).toBe(403);
  });
});

describe('POST /lead-duplicates-check', () => {
  it('finds leads and prospects by name (case and spacing ignored), phone digits and email', async () => {
    const [prospect] = (await server.request('GET', '/prospects-list', { token: staff })).body.contents;
    const spaced = `  ${prospect.organization_name.toUpperCase().replace(/ /g, '   ')} `;
    const byName = await server.request('POST', '/lead-duplicates-check', {
      token: staff,
      body: { organization_name: spaced },
    });
    expect(byName.body.contents).toContainEqual(
      expect.objectContaining({ kind: 'prospect', id: prospect.id, reasons: ['organization_name'] }),
    );
    const email = prospect.concern_person_info[0].email[0];
    const byEmail = await server.request('POST', '/lead-duplicates-check', {
      token: staff,
      body: { emails: [email.toUpperCase()] },
    });
    expect(byEmail.body.contents).toContainEqual(
      expect.objectContaining({ kind: 'prospect', id: prospect.id, reasons: ['email'] }),
    );
    const none = await server.request('POST', '/lead-duplicates-check', {
      token: staff,
      body: { organization_name: 'Nothing Like It 123', phones: ['12'] },
    });
    expect(none.body.contents).toEqual([]);
  });
});
