import type { NewRow } from '../../../../server/db/row';
import type { AccessRequestRow } from '../../../../server/stored/leads';
import { addParents } from './parents';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of `repos.accessRequests` (server/access-requests/repository.ts) on both stores,
 * rows written as server/access-requests/routes.ts writes them. Lists are compared in id order:
 * the routes sort them.
 */
const AT = '2026-03-01T09:00:00.000Z';
const byId = <R extends { id: number }>(rows: R[]) => [...rows].sort((a, b) => a.id - b.id);
const asked = (lead_id: number, employee_id: number): NewRow<AccessRequestRow> => ({
  lead_id,
  employee_id,
  permission_type: 'Edit',
  status: 'pending',
  created_at: AT,
  acted_by: null,
  acted_at: null,
});

describe.each(STORES)('repos.accessRequests on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
    await addParents(s);
  });
  afterAll(() => s?.close());
  const repo = () => s.repos.accessRequests;
  const insert = (doc: NewRow<AccessRequestRow>) => s.transaction((tx) => repo().insert(tx, doc));

  test('rows read back exactly; by lead, by employee and pending', async () => {
    const a = await insert(asked(1, 2));
    const b = await insert({ ...asked(1, 3), permission_type: 'Details' });
    const c = await insert(asked(2, 2));
    expect(a).toStrictEqual({ id: a.id, ...asked(1, 2) });
    expect(await repo().get(b.id)).toStrictEqual(b);
    expect(await repo().get(999)).toBeUndefined();
    expect(byId(await repo().ofLead(1))).toStrictEqual([a, b]);
    expect(byId(await repo().ofEmployee(2))).toStrictEqual([a, c]);
    expect(byId(await repo().pending())).toStrictEqual([a, b, c]);
    expect(await repo().ofLead(3)).toEqual([]);
  });

  test('a decision leaves pending; a transaction reads its own rows', async () => {
    const [a, b] = byId(await repo().ofLead(1));
    const [c] = await repo().ofLead(2);
    const approved = await s.transaction((tx) =>
      repo().update(tx, a.id, {
        status: 'approved',
        acted_by: 1,
        acted_at: AT,
        expires_at: '2026-03-02T09:00:00.000Z',
      }),
    );
    expect(approved).toStrictEqual({
      ...a,
      status: 'approved',
      acted_by: 1,
      acted_at: AT,
      expires_at: '2026-03-02T09:00:00.000Z',
    });
    expect((await repo().pending()).map((r) => r.id)).not.toContain(a.id);
    const rejected = await s.transaction((tx) =>
      repo().update(tx, c.id, { status: 'reject', acted_by: 1, acted_at: AT, expires_at: null }),
    );
    // A rejection's expires_at is null on the embedded store and absent on PostgreSQL (a null
    // column is read as no field: the seed's decided requests have none); both mean "no grant"
    // (server/access-requests/grant.ts).
    const { expires_at, ...decided } = rejected;
    expect(expires_at ?? null).toBeNull();
    expect(decided).toStrictEqual({ ...c, status: 'reject', acted_by: 1, acted_at: AT });
    expect(await repo().get(c.id)).toStrictEqual(rejected);
    await s.transaction(async (tx) => {
      const d = await repo().insert(tx, asked(3, 1));
      expect(await repo().ofLead(3, tx)).toStrictEqual([d]);
      expect(await repo().ofEmployee(1, tx)).toStrictEqual([d]);
      expect(await repo().get(d.id, tx)).toStrictEqual(d);
      expect(await outside(() => repo().ofEmployee(1))).toEqual([]);
    });
    expect(byId(await repo().ofLead(1))).toStrictEqual([approved, b]);
    await expect(s.transaction((tx) => repo().update(tx, 999, { status: 'reject' }))).rejects.toThrow(
      /does not exist/,
    );
  });

  test('removeOfLead commits or rolls back with its transaction; ids are never given again', async () => {
    const before = byId(await repo().ofLead(1));
    await expect(
      s.transaction(async (tx) => {
        await repo().removeOfLead(tx, 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(byId(await repo().ofLead(1))).toStrictEqual(before);
    await s.transaction((tx) => repo().removeOfLead(tx, 1));
    expect(await repo().ofLead(1)).toEqual([]);
    expect(byId(await repo().ofLead(2))).toHaveLength(1);
    const next = await insert(asked(1, 2));
    expect(next.id).toBeGreaterThan(Math.max(...before.map((r) => r.id), 4));
  });
});
