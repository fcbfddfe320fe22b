import type { Row } from '../../../../server/db/row';
import type { TableRepository } from '../../../../server/db/table-repository';
import type { Tx } from '../../../../server/db/tx';
import { MASTER_BY_COLLECTION } from '../../../../server/master/descriptors';
import { readInput } from '../../../../server/master/read-input';
import { usageMessage, usedBy } from '../../../../server/master/usage';
import { permissionsOf } from '../../../../server/auth/profile';
import { assertSomeoneManagesRoles } from '../../../../server/policy/account-policy';
import type { RoleRow } from '../../../../server/stored/accounts';
import { P } from '../../../../contract/permissions';
import { AT, LATER } from './account-rows';
import { type AccountBase, AccountStore, byId } from './account-store';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of repos.employees, roles and permissions (and repos.table for them): the same
 * cases against the embedded store and the PostgreSQL one, each on an empty database of its own,
 * written as the routes write them.
 */
describe.each(STORES)('staff repositories on the %s store', (_name, open) => {
  let a: AccountStore;
  let s: StoreUnderTest;
  let base: AccountBase;
  AccountStore.forSuite(open, (opened) => ({ s, base } = a = opened));

  test('employees: read back as written, by user, by picture, by role (through a transaction)', async () => {
    const employees = s.repos.employees;
    const lea = await a.staffMember('lea@example.com', {
      address: 'Dhaka',
      department_id: base.department,
      designation_id: base.designation,
      role_id: base.admin.id,
    });
    expect(lea).toStrictEqual({
      id: lea.id,
      user_id: lea.user_id,
      phone: '0170',
      address: 'Dhaka',
      parent_id: null,
      department_id: base.department,
      designation_id: base.designation,
      role_id: base.admin.id,
      profile_picture: null,
      created_at: AT,
    });
    const max = await a.staffMember('max@example.com');
    expect(await employees.get(max.id)).toStrictEqual(max);
    expect(await employees.byUserId(max.user_id)).toStrictEqual(max);
    expect(await employees.byUserId(999)).toBeUndefined();
    expect(await s.table('employees').getMany([lea.id, 'x', max.id])).toStrictEqual(
      new Map([
        [lea.id, lea],
        [max.id, max],
      ]),
    );
    const listed = await employees.list();
    expect(listed.map((e) => e.id)).toEqual(byId(listed).map((e) => e.id));
    expect(listed).toEqual(expect.arrayContaining([lea, max]));

    // The search palette: by the user's name, any case, only employees, the first by id and a count.
    expect(await employees.searchNames('lea', 5)).toStrictEqual({ found: [lea], total: 1 });
    await s.transaction((tx) => s.repos.users.update(tx, lea.user_id, { name: 'Lea MAXWELL' }));
    await s.transaction((tx) => a.newUser(tx, 'maxine@example.com'));
    expect(await employees.searchNames('max', 1)).toStrictEqual({ found: [lea], total: 2 });
    expect(await employees.searchNames('zz', 5)).toStrictEqual({ found: [], total: 0 });

    const pictured = await s.transaction((tx) =>
      employees.update(tx, max.id, {
        profile_picture: 'p-1.png',
        profile_picture_name: 'me.png',
        updated_at: LATER,
      }),
    );
    expect(pictured).toStrictEqual({
      ...max,
      profile_picture: 'p-1.png',
      profile_picture_name: 'me.png',
      updated_at: LATER,
    });
    expect(await employees.withFile('p-1.png')).toStrictEqual([pictured]);
    expect(await employees.withFile('p-2.png')).toEqual([]);

    const admins = (via?: Tx) => employees.withRoles(new Set<unknown>([base.admin.id, 'x']), via);
    const before = (await admins()).map((e) => e.id);
    expect(before).toContain(lea.id);
    expect(before).not.toContain(max.id);
    // A null among the roles finds those without one (the embedded store's Set.has).
    const roleless = await employees.withRoles(new Set([null]));
    expect(roleless.map((e) => e.id)).toContain(max.id);
    expect(roleless.every((e) => e.role_id === null)).toBe(true);
    await s.transaction(async (tx) => {
      await employees.update(tx, max.id, { role_id: base.admin.id });
      const ids = (await admins(tx)).map((e) => e.id);
      expect(ids.sort((a, b) => a - b)).toEqual([...before, max.id].sort((a, b) => a - b));
      expect((await outside(() => admins())).map((e) => e.id)).toEqual(before);
    });
    expect(await employees.withRoles(new Set())).toEqual([]);
  });

  test('the supervisor tree: up nearest first, down at any depth, stopping where stored data loops', async () => {
    const employees = s.repos.employees;
    const top = await a.staffMember('top@example.com');
    const mid = await a.staffMember('mid@example.com', { parent_id: top.id });
    const low = await a.staffMember('low@example.com', { parent_id: mid.id });
    const side = await a.staffMember('side@example.com', { parent_id: top.id });
    expect(await employees.supervisorIds(low.id)).toEqual([mid.id, top.id]);
    expect(await employees.supervisorIds(top.id)).toEqual([]);
    expect(await employees.supervisorIds(999)).toEqual([]);
    expect([...(await employees.subordinateIds(top.id))].sort()).toEqual([mid.id, low.id, side.id].sort());
    expect([...(await employees.subordinateIds(mid.id))]).toEqual([low.id]);
    expect((await employees.subordinateIds(low.id)).size).toBe(0);

    // A loop the routes refuse (server/master/employee-input.ts) but stored data might hold.
    await s.transaction((tx) => employees.update(tx, top.id, { parent_id: low.id }));
    expect(await employees.supervisorIds(top.id)).toEqual([low.id, mid.id]);
    expect([...(await employees.subordinateIds(top.id))].sort()).toEqual([mid.id, low.id, side.id].sort());
    expect([...(await employees.subordinateIds(low.id))].sort()).toEqual([top.id, mid.id, side.id].sort());
    await s.transaction((tx) => employees.update(tx, top.id, { parent_id: null }));
  });

  test('roles carry their permission ids in order; a patch without them keeps them', async () => {
    const roles = s.repos.roles;
    expect(await roles.get(base.admin.id)).toStrictEqual(base.admin);
    expect(base.admin.permission_ids).toEqual([base.staff, base.manage]);
    expect(await s.table('roles').get(base.admin.id)).toStrictEqual(base.admin);
    // What POST /roles stores (server/master/generic-routes.ts: plain rows, checked by read-input.ts).
    const desc = MASTER_BY_COLLECTION.get('roles')!;
    const asWritten = s.table('roles') as unknown as TableRepository<Row>;
    const clerk = (await s.transaction(async (tx) =>
      asWritten.insert(tx, {
        ...desc.createdWith,
        ...(await readInput(desc, { name: 'Clerk' }, s.repos, undefined, tx)),
        created_at: AT,
        updated_at: AT,
      }),
    )) as unknown as RoleRow;
    expect(await roles.get(clerk.id)).toStrictEqual({
      id: clerk.id,
      name: 'Clerk',
      permission_ids: [],
      created_at: AT,
      updated_at: AT,
    });
    await expect(
      s.transaction(async (tx) => readInput(desc, { name: ' CLERK ' }, s.repos, undefined, tx)),
    ).rejects.toMatchObject({ status: 422 });

    const renamed = await s.transaction((tx) =>
      roles.update(tx, clerk.id, { name: 'Clerks', updated_at: LATER }),
    );
    expect(renamed).toStrictEqual({ ...clerk, name: 'Clerks', updated_at: LATER });
    // What the permission sync does (server/master/role-permission-routes.ts), seen only inside first.
    const synced = await s.transaction(async (tx) => {
      const out = await roles.update(tx, clerk.id, { permission_ids: [base.manage, base.staff] });
      expect(await roles.get(clerk.id, tx)).toStrictEqual(out);
      expect((await outside(() => roles.get(clerk.id)))?.permission_ids).toEqual([]);
      return out;
    });
    expect(synced).toStrictEqual({ ...renamed, permission_ids: [base.manage, base.staff] });
    expect((await permissionsOf(s.repos, synced)).map((p) => p.name)).toEqual([P.manageRole, P.employees]);
    expect((await roles.getMany([clerk.id, base.admin.id, 'x'])).get(clerk.id)).toStrictEqual(synced);
    expect(await roles.withSameText('name', ' clerks ')).toStrictEqual([synced]);
    expect(await roles.search('name', 'LERK')).toStrictEqual([synced]);
    expect(await roles.withField('name', 'Clerks')).toStrictEqual([synced]);
    expect(await roles.page('name', '', { page: 2, perPage: 1 })).toStrictEqual({
      data: [synced],
      total: 2,
      current_page: 2,
      per_page: 1,
    });
    const cleared = await s.transaction((tx) => roles.update(tx, clerk.id, { permission_ids: [] }));
    expect(cleared.permission_ids).toEqual([]);
    expect(byId(await roles.list())).toStrictEqual([base.admin, cleared]);
  });

  test('permissions: listed by id; a role’s rows in its order', async () => {
    const listed = await s.repos.permissions.list();
    expect(listed).toStrictEqual([
      { id: base.manage, section_name: 'Roles', name: P.manageRole },
      { id: base.staff, section_name: 'Staff', name: P.employees },
    ]);
    expect((await permissionsOf(s.repos, base.admin)).map((p) => p.id)).toEqual([base.staff, base.manage]);
    expect((await s.table('permissions').getMany([base.staff, 999])).size).toBe(1);
  });

  test('delete guards and the last role manager hold on both stores', async () => {
    const role = await s.transaction((tx) =>
      s.repos.roles.insert(tx, { name: 'Temp', permission_ids: [base.staff], created_at: AT }),
    );
    const holder = await a.staffMember('temp@example.com', {
      role_id: role.id,
      department_id: base.department,
    });
    const roleUsage = MASTER_BY_COLLECTION.get('roles')!.usedBy;
    expect(await usageMessage(s.repos, role, roleUsage)).toBe('Cannot delete: it is used by 1 employee.');
    // The department's guard over employees (its others read leads, not part of this suite).
    const department = (await s.table('departments').get(base.department))!;
    const staffIn = usedBy('employees', { collection: 'employees', name: 'department_id' });
    expect(await usageMessage(s.repos, department, [staffIn])).toMatch(
      /^Cannot delete: it is used by \d+ employees\.$/,
    );
    // Admin is the only role with manage role: taking it away leaves nobody who could give it back.
    await expect(
      s.transaction(async (tx) => {
        await s.repos.roles.update(tx, base.admin.id, { permission_ids: [base.staff] });
        await assertSomeoneManagesRoles(s.repos, tx);
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await s.repos.roles.get(base.admin.id))?.permission_ids).toEqual([base.staff, base.manage]);
    await s.transaction(async (tx) => {
      await s.repos.employees.update(tx, holder.id, { role_id: null });
      expect(await s.repos.roles.remove(tx, role.id)).toBe(true);
    });
    expect(await s.repos.roles.get(role.id)).toBeUndefined();
    const next = await s.transaction((tx) =>
      s.repos.roles.insert(tx, { name: 'Temp', permission_ids: [], created_at: AT }),
    );
    expect(next.id).toBeGreaterThan(role.id);
  });
});
