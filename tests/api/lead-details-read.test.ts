import { startTestServer, type TestServer } from '../support/test-server';
import { pickLeads, type AnyRow } from './support/lead-details';

// The details pages' read (timeline layout in docs/api.md) and the stage update.

let server: TestServer;
let staff: string;
let supervisor: string;
let leads: ReturnType<typeof pickLeads>;

beforeAll(async () => {
  server = await startTestServer();
  [staff, supervisor] = await server.signIn('staff', 'supervisor');
  leads = pickLeads(server);
});
afterAll(() => server.close());

const read = (token: string | undefined, body: unknown, path = '/get-leads-details-tab-count-and-data') =>
  server.request('POST', path, { token, body });

describe('POST /get-leads-details-tab-count-and-data', () => {
  it('answers the lead, the counts per tab and the timeline newest first', async () => {
    const lead = leads.keyAccount;
    const res = await read(staff, { lead_id: lead.id });
    expect(res.status).toBe(200);
    const { counts, details, lead: summary } = res.body.contents;
    const own = leads.db['lead-activities'].filter((a: AnyRow) => a.lead_id === lead.id);
    expect(counts.all).toBe(own.length);
    for (const type of ['note', 'log', 'task', 'sms', 'email', 'file'])
      expect(counts[type]).toBe(own.filter((a: AnyRow) => a.type === type).length);
    expect(details).toHaveLength(own.length);
    const dates = details.map((d: AnyRow) => d.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(summary).toEqual(expect.objectContaining({ id: lead.id, key_account: true }));
    expect(summary.initial_info.organization_name).toBe(lead.initial_info.organization_name);
    const withFile = details.find((d: AnyRow) => d.attachments.length > 0);
    if (withFile) expect(withFile.attachments[0].url).toMatch(/^\/api\/uploads\//);
    expect(details[0]).toEqual(
      expect.objectContaining({
        type: expect.any(String),
        user_name: expect.any(String),
        key_account: expect.any(String),
      }),
    );
  });

  it('401 without a token, 422 without lead_id, 404 for an unknown lead', async () => {
    expect((await read(undefined, { lead_id: leads.open.id })).status).toBe(401);
    const missing = await read(staff, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.lead_id).toBeDefined();
    expect((await read(staff, { lead_id: 'x' })).body.errors.lead_id).toBeDefined();
    expect((await read(staff, { lead_id: 999999 })).status).toBe(404);
  });

  it('a restricted lead: 403 without Leads Details or a grant, 200 with Leads Details', async () => {
    const denied = await read(staff, { lead_id: leads.restricted.id });
    expect(denied.status).toBe(403);
    expect(denied.body.contents).toBeUndefined();
    expect((await read(supervisor, { lead_id: leads.restricted.id })).status).toBe(200);
  });
});

describe('POST /get-key-account-details-tab-count', () => {
  const path = '/get-key-account-details-tab-count';
  it('answers a key account, 404 for a lead that is not one', async () => {
    expect((await read(staff, { lead_id: leads.keyAccount.id }, path)).status).toBe(200);
    const not = await read(staff, { lead_id: leads.open.id }, path);
    expect(not.status).toBe(404);
    expect(not.body.message).toBe('Key account not found.');
    expect((await read(undefined, { lead_id: leads.keyAccount.id }, path)).status).toBe(401);
  });
});

describe('POST /leads-stage-update', () => {
  const update = (token: string | undefined, body: unknown) =>
    server.request('POST', '/leads-stage-update', { token, body });

  it('changes the stage to an existing one (its own spelling kept)', async () => {
    const res = await update(staff, { lead_id: leads.open.id, lead_stage: 'NEGOTIATION' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Lead stage updated successfully.');
    expect(res.body.contents.lead_stage).toBe('negotiation');
    const after = await read(staff, { lead_id: leads.open.id });
    expect(after.body.contents.lead.lead_stage).toBe('negotiation');
  });

  it('422 lead_stage for a missing or unknown stage; 401, 403, 404', async () => {
    const blank = await update(staff, { lead_id: leads.open.id, lead_stage: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.lead_stage).toEqual(['The lead stage field is required.']);
    const unknown = await update(staff, { lead_id: leads.open.id, lead_stage: 'nope' });
    expect(unknown.body.errors.lead_stage).toEqual(['The selected lead stage is invalid.']);
    expect((await update(undefined, { lead_id: leads.open.id, lead_stage: 'new' })).status).toBe(401);
    expect((await update(staff, { lead_id: leads.restricted.id, lead_stage: 'new' })).status).toBe(403);
    expect((await update(staff, { lead_id: 999999, lead_stage: 'new' })).status).toBe(404);
  });
});
