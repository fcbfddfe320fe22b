import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDatabase } from '../../../server/db/load';
import { exportToJson } from '../../../server/db/postgres/load/export-store';
import { loadIntoPostgres } from '../../../server/db/postgres/load/load-store';
import { migrate } from '../../../server/db/postgres/migrate';
import { IDEMPOTENCY_HEADER } from '../../../contract/idempotency';
import { STAFF } from '../../../server/seed/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/pg';
import { testSeedFile } from '../../support/test-seed';
import { startTestServer } from '../../support/test-server';

// The committed seed (its demo accounts' hashes at the test cost, tests/support/test-seed.ts).
const SEED = testSeedFile();
type Doc = { id: number };

let db: TestDatabase;
let outDir: string;
let seed: Record<string, unknown>;
let exported: Record<string, unknown>;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db.pool);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-export-'));
  const data = loadDatabase(SEED, path.join(outDir, 'none.journal'), () => undefined, { readOnly: true });
  await loadIntoPostgres(db.pool, data);
  // Ids given and then deleted must stay unused: one more country, deleted again.
  await db.pool.query("INSERT INTO countries (name) VALUES ('Bhutan')");
  await db.pool.query("DELETE FROM countries WHERE name = 'Bhutan'");
  await exportToJson(db.pool, path.join(outDir, 'db.json'));
  seed = JSON.parse(fs.readFileSync(SEED, 'utf8')) as Record<string, unknown>;
  exported = JSON.parse(fs.readFileSync(path.join(outDir, 'db.json'), 'utf8')) as Record<string, unknown>;
}, 60_000);
afterAll(async () => {
  await db?.drop();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

test('every collection of the seed comes back row for row: ids, order and nested shapes', () => {
  const collections = Object.entries(seed).filter(([, v]) => Array.isArray(v)) as [string, Doc[]][];
  expect(collections.length).toBeGreaterThan(30);
  for (const [name, rows] of collections) {
    const back = exported[name] as Doc[] | undefined;
    expect([name, back?.map((r) => r.id)]).toEqual([name, rows.map((r) => r.id)]);
    const byId = new Map(back!.map((r) => [r.id, r]));
    // A difference names the collection and the row.
    for (const row of rows) expect([name, row.id, byId.get(row.id)]).toEqual([name, row.id, row]);
  }
});

test('the settings extra (email template) and the id sequences come back', () => {
  expect(exported.settings).toEqual(seed.settings);
  const meta = exported._meta as { sequences: Record<string, number> };
  expect(meta.sequences.countries).toBe(5);
  expect(meta.sequences.leads).toBe(180);
  expect(meta.sequences.sessions).toBe(0);
});

test('the embedded store starts on the exported file: a demo account signs in, ids go on', async () => {
  const server = await startTestServer({ dataDir: outDir, keepDataDir: true, store: 'embedded' });
  try {
    const admin = STAFF[0];
    const token = await server.login(admin.email, admin.password);
    const leads = await server.request('GET', '/leads?page=1&limit=5', { token });
    expect(leads.status).toBe(200);
    const created = await server.request('POST', '/countries', { token, body: { name: 'Maldives' } });
    expect([created.status, created.body.contents?.id]).toEqual([201, 6]);
  } finally {
    await server.close();
  }
});

/** A data folder after use: sessions (one revoked), a task with reminders, an idempotent answer, the mail template. */
async function usedDataFolder(dir: string): Promise<void> {
  const server = await startTestServer({ dataDir: dir, keepDataDir: true, store: 'embedded' });
  try {
    const admin = STAFF[0];
    const token = await server.login(admin.email, admin.password);
    await server.request('POST', '/logout', { token: await server.login(admin.email, admin.password) });
    const note = await server.request('POST', '/store-leads-details-note-info', {
      token,
      body: { lead_id: 1, key_account: 'N', note_description: 'Met at the booth' },
      headers: { [IDEMPOTENCY_HEADER]: 'round-trip-1' },
    });
    expect(note.status).toBe(201);
    const task = await server.request('POST', '/store-leads-details-task-info', {
      token,
      body: {
        lead_id: 1,
        task_title: 'Confirm the booking',
        type: 'Log a Call',
        start_date: '2099-01-01',
        start_time: '09:00',
        due_date: '2099-01-02',
        due_time: '23:59',
        priority: 'normal',
        reminders: JSON.stringify([{ reminderDate: '2099-01-01', reminderTime: '08:00' }]),
        assign_to: JSON.stringify([{ id: 3 }, { id: 2 }]),
        utc_offset: '0',
      },
    });
    expect(task.status).toBe(201);
    // The birthday mail's template, saved once: its CC list holds addresses.
    const form = new FormData();
    for (const [field, value] of [
      ['padding_top', '90'],
      ['padding_left', '12'],
      ['cc_users[]', 'hr@example.com'],
    ])
      form.append(field, value);
    form.append('image', new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000', 'hex'))]), 'card.png');
    const template = await fetch(`${server.baseUrl}/birthday-template/save-settings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(template.status).toBe(200);
  } finally {
    await server.close();
  }
}

test('a used data folder round-trips too: sessions, reminders, idempotent answers, sequences', async () => {
  const used = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-used-'));
  const second = await createTestDatabase();
  try {
    await usedDataFolder(used);
    const data = loadDatabase(path.join(used, 'db.json'), path.join(used, 'db.journal'), () => undefined, {
      readOnly: true,
    });
    await migrate(second.pool);
    await loadIntoPostgres(second.pool, data);
    const out = path.join(used, 'exported.json');
    await exportToJson(second.pool, out);
    const back = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, Doc[]> & {
      _meta: { sequences: Record<string, number> };
    };
    const sizes = ['sessions', 'task-reminders', 'idempotency_keys'].map((n) => [
      n,
      data.collections.get(n)?.rows.size,
    ]);
    expect(sizes).toEqual([
      ['sessions', 2],
      ['task-reminders', 1],
      ['idempotency_keys', 1],
    ]);
    expect(back['email-template-settings']).toEqual([
      expect.objectContaining({ padding_top: 90, cc_users: ['hr@example.com'] }),
    ]);
    for (const [name, collection] of data.collections) {
      const rows = [...collection.rows.values()].sort((a, b) => a.id - b.id);
      const byId = new Map(back[name].map((r) => [r.id, r]));
      expect([name, back[name].length]).toEqual([name, rows.length]);
      for (const row of rows) expect([name, row.id, byId.get(row.id)]).toEqual([name, row.id, row]);
      expect([name, back._meta.sequences[name]]).toEqual([name, collection.seq]);
    }
  } finally {
    await second.drop();
    fs.rmSync(used, { recursive: true, force: true });
  }
}, 60_000);
