import type { NewRow } from '../../../../server/db/row';
import type { NotificationRow } from '../../../../server/stored/leads';
import { addParents } from './parents';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of `repos.notifications` (server/notifications/repository.ts): the same cases on
 * both stores, rows written as server/notifications/notify-assignees.ts and the reminder
 * scheduler write them. Lists are compared in id order: the routes sort them for display.
 */
const AT = '2026-03-01T09:30:00.000Z';
const byId = <R extends { id: number }>(rows: R[]) => [...rows].sort((a, b) => a.id - b.id);

const assigned = (employee_id: number, lead_id: number): NewRow<NotificationRow> => ({
  employee_id,
  lead_id,
  exhibition_id: 1,
  assigned_type: 'assigned_employee',
  is_read: 0,
  created_at: AT,
});
const reminder: NewRow<NotificationRow> = {
  employee_id: 2,
  lead_id: 1,
  exhibition_id: null,
  assigned_type: 'task_reminder',
  activity_id: 1,
  task_title: 'Call',
  reminder_at: '2026-03-01T10:00:00.000Z',
  is_read: 0,
  created_at: AT,
};

describe.each(STORES)('repos.notifications on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
    await addParents(s);
  });
  afterAll(() => s?.close());
  const repo = () => s.repos.notifications;
  const insert = (doc: NewRow<NotificationRow>) => s.transaction((tx) => repo().insert(tx, doc));

  test('rows read back exactly as written; a transaction sees its own rows, others do not', async () => {
    const a = await insert(assigned(1, 1));
    expect(a).toStrictEqual({ id: a.id, ...assigned(1, 1) });
    const r = await insert(reminder);
    expect(r).toStrictEqual({ id: r.id, ...reminder });
    expect(await repo().get(r.id)).toStrictEqual(r);
    expect(await repo().get(999)).toBeUndefined();
    await s.transaction(async (tx) => {
      const b = await repo().insert(tx, assigned(3, 2));
      expect(await repo().get(b.id, tx)).toStrictEqual(b);
      expect(await repo().ofLead(2, tx)).toStrictEqual([b]);
      expect(await outside(() => repo().get(b.id))).toBeUndefined();
      expect(await outside(() => repo().ofLead(2))).toEqual([]);
    });
    expect((await repo().ofLead(2)).map((n) => n.employee_id)).toEqual([3]);
  });

  test('ofEmployee and ofLead: each of its own, none of another', async () => {
    const rows = [
      await insert(assigned(1, 3)),
      await insert({ ...assigned(2, 3), assigned_type: 'additional_employee' }),
      await insert(assigned(1, 2)),
    ];
    expect(byId(await repo().ofLead(3))).toStrictEqual(rows.slice(0, 2));
    const ofOne = byId(await repo().ofEmployee(1));
    expect(ofOne).toEqual(expect.arrayContaining([rows[0], rows[2]]));
    expect(ofOne.every((n) => n.employee_id === 1)).toBe(true);
    expect(await repo().ofEmployee(999)).toEqual([]);
  });

  test('update merges a patch (mark read); a missing row is an error', async () => {
    const row = await insert(assigned(3, 3));
    const read = await s.transaction((tx) => repo().update(tx, row.id, { is_read: 1 }));
    expect(read).toStrictEqual({ ...row, is_read: 1 });
    expect(await repo().get(row.id)).toStrictEqual(read);
    expect(byId(await repo().ofEmployee(3))).toContainEqual(read);
    await expect(s.transaction((tx) => repo().update(tx, 999, { is_read: 1 }))).rejects.toThrow(
      /does not exist/,
    );
  });

  test('removeOfLead takes a lead’s rows only, and only when its transaction commits', async () => {
    const before = byId(await repo().ofLead(3));
    expect(before.length).toBeGreaterThan(0);
    await expect(
      s.transaction(async (tx) => {
        await repo().removeOfLead(tx, 3);
        expect(await repo().ofLead(3, tx)).toEqual([]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(byId(await repo().ofLead(3))).toStrictEqual(before);
    const others = byId(await repo().ofLead(1));
    await s.transaction((tx) => repo().removeOfLead(tx, 3));
    expect(await repo().ofLead(3)).toEqual([]);
    for (const row of before) expect(await repo().get(row.id)).toBeUndefined();
    expect(byId(await repo().ofLead(1))).toStrictEqual(others);
  });

  test('ids are never given again after a delete or a rollback', async () => {
    const first = await insert(assigned(2, 2));
    await s.transaction((tx) => repo().removeOfLead(tx, 2));
    let rolledBack = 0;
    await expect(
      s.transaction(async (tx) => {
        rolledBack = (await repo().insert(tx, assigned(2, 2))).id;
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const next = await insert(assigned(2, 2));
    expect(rolledBack).toBeGreaterThan(first.id);
    expect(next.id).toBeGreaterThan(rolledBack);
    expect(await repo().get(rolledBack)).toBeUndefined();
  });
});
