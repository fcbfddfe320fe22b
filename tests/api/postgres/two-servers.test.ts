import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../support/pg';
import { createClock } from '../../support/test-clock';
import { startTestServer, type TestServer } from '../../support/test-server';
import { initialInfo, PNG_BYTES } from '../lead-wizard-fixtures';
import { reminderTask } from '../support/reminder-task';

/**
 * Two app servers on one PostgreSQL database (issue "PostgreSQL behind the storage seam"):
 * nothing that matters stays in one process. Both share the files folder (FILES_DIR) and the
 * test's clock; each has its own DATA_DIR.
 */
const clock = createClock();

let database: TestDatabase;
let filesDir: string;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-shared-files-'));
  // Started at once on the empty database: it is migrated and seeded once.
  [a, b] = await Promise.all(
    [0, 1].map(() => startTestServer({ databaseUrl: database.url, filesDir, now: clock.now })),
  );
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const profile = (server: TestServer, token: string) =>
  server.request('GET', '/get-role-permissions', { token });

test('a sign-in on A works on B; a logout on A is refused on B', async () => {
  const token = await a.login('staff@crms.test', 'Staff#123');
  expect((await profile(b, token)).status).toBe(200);
  expect((await a.request('POST', '/logout', { token })).status).toBe(200);
  expect((await profile(b, token)).status).toBe(401);
});

test('a file uploaded on A downloads from B', async () => {
  const token = await a.login('staff@crms.test', 'Staff#123');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'card.png');
  const up = await fetch(`${a.baseUrl}/upload-file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const { file_name: name } = (await up.json()) as { file_name: string };
  const got = await fetch(`${b.baseUrl}/uploads/${name}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(got.status).toBe(200);
  expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_BYTES);
});

test("a lead created on A is in B's list at once; an edit request approved on B is granted on A", async () => {
  const admin = await a.login('admin@crms.test', 'Admin#123');
  const org = `Two Servers Ltd ${Date.now()}`;
  const made = await a.request('POST', '/store-leads-initial-info', {
    token: admin,
    body: initialInfo({ organization_name: org, phone: '+880 1799-424242' }),
  });
  expect(made.status).toBe(201);
  const leadId = made.body.contents.id as number;
  const listed = await b.request('GET', `/leads?per_page=10&search=${encodeURIComponent(org)}`, {
    token: admin,
  });
  expect(listed.body.contents.data.map((l: { id: number }) => l.id)).toEqual([leadId]);

  const staff = await a.login('staff@crms.test', 'Staff#123');
  const asked = await a.request('POST', '/request-for-leads-edit', {
    token: staff,
    body: { lead_id: leadId, employee_id: 3 },
  });
  expect(asked.status).toBe(201);
  const supervisor = await b.login('supervisor@crms.test', 'Super#123');
  const approved = await b.request('POST', '/leads-edit-request-action', {
    token: supervisor,
    body: { id: asked.body.contents.id, actionType: 'approved', permissionType: 'Edit' },
  });
  expect(approved.status).toBe(200);
  const mine = await a.request('POST', '/check-edit-permission', { token: staff, body: { employeeId: 3 } });
  expect(mine.body.contents).toContainEqual(
    expect.objectContaining({ lead_id: leadId, status: 'approved', permission_type: 'Edit' }),
  );
});

test('five wrong passwords spread over A and B lock the sign-in', async () => {
  const email = 'farhana.akter@crms.test';
  for (const server of [a, b, a, b, a]) {
    const res = await server.request('POST', '/login', { body: { email, password: 'wrong-password' } });
    expect(res.status).toBe(400);
  }
  const locked = await b.request('POST', '/login', { body: { email, password: 'Demo#1234' } });
  expect(locked.status).toBe(429);
});

test('a due reminder rings exactly once when both servers check at once', async () => {
  const staff = await a.login('staff@crms.test', 'Staff#123');
  const admin = await a.login('admin@crms.test', 'Admin#123');
  const lead = await a.request('POST', '/store-leads-initial-info', {
    token: admin,
    body: initialInfo({ organization_name: `Reminder Twice ${Date.now()}`, phone: '+880 1799-434343' }),
  });
  const task = await a.request('POST', '/store-leads-details-task-info', {
    token: staff,
    body: reminderTask(clock, {
      lead_id: lead.body.contents.id,
      task_title: 'Ring once',
      remindIn: [2],
      assignees: [3],
    }),
  });
  expect(task.status).toBe(201);
  clock.advance(3 * 60_000);
  const fired = await Promise.all([a.checkReminders(), b.checkReminders(), a.checkReminders()]);
  expect(fired.reduce((sum, n) => sum + n, 0)).toBe(1);
  const bell = await b.request('GET', '/assigned-employee-notifications', { token: staff });
  const rung = bell.body.contents.filter(
    (n: { assigned_type: string; task_title?: string }) =>
      n.assigned_type === 'task_reminder' && n.task_title === 'Ring once',
  );
  expect(rung).toHaveLength(1);
});
