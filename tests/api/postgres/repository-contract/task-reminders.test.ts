import type { NewRow } from '../../../../server/db/row';
import type { TaskReminderRow } from '../../../../server/stored/leads';
import { addParents } from './parents';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of `repos.taskReminders` (server/task-reminders/repository.ts) on both stores:
 * rows as server/lead-details/activity-routes.ts writes them, `dueAt` as the scheduler reads it.
 */
const AT = '2026-03-01T09:00:00.000Z';
const due = (at: string, title = 'Call', employee_ids = [1, 2]): NewRow<TaskReminderRow> => ({
  lead_id: 1,
  activity_id: 1,
  task_title: title,
  due_at: at,
  employee_ids,
  fired_at: null,
  created_at: AT,
});

describe.each(STORES)('repos.taskReminders on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
    await addParents(s);
  });
  afterAll(() => s?.close());
  const repo = () => s.repos.taskReminders;
  const insert = (doc: NewRow<TaskReminderRow>) => s.transaction((tx) => repo().insert(tx, doc));

  test('rows read back exactly, their recipients in order; dueAt is the unfired ones due, oldest first', async () => {
    const later = await insert(due('2026-03-01T11:00:00.000Z', 'Later', [3, 1]));
    const early = await insert(due('2026-03-01T10:00:00.000Z', 'Early', []));
    const sameTime = await insert({ ...due('2026-03-01T10:00:00.000Z', 'Same'), activity_id: 2 });
    expect(later).toStrictEqual({ id: later.id, ...due('2026-03-01T11:00:00.000Z', 'Later', [3, 1]) });
    expect(early.employee_ids).toEqual([]);
    expect(await repo().dueAt(new Date('2026-03-01T09:59:59.999Z'))).toEqual([]);
    expect(await repo().dueAt(new Date('2026-03-01T10:00:00.000Z'))).toStrictEqual([early, sameTime]);
    expect(await repo().dueAt(new Date('2026-03-02T00:00:00.000Z'))).toStrictEqual([early, sameTime, later]);
  });

  test('fired reminders are due no more; a transaction reads its own changes', async () => {
    const now = new Date('2026-03-02T00:00:00.000Z');
    const [first, ...rest] = await repo().dueAt(now);
    const fired = await s.transaction(async (tx) => {
      const row = await repo().update(tx, first.id, { fired_at: now.toISOString() });
      expect((await repo().dueAt(now, tx)).map((r) => r.id)).toEqual(rest.map((r) => r.id));
      expect((await outside(() => repo().dueAt(now))).map((r) => r.id)).toContain(first.id);
      return row;
    });
    expect(fired).toStrictEqual({ ...first, fired_at: now.toISOString() });
    expect(await repo().dueAt(now)).toStrictEqual(rest);
    const recipients = await s.transaction((tx) => repo().update(tx, rest[0].id, { employee_ids: [2] }));
    expect(recipients).toStrictEqual({ ...rest[0], employee_ids: [2] });
    expect((await repo().dueAt(now))[0]).toStrictEqual(recipients);
    await expect(
      s.transaction((tx) => repo().update(tx, 999, { fired_at: now.toISOString() })),
    ).rejects.toThrow(/does not exist/);
  });

  test('a rolled-back firing leaves the reminder due', async () => {
    const now = new Date('2026-03-02T00:00:00.000Z');
    const before = await repo().dueAt(now);
    await expect(
      s.transaction(async (tx) => {
        for (const r of await repo().dueAt(now, tx))
          await repo().update(tx, r.id, { fired_at: now.toISOString() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await repo().dueAt(now)).toStrictEqual(before);
  });

  test('checks firing at once (two servers) fire each due reminder exactly once', async () => {
    const now = new Date('2026-03-10T00:00:00.000Z');
    for (let i = 0; i < 6; i++) await insert(due(`2026-03-03T00:00:0${i}.000Z`, `Race ${i}`));
    const expected = (await repo().dueAt(now)).map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    // As the scheduler fires (server/task-reminders/scheduler.ts): read due in the transaction, mark fired.
    const check = () =>
      s.transaction(async (tx) => {
        const fired: number[] = [];
        for (const r of await repo().dueAt(now, tx)) {
          await repo().update(tx, r.id, { fired_at: now.toISOString() });
          fired.push(r.id);
        }
        return fired;
      });
    const runs = await Promise.all([check(), check(), check()]);
    expect(runs.flat().sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
    expect(await repo().dueAt(now)).toEqual([]);
  });

  test('removeOfLead takes a lead’s reminders only; ids are never given again', async () => {
    const now = new Date('2026-04-01T00:00:00.000Z');
    await insert(due('2026-03-16T00:00:00.000Z'));
    const other = await insert({ ...due('2026-03-15T00:00:00.000Z'), lead_id: 2 });
    const ofOne = (await repo().dueAt(now)).filter((r) => r.lead_id === 1);
    expect(ofOne.length).toBeGreaterThan(0);
    await s.transaction((tx) => repo().removeOfLead(tx, 1));
    expect(await repo().dueAt(now)).toStrictEqual([other]);
    const next = await insert(due('2026-03-06T00:00:00.000Z'));
    expect(next.id).toBeGreaterThan(other.id);
  });
});
