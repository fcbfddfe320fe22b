import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readDb } from '../support/read-db';
import { readZip, zipDates, zipMethods } from '../support/read-zip';
import { startTestServer, type TestServer } from '../support/test-server';

// The document calls: list/search, create, update (keep, add, drop), delete, file and zip downloads.

let server: TestServer;
let admin: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);
const TXT = Buffer.from('minutes of the stall meeting\n');

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@crms.test', 'Admin#123');
}, 30_000);
afterAll(() => server.close());

type Part = [string, string | { name: string; bytes: Buffer }];
async function send(method: string, url: string, parts: Part[], token = admin) {
  const form = new FormData();
  for (const [key, value] of parts)
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.bytes)]), value.name);
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}
const raw = async (url: string, token = admin) => {
  const res = await fetch(`${server.baseUrl}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};
const onDisk = (name: string) => fs.existsSync(path.join(server.dataDir, 'uploads', name));
const fields = (name: string): Part[] => [
  ['file_name', name],
  ['category_id', '1'],
  ['exhibition_id', '2'],
];

describe('GET /document-manage', () => {
  it('lists every document newest first with names, category, exhibition and files', async () => {
    const seed = readDb(server.dataDir).documents;
    const res = await server.request('GET', '/document-manage', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.contents).toHaveLength(seed.length);
    const first = res.body.contents.find((d: { id: number }) => d.id === seed[0].id);
    expect(first).toMatchObject({ file_name: seed[0].file_name, category: { id: seed[0].category_id } });
    expect(first.files[0]).toMatchObject({
      file_path: seed[0].files[0].file_name,
      full_url: `/api/uploads/${seed[0].files[0].file_name}`,
      base64: null,
    });
  });

  it('searches by file name ignoring case', async () => {
    const seed = readDb(server.dataDir).documents;
    const word = seed[0].file_name.split(' ')[0].toUpperCase();
    const want = seed.filter((d) => d.file_name.toLowerCase().includes(word.toLowerCase())).length;
    const res = await server.request('GET', `/document-manage?search=${encodeURIComponent(word)}`, {
      token: admin,
    });
    expect(res.body.contents).toHaveLength(want);
    expect(
      (await server.request('GET', '/document-manage?search=zzzz-none', { token: admin })).body.contents,
    ).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await server.request('GET', '/document-manage')).status).toBe(401);
  });
});

describe('create, update, delete', () => {
  it('reports every missing field under its key', async () => {
    const res = await send('POST', '/document-manage', []);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'category_id',
      'document_files',
      'exhibition_id',
      'file_name',
    ]);
    const bad = await send('POST', '/document-manage', [
      ...fields('x'),
      ['category_id', '999'],
      ['document_files[]', { name: 'run.pdf', bytes: Buffer.from('MZ\x00\x00 not a pdf') }],
    ]);
    expect(bad.body.errors.files[0]).toMatch(/run\.pdf/);
    expect(bad.body.errors.category_id).toEqual(['The selected category is invalid.']);
  });

  it('stores files under random names, keeps one and adds one on edit, deletes the dropped', async () => {
    const made = await send('POST', '/document-manage', [
      ...fields('Stall plan'),
      ['document_files[]', { name: 'plan.png', bytes: PNG }],
      ['document_files[]', { name: 'notes.txt', bytes: TXT }],
    ]);
    expect(made.status).toBe(201);
    const doc = made.body.contents;
    expect(doc.files.map((f: { original_name: string }) => f.original_name)).toEqual([
      'plan.png',
      'notes.txt',
    ]);
    const [png, txt] = doc.files.map((f: { file_path: string }) => f.file_path);
    expect(png).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(onDisk(png) && onDisk(txt)).toBe(true);

    const edited = await send('POST', `/document-manage/${doc.id}`, [
      ...fields('Stall plan v2'),
      ['existing_files[]', png],
      ['document_files[]', { name: 'more.txt', bytes: TXT }],
    ]);
    expect(edited.status).toBe(200);
    expect(edited.body.contents.file_name).toBe('Stall plan v2');
    expect(edited.body.contents.files.map((f: { original_name: string }) => f.original_name)).toEqual([
      'plan.png',
      'more.txt',
    ]);
    expect(onDisk(png)).toBe(true);
    expect(onDisk(txt)).toBe(false);

    const removed = await server.request('DELETE', `/document-manage/${doc.id}`, { token: admin });
    expect(removed.status).toBe(200);
    for (const f of edited.body.contents.files) expect(onDisk(f.file_path)).toBe(false);
    expect((await server.request('DELETE', `/document-manage/${doc.id}`, { token: admin })).status).toBe(404);
  });

  it('keeps file names in any script, as the browser sent them (UTF-8)', async () => {
    const names = ['Café résumé.txt', 'রিপোর্ট.txt'];
    const made = await send('POST', '/document-manage', [
      ...fields('Names'),
      ...names.map((name): Part => ['document_files[]', { name, bytes: TXT }]),
    ]);
    expect(made.status).toBe(201);
    expect(made.body.contents.files.map((f: { original_name: string }) => f.original_name)).toEqual(names);
    const res = await raw(`/document-download-file/${made.body.contents.files[1].file_path}`);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(names[1]));
  });

  it('refuses an eleventh file with a message saying how many may go', async () => {
    const res = await send('POST', '/document-manage', [
      ...fields('Too many'),
      ...Array.from({ length: 11 }, (_, i): Part => ['document_files[]', { name: `f${i}.txt`, bytes: TXT }]),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors['document_files[]']).toEqual(['At most 10 file(s) may be uploaded at once.']);
  });

  it('refuses to keep another document’s file and to keep nothing', async () => {
    const seed = readDb(server.dataDir).documents;
    const [a, b] = seed;
    const res = await send('POST', `/document-manage/${a.id}`, [
      ...fields('A'),
      ['existing_files[]', b.files[0].file_name],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.existing_files).toBeDefined();
    const none = await send('POST', `/document-manage/${a.id}`, fields('A'));
    expect(none.body.errors.document_files).toEqual(['Please select at least one file.']);
  });

  it('deleting a document keeps a file another record still holds', async () => {
    const db = readDb(server.dataDir);
    const activityFiles = new Set(
      db['lead-activities'].flatMap((a) =>
        (a.attachments ?? []).map((f: { file_name: string }) => f.file_name),
      ),
    );
    const shared = db.documents.find((d) =>
      d.files.some((f: { file_name: string }) => activityFiles.has(f.file_name)),
    );
    expect(shared).toBeDefined();
    expect((await server.request('DELETE', `/document-manage/${shared.id}`, { token: admin })).status).toBe(
      200,
    );
    for (const f of shared.files) if (activityFiles.has(f.file_name)) expect(onDisk(f.file_name)).toBe(true);
  });
});

describe('downloads', () => {
  it('GET /document-download-file/{path} sends the file under its original name', async () => {
    const doc = readDb(server.dataDir).documents[1];
    const file = doc.files[0];
    const res = await raw(`/document-download-file/${encodeURIComponent(file.file_name)}`);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(fs.readFileSync(path.join(server.dataDir, 'uploads', file.file_name)))).toBe(
      true,
    );
    expect(res.headers.get('content-disposition')).toContain(file.original_name);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['..%2F..%2Fdb.json'],
    ['..%2Fdb.journal'],
    ['%2Fetc%2Fpasswd'],
    ['..%5C..%5Cdb.json'],
    ['uploads%2F..%2F..%2Fdb.json'],
    ['.meta'],
  ])('refuses the traversal %s', async (attempt) => {
    const res = await raw(`/document-download-file/${attempt}`);
    expect(res.status).toBe(404);
    expect(res.bytes.toString()).not.toContain('"leads"');
  });

  it('refuses an absolute path and files that belong to no document', async () => {
    const abs = path.join(server.dataDir, 'db.json');
    expect((await raw(`/document-download-file/${encodeURIComponent(abs)}`)).status).toBe(404);
    // A stored file some other record could hold (here: a just-uploaded visiting card).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'card.png');
    const up = await fetch(`${server.baseUrl}/upload-file`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${admin}` },
    });
    const stored = (await up.json()).file_name as string;
    expect(onDisk(stored)).toBe(true);
    expect((await raw(`/document-download-file/${encodeURIComponent(stored)}`)).status).toBe(404);
  });

  it('GET /document-download-zip/{id} streams documents.zip holding every file', async () => {
    const made = await send('POST', '/document-manage', [
      ...fields('Zip me'),
      ['document_files[]', { name: 'plan.png', bytes: PNG }],
      ['document_files[]', { name: 'notes.txt', bytes: TXT }],
      ['document_files[]', { name: 'notes.txt', bytes: Buffer.from('second copy\n') }],
    ]);
    const res = await raw(`/document-download-zip/${made.body.contents.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(res.headers.get('content-disposition')).toContain('documents.zip');
    const entries = readZip(res.bytes);
    expect([...entries.keys()].sort()).toEqual(['notes (2).txt', 'notes.txt', 'plan.png']);
    expect(entries.get('plan.png')!.equals(PNG)).toBe(true);
    expect(entries.get('notes (2).txt')!.toString()).toBe('second copy\n');
    // The PNG (compressed already) is stored as is; text is deflated.
    expect(res.bytes.includes(PNG)).toBe(true);
    expect(zipMethods(res.bytes)).toEqual(
      new Map([
        ['plan.png', 0],
        ['notes.txt', 8],
        ['notes (2).txt', 8],
      ]),
    );
    expect((await raw('/document-download-zip/99999')).status).toBe(404);
  });

  it('documents.zip dates its entries by the document’s last save, so one document gives one zip', async () => {
    const doc = readDb(server.dataDir).documents.find((d: { files: unknown[] }) => d.files.length > 0);
    const res = await raw(`/document-download-zip/${doc.id}`);
    expect(res.status).toBe(200);
    const saved = new Date(doc.updated_at ?? doc.created_at);
    const two = (n: number) => String(n).padStart(2, '0');
    // The zip keeps local time to the even second.
    const local = `${saved.getFullYear()}-${two(saved.getMonth() + 1)}-${two(saved.getDate())} ${two(saved.getHours())}:${two(saved.getMinutes())}:${two(saved.getSeconds() - (saved.getSeconds() % 2))}`;
    expect(new Set(zipDates(res.bytes).values())).toEqual(new Set([local]));
    expect((await raw(`/document-download-zip/${doc.id}`)).bytes.equals(res.bytes)).toBe(true);
  });

  // The server runs in this process: its open files are ours (/proc/self/fd, Linux).
  const openUploads = () =>
    fs
      .readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((target) => target.startsWith(path.join(server.dataDir, 'uploads') + path.sep));

  (fs.existsSync('/proc/self/fd') ? it : it.skip)(
    'documents.zip holds one stored file open at a time, however many the document has',
    async () => {
      const big = (i: number) => {
        const bytes = crypto.randomBytes(4 * 1024 * 1024);
        bytes.write(`%PDF-1.4 part ${i}\n`);
        return { name: `part-${i}.pdf`, bytes };
      };
      const parts = [1, 2, 3].map(big);
      const made = await send('POST', '/document-manage', [
        ...fields('Three big parts'),
        ...parts.map((p): Part => ['document_files[]', p]),
      ]);
      expect(made.status).toBe(201);
      const res = await fetch(`${server.baseUrl}/document-download-zip/${made.body.contents.id}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [(await reader.read()).value!];
      // The client holds back; the server has started the zip and waits for it.
      expect(openUploads().length).toBeLessThanOrEqual(1);
      for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
      const entries = readZip(Buffer.concat(chunks));
      expect(parts.map((p) => entries.get(p.name)?.equals(p.bytes))).toEqual([true, true, true]);
    },
  );
});

describe('permission', () => {
  it('a role without manage documents is refused every call', async () => {
    const role = await server.request('POST', '/roles', { token: admin, body: { name: 'No Documents' } });
    const emp = await server.request('POST', '/employees', {
      token: admin,
      body: {
        name: 'Doc Less',
        email: 'docless@crms.test',
        password: 'Secret#1',
        phone: '+8801700000009',
        department_id: 1,
        designation_id: 1,
        role_id: role.body.contents.id,
      },
    });
    expect(emp.status).toBe(201);
    const token = await server.login('docless@crms.test', 'Secret#1');
    const made = await send('POST', '/document-manage', [
      ...fields('Private'),
      ['document_files[]', { name: 'p.png', bytes: PNG }],
    ]);
    const file = made.body.contents.files[0].file_path;
    expect((await raw(`/uploads/${file}`)).status).toBe(200);
    expect((await server.request('GET', '/document-manage', { token })).status).toBe(403);
    expect((await send('POST', '/document-manage', fields('x'), token)).status).toBe(403);
    expect((await raw(`/document-download-file/${file}`, token)).status).toBe(403);
    expect((await raw(`/uploads/${file}`, token)).status).toBe(404);
    expect((await raw('/document-download-zip/2', token)).status).toBe(403);
  });
});
