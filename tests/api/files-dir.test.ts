/**
 * FILES_DIR: the real server in its own process, started with FILES_DIR set, keeps uploads (and
 * the seed's sample files) in that folder, none under DATA_DIR, and serves them back from there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStandbyServer, type ChildServer } from '../support/child-server';
import { childStoreEnv } from '../support/test-server';
import { readZip } from '../support/read-zip';
import { SAMPLE_FILES_DIR } from '../../server/seed/init-data-dir';
import { ADMIN } from '../support/demo-accounts';
import { PNG_BYTES } from './lead-wizard-fixtures';

let root: string;
let dataDir: string;
let filesDir: string;
let server: ChildServer | undefined;
let token: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-files-dir-'));
  dataDir = path.join(root, 'data');
  filesDir = path.join(root, 'shared-files');
  // On PostgreSQL its first start, too, copies the sample files into FILES_DIR.
  const store = await childStoreEnv(dataDir, { filesDir, firstStart: true });
  server = await spawnStandbyServer({ ...store, FILES_DIR: filesDir }).start(dataDir);
  const login = await fetch(`${server.baseUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = (await login.json()).contents.token;
}, 30_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server!.baseUrl}${p}`, { headers: { Authorization: `Bearer ${token}` } });

it('an upload lands in FILES_DIR, not under DATA_DIR, and downloads back from there', async () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'Shared Card.png');
  const res = await fetch(`${server!.baseUrl}/upload-file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  const name = (await res.json()).file_name as string;
  expect(fs.readFileSync(path.join(filesDir, name))).toEqual(PNG_BYTES);
  expect(fs.existsSync(path.join(dataDir, 'uploads', name))).toBe(false);

  const got = await get(`/uploads/${name}`);
  expect(got.status).toBe(200);
  expect(got.headers.get('content-disposition')).toBe('attachment; filename="Shared Card.png"');
  expect(got.headers.get('content-length')).toBe(String(PNG_BYTES.length));
  expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_BYTES);

  // Gone from the folder, gone from the API.
  fs.rmSync(path.join(filesDir, name));
  expect((await get(`/uploads/${name}`)).status).toBe(404);
});

it("the seed's sample files go to FILES_DIR, and a document's zip is read from there", async () => {
  for (const sample of fs.readdirSync(SAMPLE_FILES_DIR))
    expect(fs.existsSync(path.join(filesDir, sample))).toBe(true);
  const documents = (await (await get('/document-manage')).json()).contents as {
    id: number;
    files: { file_path: string }[];
  }[];
  const doc = documents.find((d) => d.files.length > 0)!;
  const zip = await get(`/document-download-zip/${doc.id}`);
  expect(zip.status).toBe(200);
  const entries = readZip(Buffer.from(await zip.arrayBuffer()));
  expect([...entries.values()]).toEqual(
    doc.files.map((f) => fs.readFileSync(path.join(filesDir, f.file_path))),
  );
});
