import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { PNG_BYTES } from './lead-wizard-fixtures';
import { pickLeads, postForm, SVG } from './support/lead-details';

// POST /upload-organization-logo: images only, the old file removed, SVG only as an attachment.

let server: TestServer;
let staff: string;
let leads: ReturnType<typeof pickLeads>;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login('staff@crms.test', 'Staff#123');
  leads = pickLeads(server);
});
afterAll(() => server.close());

const upload = (fields: Parameters<typeof postForm>[3], token: string | undefined = staff) =>
  postForm(server, '/upload-organization-logo', token, fields);
const stored = (name: string) => fs.existsSync(path.join(server.dataDir, 'uploads', name));

describe('POST /upload-organization-logo', () => {
  it('stores the logo, shows it on the lead and removes the replaced file', async () => {
    const lead = String(leads.open.id);
    const first = await upload({ lead_id: lead, organization_logo: { bytes: PNG_BYTES, name: 'a.png' } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Organization logo uploaded successfully.');
    const name = first.body.contents.organization_logo;
    expect(stored(name)).toBe(true);
    const read = await server.request('POST', '/get-leads-details-tab-count-and-data', {
      token: staff,
      body: { lead_id: leads.open.id },
    });
    expect(read.body.contents.lead.initial_info.organization_logo_url).toBe(`/api/uploads/${name}`);

    const second = await upload({ lead_id: lead, organization_logo: { bytes: SVG, name: 'b.svg' } });
    expect(second.status).toBe(200);
    expect(stored(name)).toBe(false);
    const svg = await fetch(`${server.origin}${second.body.contents.organization_logo_url}`, {
      headers: { Authorization: `Bearer ${staff}` },
    });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment; filename="b.svg"/);
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('422 organization_logo: no file, or not an image', async () => {
    const lead = String(leads.open.id);
    const none = await upload({ lead_id: lead });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ organization_logo: ['please select the file!'] });
    const pdf = await upload({ lead_id: lead, organization_logo: { bytes: '%PDF-1.4', name: 'a.pdf' } });
    expect(pdf.body.errors.organization_logo[0]).toMatch(/must be a file of type: jpg, jpeg, png/);
    const renamed = await upload({ lead_id: lead, organization_logo: { bytes: 'echo hi', name: 'x.png' } });
    expect(renamed.status).toBe(422);
    const big = await upload({
      lead_id: lead,
      organization_logo: { bytes: Buffer.alloc(5 * 1024 * 1024 + 10), name: 'big.png' },
    });
    expect(big.status).toBe(413);
  });

  it('401, 403 restricted, 404 unknown', async () => {
    const file = { bytes: PNG_BYTES, name: 'a.png' };
    expect((await upload({ lead_id: String(leads.open.id), organization_logo: file }, '')).status).toBe(401);
    expect((await upload({ lead_id: String(leads.restricted.id), organization_logo: file })).status).toBe(
      403,
    );
    expect((await upload({ lead_id: '999999', organization_logo: file })).status).toBe(404);
  });
});
