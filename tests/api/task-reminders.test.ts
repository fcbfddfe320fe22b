import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { createClock } from '../support/test-clock';
import { pickLeads, type AnyRow } from './support/lead-details';
import { reminderTask } from './support/reminder-task';

// Task reminders ring the assignees' bells once, at their time by the server's clock, also when
// they fell due while the server was down.

const clock = createClock();

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-reminders-'));
  server = await startTestServer({ dataDir, now: clock.now });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const reminders = async (token: string) =>
  (await server.request('GET', '/assigned-employee-notifications', { token })).body.contents.filter(
    (n: AnyRow) => n.assigned_type === 'task_reminder',
  );

describe('task reminders', () => {
  it('ring each assignee once when due, and those due while the server was down at start-up', async () => {
    const staff = await server.login('staff@crms.test', 'Staff#123');
    const supervisor = await server.login('supervisor@crms.test', 'Super#123');
    const lead = pickLeads(server).open;
    const res = await server.request('POST', '/store-leads-details-task-info', {
      token: staff,
      body: reminderTask(clock, {
        lead_id: lead.id,
        task_title: 'Confirm the booking',
        remindIn: [2, 30],
        assignees: [2, 3],
      }),
    });
    expect(res.status).toBe(201);
    expect(await server.checkReminders()).toBe(0);
    expect(await reminders(supervisor)).toHaveLength(0);

    clock.advance(3 * 60_000);
    expect(await server.checkReminders()).toBe(1);
    expect(await server.checkReminders()).toBe(0);
    for (const token of [staff, supervisor]) {
      const rung = await reminders(token);
      expect(rung).toHaveLength(1);
      expect(rung[0]).toEqual(
        expect.objectContaining({
          task_title: 'Confirm the booking',
          activity_id: res.body.contents.id,
          lead: { id: lead.id, organization_name: lead.initial_info.organization_name },
          is_read: 0,
        }),
      );
    }

    // Down while the second one falls due: it rings at start-up, once.
    await server.close();
    clock.advance(60 * 60_000);
    server = await startTestServer({ dataDir, now: clock.now });
    // The start-up check already fired it: a check queued behind it finds nothing left.
    expect(await server.checkReminders()).toBe(0);
    const token = await server.login('staff@crms.test', 'Staff#123');
    expect(await reminders(token)).toHaveLength(2);
    expect(await server.checkReminders()).toBe(0);
  });
});
