import { readDb } from '../support/read-db';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import os from 'node:os';
import { Database } from '../../server/db/database';
import type { LeadRow } from '../../server/stored/leads';
import { createRepositories } from '../../server/repositories';
import { notifyAssignedEmployees } from '../../server/notifications/notify-assignees';

// Assigned-employee notifications: list, mark read, and the shared notifier.

let server: TestServer;
let supervisor: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let db: AnyRow;

beforeAll(async () => {
  server = await startTestServer();
  [supervisor, staff] = await server.signIn('supervisor', 'staff');
  db = readDb(server.dataDir);
});
afterAll(() => server.close());

describe('GET /assigned-employee-notifications', () => {
  it('answers the caller’s notifications, newest first, with exhibition and lead', async () => {
    const res = await server.request('GET', '/assigned-employee-notifications', { token: supervisor });
    expect(res.status).toBe(200);
    const rows: AnyRow[] = res.body.contents;
    expect(rows).toHaveLength(db.notifications.filter((n: AnyRow) => n.employee_id === 2).length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((n) => n.employee_id === 2)).toBe(true);
    const dates = rows.map((n) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        is_read: expect.any(Number),
        assigned_type: expect.stringMatching(/^(assigned_employee|additional_employee)$/),
        exhibition: { id: expect.any(Number), name: expect.any(String) },
        lead: { id: expect.any(Number), organization_name: expect.any(String) },
      }),
    );
    expect((await server.request('GET', '/assigned-employee-notifications')).status).toBe(401);
  });
});

describe('POST /mark-notification-read', () => {
  it('marks one of your own as read', async () => {
    const unread =
      db.notifications.find((n: AnyRow) => n.employee_id === 2 && n.is_read === 0) ??
      db.notifications.find((n: AnyRow) => n.employee_id === 2);
    const res = await server.request('POST', '/mark-notification-read', {
      token: supervisor,
      body: { id: unread.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.contents.is_read).toBe(1);
    const rows = (await server.request('GET', '/assigned-employee-notifications', { token: supervisor })).body
      .contents;
    expect(rows.find((n: AnyRow) => n.id === unread.id).is_read).toBe(1);
  });

  it('403 for someone else’s, 404 unknown, 422 without id', async () => {
    const others = db.notifications.find((n: AnyRow) => n.employee_id !== 3);
    const res = await server.request('POST', '/mark-notification-read', {
      token: staff,
      body: { id: others.id },
    });
    expect(res.status).toBe(403);
    expect(
      (await server.request('POST', '/mark-notification-read', { token: staff, body: { id: 999999 } }))
        .status,
    ).toBe(404);
    expect((await server.request('POST', '/mark-notification-read', { token: staff, body: {} })).status).toBe(
      422,
    );
  });
});

describe('notifyAssignedEmployees', () => {
  let dir: string;
  let db: Database;
  let repos: ReturnType<typeof createRepositories>;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-notify-'));
    fs.writeFileSync(path.join(dir, 'db.json'), JSON.stringify({ notifications: [], leads: [] }));
    db = Database.open({ file: path.join(dir, 'db.json') });
    repos = createRepositories(db);
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const notify = (l: typeof lead, at: Date) =>
    db.transaction((tx) => notifyAssignedEmployees(repos, tx, l as unknown as LeadRow, at));
  const lead = {
    id: 7,
    created_by: 3,
    initial_info: {
      exhibitions: [
        { exhibition_id: 1, employee_id: 5, additionalEmployeeID: 6 },
        { exhibition_id: 2, employee_id: 3, additionalEmployeeID: null },
        { exhibition_id: 1, employee_id: 5, additionalEmployeeID: null },
      ],
    },
  };

  it('notifies assigned and additional employees, skipping the creator and duplicates', async () => {
    await notify(lead, new Date('2026-01-02T03:04:05Z'));
    const rows = db.rows('notifications');
    expect(rows.map((n) => [n.employee_id, n.exhibition_id, n.assigned_type])).toEqual([
      [5, 1, 'assigned_employee'],
      [6, 1, 'additional_employee'],
    ]);
    expect(rows[0]).toEqual(
      expect.objectContaining({ lead_id: 7, is_read: 0, created_at: '2026-01-02T03:04:05.000Z' }),
    );
    await notify(lead, new Date());
    expect(db.rows('notifications')).toHaveLength(2);
    await notify(
      {
        ...lead,
        initial_info: { exhibitions: [{ exhibition_id: 3, employee_id: 5, additionalEmployeeID: null }] },
      },
      new Date(),
    );
    expect(db.rows('notifications')).toHaveLength(3);
  });
});
