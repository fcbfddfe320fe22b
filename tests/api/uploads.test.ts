import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF } from '../support/demo-accounts';
import { PNG_BYTES } from './lead-wizard-fixtures';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(STAFF.email, STAFF.password);
});
afterAll(() => server.close());

async function upload(
  name: string,
  bytes: Buffer,
  opts: { field?: string; auth?: boolean; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    opts.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/png' }),
    name,
  );
  const res = await fetch(`${server.baseUrl}/upload-file`, {
    method: 'POST',
    headers: opts.auth === false ? {} : { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const download = (name: string, auth = true) =>
  fetch(`${server.baseUrl}/uploads/${name}`, { headers: auth ? { Authorization: `Bearer ${token}` } : {} });

describe('POST /upload-file', () => {
  it('stores a PNG under a random name with its extension; download is an attachment', async () => {
    const res = await upload('My Card.png', PNG_BYTES);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      file_name: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
    });
    expect(fs.readFileSync(path.join(server.dataDir, 'uploads', res.body.file_name))).toEqual(PNG_BYTES);
    const got = await download(res.body.file_name);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="My Card.png"');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('accepts a PDF visiting card', async () => {
    const res = await upload('card.PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), { type: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.body.file_name).toMatch(/\.pdf$/);
  });

  it.each([
    ['a script renamed to .png (magic bytes)', 'evil.png', Buffer.from('<script>alert(1)</script>')],
    ['a PNG named .html (extension)', 'card.html', PNG_BYTES],
    ['a text file', 'notes.txt', Buffer.from('hello')],
    ['no extension', 'card', PNG_BYTES],
  ])('refuses %s with errors.file', async (_what, name, bytes) => {
    const res = await upload(name, bytes);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toEqual(expect.any(String));
  });

  it('refuses a missing file, another field name and no token', async () => {
    const empty = await fetch(`${server.baseUrl}/upload-file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.file).toBeDefined();
    const stray = await upload('a.png', PNG_BYTES, { field: 'other' });
    expect(stray.status).toBe(422);
    expect(stray.body.errors.file).toBeDefined();
    expect((await upload('a.png', PNG_BYTES, { auth: false })).status).toBe(401);
  });

  it('answers 413 {message} beyond 5 MB', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('big.png', big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.stringContaining('5 MB') });
  });
});

describe('GET /uploads/:name', () => {
  it('needs a token', async () => {
    expect((await download('seed-visiting-card-1.png', false)).status).toBe(401);
    expect((await download('seed-visiting-card-1.png')).status).toBe(200);
  });

  it.each([
    '..%2Fdb.json',
    '%2E%2E%2Fdb.json',
    '..%5Cdb.json',
    '.meta',
    'db.json%00.png',
    'nope.png',
    '%2Fetc%2Fpasswd',
  ])('refuses %s without leaking anything', async (name) => {
    const res = await download(name);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('password_hash');
  });

  it('does not serve the metadata folder', async () => {
    const { body } = await upload('x.png', PNG_BYTES);
    expect((await download(`.meta%2F${body.file_name}.json`)).status).toBe(404);
  });
});
