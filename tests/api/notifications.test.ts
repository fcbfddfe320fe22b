import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { Store } from '../../server/db/store';
import { notifyAssignedEmployees } from '../../server/leads/notify-assignees';

// Assigned-employee notifications: list, mark read, and the shared notifier.

let server: TestServer;
let supervisor: string;
let staff: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
let db: AnyRow;

beforeAll(async () => {
  server = await startTestServer();
  [supervisor, staff] = await Promise.all([
    server.login('supervisor@crms.test', 'Super#123'),
    server.login('staff@crms.test', 'Staff#123'),
  ]);
  db = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'db.json'), 'utf8'));
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
  const store = () =>
    new Store('/dev/null', {
      notifications: [],
      leads: [],
    });
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

  it('notifies assigned and additional employees, skipping the creator and duplicates', () => {
    const s = store();
    notifyAssignedEmployees(s, lead, new Date('2026-01-02T03:04:05Z'));
    const rows = s.list('notifications');
    expect(rows.map((n) => [n.employee_id, n.exhibition_id, n.assigned_type])).toEqual([
      [5, 1, 'assigned_employee'],
      [6, 1, 'additional_employee'],
    ]);
    expect(rows[0]).toEqual(
      expect.objectContaining({ lead_id: 7, is_read: 0, created_at: '2026-01-02T03:04:05.000Z' }),
    );
    notifyAssignedEmployees(s, lead, new Date());
    expect(s.list('notifications')).toHaveLength(2);
    notifyAssignedEmployees(
      s,
      {
        ...lead,
        initial_info: { exhibitions: [{ exhibition_id: 3, employee_id: 5, additionalEmployeeID: null }] },
      },
      new Date(),
    );
    expect(s.list('notifications')).toHaveLength(3);
  });
});
