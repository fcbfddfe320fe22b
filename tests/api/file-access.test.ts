import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { PNG_BYTES } from './lead-wizard-fixtures';

// Downloads are checked against the records that hold the file (server/policy/file-policy.ts).

let server: TestServer;
let staff: string;
let supervisor: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let db: Record<string, AnyRow[]>;

beforeAll(async () => {
  server = await startTestServer();
  [staff, supervisor] = await server.signIn('staff', 'supervisor');
  db = readDb(server.dataDir);
});
afterAll(() => server.close());

const download = (name: string, token: string) =>
  fetch(`${server.baseUrl}/uploads/${name}`, { headers: { Authorization: `Bearer ${token}` } });

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'card.png');
  const res = await fetch(`${server.baseUrl}/upload-file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { file_name: string }).file_name;
}

/** File names whose holding leads all (`every`) or some (`some`) match `pick`. */
function filesOf(pick: (lead: AnyRow) => boolean, mode: 'every' | 'some'): string[] {
  const held = new Map<string, AnyRow[]>();
  const add = (name: unknown, lead: AnyRow) => {
    if (typeof name === 'string') held.set(name, [...(held.get(name) ?? []), lead]);
  };
  const byId = new Map(db.leads.map((l) => [l.id, l]));
  for (const lead of db.leads) {
    add(lead.initial_info?.organization_logo, lead);
    for (const p of lead.concern_person ?? []) add(p?.attachment, lead);
  }
  for (const a of db['lead-activities'])
    for (const f of a.attachments ?? []) add(f?.file_name, byId.get(a.lead_id));
  return [...held].filter(([, leads]) => leads[mode](pick)).map(([name]) => name);
}

describe('GET /uploads/{name}', () => {
  it('a file held only by restricted leads is 404 for staff without access, 200 for Leads Details', async () => {
    const granted = new Set(
      db['lead-permissions']
        .filter((p) => p.employee_id === 3 && p.status === 'approved')
        .map((p) => p.lead_id),
    );
    const names = filesOf((lead) => lead.is_disabled === 1 && !granted.has(lead.id), 'every');
    // The seed shares its sample files between leads; make one file held by a restricted lead only.
    let name = names[0];
    if (!name) {
      const lead = db.leads.find((l) => l.is_disabled === 1 && !granted.has(l.id) && l.concern_person.length);
      const card = await upload(supervisor);
      const persons = lead.concern_person.map((p: AnyRow, i: number) => ({
        ...p,
        attachment: i === 0 ? card : p.attachment,
      }));
      const saved = await server.request('PUT', `/lead-concern-info/${lead.id}`, {
        token: supervisor,
        body: { concern_person_info: persons },
      });
      expect(saved.status).toBe(200);
      name = card;
    }
    expect((await download(name, staff)).status).toBe(404);
    const allowed = await download(name, supervisor);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(allowed.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('a file any open lead holds downloads for any signed-in user', async () => {
    const names = filesOf((lead) => lead.is_disabled !== 1, 'some');
    expect(names.length).toBeGreaterThan(0);
    expect((await download(names[0], staff)).status).toBe(200);
  });

  it('a file no record holds yet is its uploader’s only', async () => {
    const card = await upload(staff);
    expect((await download(card, staff)).status).toBe(200);
    expect((await download(card, supervisor)).status).toBe(404);
  });
});
