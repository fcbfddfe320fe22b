import { startTestServer, type TestServer } from '../support/test-server';
import { PNG_BYTES } from './lead-wizard-fixtures';
import { pickLeads, postForm, type AnyRow } from './support/lead-details';

// Details writes by a user whose only way in is the key-account page: key accounts only, no stage.

let server: TestServer;
let staff: string;
let leads: ReturnType<typeof pickLeads>;

beforeAll(async () => {
  server = await startTestServer();
  leads = pickLeads(server);
  // The demo Sales Executive role keeps 'key account' and loses 'manage leads'.
  const admin = await server.login('admin@crms.test', 'Admin#123');
  const perms = (await server.request('GET', '/roles/3/permissions', { token: admin })).body.contents;
  const nameOf = (id: number) => perms.all_permissions.find((p: AnyRow) => p.id === id)?.name;
  expect(perms.permission_ids.map(nameOf)).toEqual(expect.arrayContaining(['key account', 'manage leads']));
  const keep = perms.permission_ids.filter((id: number) => nameOf(id) !== 'manage leads');
  await server.request('POST', '/roles/3/permissions/sync', { token: admin, body: { permissions: keep } });
  staff = await server.login('staff@crms.test', 'Staff#123');
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.request('POST', path, { token: staff, body });
const keyAccountRead = (leadId: number) => post('/get-key-account-details-tab-count', { lead_id: leadId });

describe('key account without manage leads', () => {
  it('saves activities on a key account', async () => {
    const res = await post('/store-leads-details-note-info', {
      lead_id: leads.keyAccount.id,
      note_description: 'Renewal call booked',
      key_account: 'Y',
    });
    expect(res.status).toBe(201);
    expect((await keyAccountRead(leads.keyAccount.id)).body.contents.details[0].id).toBe(
      res.body.contents.id,
    );
  });

  it('cannot write to a lead that is not a key account, nor make it one', async () => {
    const note = await post('/store-leads-details-note-info', {
      lead_id: leads.open.id,
      note_description: 'x',
      key_account: 'Y',
    });
    expect(note.status).toBe(403);
    expect((await keyAccountRead(leads.open.id)).status).toBe(404);
    const logo = await postForm(server, '/upload-organization-logo', staff, {
      lead_id: String(leads.open.id),
      organization_logo: { bytes: PNG_BYTES, name: 'a.png' },
    });
    expect(logo.status).toBe(403);
  });

  it('cannot change a stage, not even of a key account', async () => {
    const res = await post('/leads-stage-update', { lead_id: leads.keyAccount.id, lead_stage: 'won' });
    expect(res.status).toBe(403);
    const lead = (await keyAccountRead(leads.keyAccount.id)).body.contents.lead;
    expect(lead.lead_stage).toBe(leads.keyAccount.lead_stage);
  });
});
