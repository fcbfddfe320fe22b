/**
 * The Idempotency-Key header of the calls the offline queue repeats (issue 29, "Exactly once"):
 * a retry gets the first answer and creates nothing, a retry while the first still runs is 409,
 * the same key over another body is 422, keys are per user, and no header changes nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { initialInfo, person, PNG_BYTES } from './lead-wizard-fixtures';
import { holdUpload, type FilePart } from './support/held-upload';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';

let server: TestServer;
let staff: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  [staff, admin] = await server.signIn('staff', 'admin');
});
afterAll(() => server.close());

const newKey = () => crypto.randomUUID();
const post = (p: string, token: string, body: unknown, key?: string) =>
  server.request('POST', p, { token, body, headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key } });
const leadsNamed = (name: string) =>
  readDb(server.dataDir).leads.filter((l) => l.initial_info?.organization_name === name);
const card = (bytes: Buffer = PNG_BYTES): FilePart => ({
  field: 'file',
  name: 'card.png',
  type: 'image/png',
  bytes,
});
const storedUploads = () =>
  fs.readdirSync(path.join(server.dataDir, 'uploads')).filter((n) => !n.startsWith('.'));

/**
 * Resolves once a running request holds `key`. On the embedded store the held upload has claimed it
 * by the time the server asks for its body (tests/api/support/held-upload.ts); on PostgreSQL the
 * claim is a row written after the sign-in check's round trip, so a retry sent at once could
 * reach the database first: wait for the row (server/db/postgres/repos/idempotency.ts).
 */
async function claimed(key: string): Promise<void> {
  if (!server.databaseUrl) return;
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const held = async () =>
      (await client.query('SELECT 1 FROM idempotency_claims WHERE scope LIKE $1', [`%:${key}`])).rowCount ===
      1;
    while (!(await held())) await new Promise((resolve) => setImmediate(resolve));
  } finally {
    await client.end();
  }
}

async function upload(token: string, part: FilePart, key?: string) {
  const form = new FormData();
  form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
  const res = await fetch(`${server.baseUrl}/upload-file`, { method: 'POST', headers, body: form });
  return { status: res.status, body: await res.json(), replayed: res.headers.get(IDEMPOTENT_REPLAY_HEADER) };
}

describe('POST /store-leads-initial-info with an Idempotency-Key', () => {
  it('a retry answers the first answer with the same id and creates no second lead', async () => {
    const key = newKey();
    const body = initialInfo();
    const first = await post('/store-leads-initial-info', staff, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    const again = await post('/store-leads-initial-info', staff, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(leadsNamed(body.organization_name).map((l) => l.id)).toEqual([first.body.contents.id]);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const key = newKey();
    const body = initialInfo();
    const first = await post('/store-leads-initial-info', staff, body, key);
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/store-leads-initial-info', staff, reversed, key);
    expect(again.body.contents.id).toBe(first.body.contents.id);
  });

  it('the same key with a different body is 422 and creates nothing', async () => {
    const key = newKey();
    const first = await post('/store-leads-initial-info', staff, initialInfo(), key);
    expect(first.status).toBe(201);
    const other = initialInfo();
    const res = await post('/store-leads-initial-info', staff, other, key);
    expect(res.status).toBe(422);
    expect(res.body.errors[IDEMPOTENCY_HEADER]).toEqual([
      'This Idempotency-Key was already used for a different request.',
    ]);
    expect(leadsNamed(other.organization_name)).toEqual([]);
  });

  it('the same key of another user is another key', async () => {
    const key = newKey();
    const body = initialInfo();
    const mine = await post('/store-leads-initial-info', staff, body, key);
    const theirs = await post('/store-leads-initial-info', admin, body, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(theirs.body.contents.id).not.toBe(mine.body.contents.id);
    expect(leadsNamed(body.organization_name)).toHaveLength(2);
  });

  it('a validation failure is not kept: the retry with the fixed body runs', async () => {
    const key = newKey();
    const bad = await post('/store-leads-initial-info', staff, initialInfo({ organization_name: '' }), key);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('organization_name');
    const fixed = initialInfo();
    const res = await post('/store-leads-initial-info', staff, fixed, key);
    expect(res.status).toBe(201);
    expect(leadsNamed(fixed.organization_name)).toHaveLength(1);
  });

  it('without the header every call creates a lead, as before', async () => {
    const body = initialInfo();
    const a = await post('/store-leads-initial-info', staff, body);
    const b = await post('/store-leads-initial-info', staff, body);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.contents.id).not.toBe(a.body.contents.id);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'a b'],
    ['256 characters long', 'k'.repeat(256)],
  ])('a key %s is 400', async (_what, key) => {
    const body = initialInfo();
    const res = await post('/store-leads-initial-info', staff, body, key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID fits).',
    );
    expect(leadsNamed(body.organization_name)).toEqual([]);
  });
});

describe('concern info and activities with an Idempotency-Key', () => {
  it('POST /lead-concern-info repeats its answer and does not save again', async () => {
    const lead = await post('/store-leads-initial-info', staff, initialInfo());
    const id = lead.body.contents.id as number;
    const key = newKey();
    const body = { lead_id: id, concern_person_info: [person()] };
    const first = await post('/lead-concern-info', staff, body, key);
    expect(first.status).toBe(200);
    const savedAt = readDb(server.dataDir).leads.find((l) => l.id === id)?.updated_at;
    const again = await post('/lead-concern-info', staff, body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(readDb(server.dataDir).leads.find((l) => l.id === id)?.updated_at).toBe(savedAt);
  });

  it.each([
    ['/store-leads-details-note-info', { note_description: 'Met at the booth' }],
    ['/store-leads-details-log-info', { description: 'Called them', log_type: 'Log a Call' }],
  ])('%s: a retry answers the same activity and stores one', async (p, fields) => {
    const lead = await post('/store-leads-initial-info', admin, initialInfo());
    const body = { lead_id: lead.body.contents.id, key_account: 'N', ...fields };
    const key = newKey();
    const first = await post(p, admin, body, key);
    expect(first.status).toBe(201);
    const again = await post(p, admin, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const stored = readDb(server.dataDir)['lead-activities'].filter((a) => a.lead_id === body.lead_id);
    expect(stored.map((a) => a.id)).toEqual([first.body.contents.id]);
  });
});

describe('POST /upload-file with an Idempotency-Key', () => {
  it('a retry answers the first file name and stores no second file', async () => {
    const key = newKey();
    const first = await upload(staff, card(), key);
    expect(first.status).toBe(200);
    const files = storedUploads();
    const again = await upload(staff, card(), key);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(storedUploads()).toEqual(files);
  });

  it('other bytes under the same key are 422', async () => {
    const key = newKey();
    expect((await upload(staff, card(), key)).status).toBe(200);
    const files = storedUploads();
    const other = await upload(staff, card(Buffer.concat([PNG_BYTES, Buffer.from([0])])), key);
    expect(other.status).toBe(422);
    expect(storedUploads()).toEqual(files);
  });

  it('a retry while the first is still uploading is 409; the first then completes and is repeated', async () => {
    const key = newKey();
    const held = await holdUpload(
      server.baseUrl,
      '/upload-file',
      { Authorization: `Bearer ${staff}`, [IDEMPOTENCY_HEADER]: key },
      card(),
    );
    await claimed(key);
    const during = await upload(staff, card(), key);
    expect(during.status).toBe(409);
    expect(during.body).toEqual({
      message: 'A request with this Idempotency-Key is still running. Try again shortly.',
    });
    // Another user's request with the same key is not held up.
    expect((await upload(admin, card(), key)).status).toBe(200);
    const first = await held.finish();
    expect(first.status).toBe(200);
    const after = await upload(staff, card(), key);
    expect(after).toEqual({ status: 200, body: first.body, replayed: 'true' });
  });

  it('without the header every upload stores a new file, as before', async () => {
    const a = await upload(staff, card());
    const b = await upload(staff, card());
    expect(b.body.file_name).not.toBe(a.body.file_name);
    expect(b.replayed).toBeNull();
  });
});
