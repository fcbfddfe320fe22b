import type { AuditEntry, AuditQuery } from '../../../../server/audit/repository';
import type { AuditRow } from '../../../../server/stored/accounts';
import { STORES, type StoreUnderTest } from './stores';

/**
 * The contract of `repos.audit` (server/audit/repository.ts) on both stores: entries recorded as
 * server/access-requests/routes.ts records them, searched as GET /audit-log searches.
 */
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  action: 'asked',
  actor_id: 1,
  employee_id: 1,
  lead_id: 1,
  request_id: 1,
  permission_type: 'Edit',
  ...over,
});
const ids = (rows: AuditRow[]) => rows.map((r) => r.id);

describe.each(STORES)('repos.audit on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  const rows: AuditRow[] = [];
  beforeAll(async () => {
    s = await open();
    const record = (at: string, over: Partial<AuditEntry>) =>
      s.transaction((tx) => s.repos.audit.record(tx, new Date(at), entry(over)));
    rows.push(
      await record('2026-03-01T09:00:00.000Z', {}),
      await record('2026-03-02T09:00:00.000Z', {
        action: 'approved',
        actor_id: 2,
        employee_id: 1,
        expires_at: '2026-03-03T09:00:00.000Z',
      }),
      await record('2026-03-02T09:00:00.000Z', {
        action: 'read',
        actor_id: 3,
        employee_id: 3,
        lead_id: 2,
        request_id: null,
        via: 'lead',
      }),
      await record('2026-03-04T09:00:00.000Z', {
        action: 'rejected',
        actor_id: 2,
        employee_id: 3,
        lead_id: 2,
        expires_at: null,
      }),
      await record('2026-03-05T09:00:00.000Z', { actor_id: null, employee_id: null, lead_id: 3 }),
    );
  });
  afterAll(() => s?.close());
  const search = (q: AuditQuery) => s.repos.audit.search(q);

  test('record stores the entry with its time; unset via and expiry are null', () => {
    expect(rows[0]).toStrictEqual({
      id: rows[0].id,
      at: '2026-03-01T09:00:00.000Z',
      via: null,
      expires_at: null,
      ...entry({}),
    });
    expect(rows[1].expires_at).toBe('2026-03-03T09:00:00.000Z');
    expect(rows[2].via).toBe('lead');
    expect(rows[4]).toMatchObject({ actor_id: null, employee_id: null });
  });

  test('search: newest first (ties by id, newest first), every filter together', async () => {
    const [a, b, c, d, e] = rows;
    expect(await search({})).toStrictEqual([e, d, c, b, a]);
    // Actor or subject.
    expect(ids(await search({ employeeId: 2 }))).toEqual(ids([d, b]));
    expect(ids(await search({ employeeId: 3 }))).toEqual(ids([d, c]));
    expect(ids(await search({ leadId: 2 }))).toEqual(ids([d, c]));
    expect(ids(await search({ employeeId: 1, leadId: 1 }))).toEqual(ids([b, a]));
    expect(await search({ employeeId: 1, leadId: 2 })).toEqual([]);
    // [from, to)
    const range = { fromIso: '2026-03-02T09:00:00.000Z', toIso: '2026-03-05T09:00:00.000Z' };
    expect(ids(await search(range))).toEqual(ids([d, c, b]));
    expect(ids(await search({ ...range, employeeId: 3 }))).toEqual(ids([d, c]));
    expect(ids(await search({ fromIso: '2026-03-04T09:00:00.001Z' }))).toEqual(ids([e]));
    expect(ids(await search({ toIso: '2026-03-02T09:00:00.000Z' }))).toEqual(ids([a]));
    expect(await search({ fromIso: '2026-03-05T00:00:00.000Z', toIso: '2026-03-01T00:00:00.000Z' })).toEqual(
      [],
    );
    expect(await search({ employeeId: 999 })).toEqual([]);
  });

  test('page and a limited search cut the same list (GET /audit-log and its export)', async () => {
    const [a, b, c, d, e] = rows;
    const page = (q: AuditQuery, n: number, perPage = 2) => s.repos.audit.page(q, { page: n, perPage });
    expect(await page({}, 1)).toStrictEqual({ rows: [e, d], total: 5 });
    expect(await page({}, 3)).toStrictEqual({ rows: [a], total: 5 });
    expect(await page({}, 4)).toStrictEqual({ rows: [], total: 5 });
    const range = { fromIso: '2026-03-02T09:00:00.000Z', toIso: '2026-03-05T09:00:00.000Z' };
    expect(await page(range, 2)).toStrictEqual({ rows: [b], total: 3 });
    expect(await page({ employeeId: 1 }, 1, 1)).toStrictEqual({ rows: [b], total: 2 });
    expect(await page({ leadId: 2, ...range }, 2, 1)).toStrictEqual({ rows: [c], total: 2 });
    expect(await s.repos.audit.search({}, 2)).toStrictEqual([e, d]);
    expect(ids(await s.repos.audit.search({ employeeId: 3 }, 1))).toEqual(ids([d]));
  });

  test('an entry is there only once its transaction commits; ids are never given again', async () => {
    const at = new Date('2026-03-06T09:00:00.000Z');
    let rolledBack = 0;
    await expect(
      s.transaction(async (tx) => {
        rolledBack = (await s.repos.audit.record(tx, at, entry({ lead_id: 9 }))).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await search({ leadId: 9 })).toEqual([]);
    const kept = await s.transaction((tx) => s.repos.audit.record(tx, at, entry({ lead_id: 9 })));
    expect(await search({ leadId: 9 })).toStrictEqual([kept]);
    expect(kept.id).toBeGreaterThan(rolledBack);
    expect(rolledBack).toBeGreaterThan(rows[4].id);
  });
});
