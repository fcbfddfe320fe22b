import * as XLSX from '@e965/xlsx';
import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// The shared import pipeline (server/imports) through POST /prospects-import and /stackholders-import.

let server: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await server.signIn('admin', 'staff');
}, 30_000);
afterAll(() => server.close());

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  'Organization Name': `Import Org ${i}`,
  'Industry Type': 'Imported Industry',
  Phone: `+880170${String(i).padStart(7, '0')}`,
  'Concern Person Name': `Person ${i}`,
  'Concern Person Phone': `+880180${String(i).padStart(7, '0')}`,
  'Concern Person Email': `person${i}@example.com`,
  ...extra,
});

const post = (path: string, body: unknown, token = admin) => server.request('POST', path, { token, body });

it('needs a token and the list permission', async () => {
  expect((await post('/prospects-import', { adjustmentFiles: [row(1)] }, '')).status).toBe(401);
});

it('refuses an empty file and more than 10,000 rows, sending nothing to storage', async () => {
  const empty = await post('/prospects-import', { adjustmentFiles: [] });
  expect(empty.status).toBe(422);
  expect(empty.body.errors.adjustmentFiles).toEqual(['No data found in the uploaded file.']);
  const big = await post('/prospects-import', {
    adjustmentFiles: Array.from({ length: 10_001 }, () => ({ a: 1 })),
  });
  expect([413, 422]).toContain(big.status);
});

it('imports 5,000 rows with bad rows among them: good rows stored, bad rows reported by row and field', async () => {
  const rows = Array.from({ length: 5000 }, (_, i) =>
    i % 500 === 7
      ? row(i, { 'Concern Person Email': 'not-an-email' })
      : i % 1000 === 3
        ? row(i, { 'Organization Name': '' })
        : row(i),
  );
  // Its time is a benchmark's figure (npm run bench:api, POST /prospects-import), not a test's.
  const res = await post('/prospects-import', { adjustmentFiles: rows });
  expect(res.status).toBe(200);
  const { created, updated, skipped, errors } = res.body.contents;
  expect(errors).toHaveLength(15);
  expect(created).toBe(4985);
  expect(updated + skipped).toBe(0);
  // Row numbers count the header as row 1.
  expect(errors).toContainEqual({
    row: 9,
    field: 'person_email',
    message: expect.stringContaining('not-an-email'),
  });
  expect(errors).toContainEqual({
    row: 5,
    field: 'organization_name',
    message: 'The organization name field is required.',
  });
  const db = readDb(server.dataDir);
  expect(
    db.prospects.filter((p: { organization_name: string }) => p.organization_name.startsWith('Import Org')),
  ).toHaveLength(4985);
  // The typed industry was created once.
  expect(db.industries.filter((i: { type: string }) => i.type === 'Imported Industry')).toHaveLength(1);
});

it('skips duplicates (same organization name and phone) or updates them, as asked', async () => {
  const first = [row(90001), row(90002)];
  expect((await post('/stackholders-import', { adjustmentFiles: first })).body.contents.created).toBe(2);
  const again = [row(90001, { Address: 'New address' }), row(90003)];
  const skip = await post('/stackholders-import', { adjustmentFiles: again, duplicates: 'skip' });
  expect(skip.body.contents).toMatchObject({ created: 1, updated: 0, skipped: 1 });
  const update = await post('/stackholders-import', { adjustmentFiles: again, duplicates: 'update' });
  expect(update.body.contents).toMatchObject({ created: 0, updated: 2, skipped: 0 });
  const stored = readDb(server.dataDir).stackholders.filter(
    (s: { organization_name: string }) => s.organization_name === 'Import Org 90001',
  );
  expect(stored).toHaveLength(1);
  expect(stored[0].address).toBe('New address');
});

it('a row repeating an earlier row of the same file is skipped, or updates the record that row created', async () => {
  const skip = await post('/stackholders-import', {
    adjustmentFiles: [row(91001), row(91002), row(91001, { Address: 'Skipped address' })],
  });
  expect(skip.body.contents).toMatchObject({ created: 2, updated: 0, skipped: 1 });
  const update = await post('/stackholders-import', {
    adjustmentFiles: [row(92001), row(92002), row(92001, { Address: 'Second address' }), row(92003)],
    duplicates: 'update',
  });
  expect(update.body.contents).toMatchObject({ created: 3, updated: 1, skipped: 0 });
  const named = (name: string) =>
    readDb(server.dataDir).stackholders.filter(
      (s: { organization_name: string }) => s.organization_name === name,
    );
  expect(named('Import Org 91001').map((s: { address: string }) => s.address)).toEqual(['']);
  expect(named('Import Org 92001').map((s: { address: string }) => s.address)).toEqual(['Second address']);
  expect(named('Import Org 92003')).toHaveLength(1);
});

it('answers 422 with keyed row errors when no row gets through', async () => {
  const res = await post('/prospects-import', { adjustmentFiles: [row(1, { Phone: '' })], first_row: 40 });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({ 'rows.40.phone': ['The phone field is required.'] });
});

it('reads an uploaded xlsx file itself (multipart adjustmentFiles)', async () => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet([row(70001), row(70002)]), 'Sheet1');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const form = new FormData();
  form.append('adjustmentFiles', new Blob([new Uint8Array(bytes)]), 'prospects.xlsx');
  const res = await fetch(`${server.baseUrl}/prospects-import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${staff}` },
    body: form,
  });
  expect(res.status).toBe(200);
  expect((await res.json()).contents).toMatchObject({ created: 2, errors: [] });
  const renamed = new FormData();
  renamed.append('adjustmentFiles', new Blob(['MZ\u0000\u0000binary']), 'evil.xlsx');
  const bad = await fetch(`${server.baseUrl}/prospects-import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${staff}` },
    body: renamed,
  });
  expect(bad.status).toBe(422);
});

it('reads exhibition names that hold a comma, beside other names separated by commas', async () => {
  const exhibitions = readDb(server.dataDir).exhibitions as { id: number; name: string }[];
  const comma = exhibitions.find((e) => e.name.includes(','))!;
  const other = exhibitions.find((e) => !e.name.includes(','))!;
  const res = await post('/prospects-import', {
    adjustmentFiles: [
      row(60001, { Exhibitions: `${other.name}, ${comma.name.toUpperCase()}` }),
      row(60002, { Exhibitions: `${comma.name}; Nowhere Expo` }),
    ],
  });
  expect(res.status).toBe(200);
  expect(res.body.contents.created).toBe(1);
  expect(res.body.contents.errors).toEqual([
    { row: 3, field: 'exhibitions', message: 'An exhibition of this row does not exist.' },
  ]);
  const stored = readDb(server.dataDir).prospects.find(
    (p: { organization_name: string }) => p.organization_name === 'Import Org 60001',
  );
  expect(stored.exhibitions).toEqual([other.id, comma.id].sort((a, b) => a - b));
});

it('drops the apostrophe an export put before = + - @, and keeps any other leading apostrophe', async () => {
  const res = await post('/prospects-import', {
    adjustmentFiles: [row(61001, { Address: "'=Plot 7" }), row(61002, { Address: "  'Rahman Villa " })],
  });
  expect(res.body.contents.created).toBe(2);
  const byName = (name: string) =>
    readDb(server.dataDir).prospects.find((p: { organization_name: string }) => p.organization_name === name);
  expect(byName('Import Org 61001').address).toBe('=Plot 7');
  expect(byName('Import Org 61002').address).toBe("'Rahman Villa");
});

test('a concern person date of birth is read as sheets hold it, day first', async () => {
  const res = await post('/prospects-import', {
    adjustmentFiles: [
      row(7001, { 'Date of Birth': '13/06/1990' }),
      row(7002, { 'Date of Birth': '05-06-1990' }),
      row(7003, { 'Date of Birth': '1990-06-05' }),
    ],
  });
  expect(res.status).toBe(200);
  expect(res.body.contents.errors).toEqual([]);
  const db = readDb(server.dataDir);
  const dobs = ['7001', '7002', '7003'].map(
    (n) =>
      (
        db.prospects as Array<{ organization_name: string; concern_person_info: Array<{ dob: string }> }>
      ).find((p) => p.organization_name === `Import Org ${n}`)?.concern_person_info[0].dob,
  );
  expect(dobs).toEqual(['1990-06-13', '1990-06-05', '1990-06-05']);
});
