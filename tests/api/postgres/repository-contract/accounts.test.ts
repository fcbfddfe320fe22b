import type { Row } from '../../../../server/db/row';
import type { TableRepository } from '../../../../server/db/table-repository';
import type { Tx } from '../../../../server/db/tx';
import { MASTER_BY_COLLECTION } from '../../../../server/master/descriptors';
import { readEmployeeInput } from '../../../../server/master/employee-input';
import { readInput } from '../../../../server/master/read-input';
import { usageMessage, usedByField } from '../../../../server/master/usage';
import { permissionsOf } from '../../../../server/auth/profile';
import { assertSomeoneManagesRoles } from '../../../../server/policy/account-policy';
import type { EmployeeRow, RoleRow } from '../../../../server/stored/accounts';
import { P } from '../../../../contract/permissions';
import { postgresStore, STORES, type StoreUnderTest } from './stores';

/**
 * The contract of the account repositories (repos.users, sessions, passwordResets, employees,
 * roles, permissions): the same cases against the embedded store and the PostgreSQL one, each on
 * an empty database of its own, written as the routes write them. Lists whose order the embedded
 * index does not keep (a GroupIndex puts a changed row last) are compared by id.
 */
const AT = '2026-03-01T09:30:00.000Z';
const LATER = '2026-03-02T10:00:00.000Z';
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

describe.each(STORES)('account repositories on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  /** What every case shares: two permissions, an admin role holding both, a department, a designation. */
  let base: { manage: number; staff: number; admin: RoleRow; department: number; designation: number };
  beforeAll(async () => {
    s = await open();
    base = await s.transaction(async (tx) => {
      const manage = await s.repos.permissions.insert(tx, { section_name: 'Roles', name: P.manageRole });
      const staff = await s.repos.permissions.insert(tx, { section_name: 'Staff', name: P.employees });
      const admin = await s.repos.roles.insert(tx, {
        name: 'Admin',
        permission_ids: [staff.id, manage.id],
        created_at: AT,
      });
      const department = await s.table('departments').insert(tx, {
        name: 'Sales',
        code: null,
        short_name: null,
        description: null,
        created_at: AT,
      });
      const designation = await s.table('designations').insert(tx, { name: 'Clerk', created_at: AT });
      return {
        manage: manage.id,
        staff: staff.id,
        admin,
        department: department.id,
        designation: designation.id,
      };
    });
  });
  afterAll(() => s?.close());

  const newUser = (tx: Tx, email: string) =>
    s.repos.users.insert(tx, {
      name: email.split('@')[0],
      email,
      password_hash: null,
      created_at: AT,
      updated_at: AT,
    });
  const newEmployee = (tx: Tx, user_id: number, extra: Partial<EmployeeRow> = {}) =>
    s.repos.employees.insert(tx, {
      user_id,
      phone: '0170',
      address: null,
      parent_id: null,
      department_id: null,
      designation_id: null,
      role_id: null,
      profile_picture: null,
      created_at: AT,
      ...extra,
    });
  const newSession = (tx: Tx, user_id: number, token_hash: string) =>
    s.repos.sessions.insert(tx, { token_hash, user_id, expires_at: LATER, revoked_at: null, created_at: AT });
  const staffMember = async (email: string, extra: Partial<EmployeeRow> = {}) =>
    s.transaction(async (tx) => newEmployee(tx, (await newUser(tx, email)).id, extra));

  test('users: read back as written, found by id and by email ignoring case and outer spaces', async () => {
    const users = s.repos.users;
    const [ana, bo] = await s.transaction(async (tx) => [
      await newUser(tx, 'ana@example.com'),
      await newUser(tx, 'bo@example.com'),
    ]);
    expect(ana).toStrictEqual({
      id: ana.id,
      name: 'ana',
      email: 'ana@example.com',
      password_hash: null,
      created_at: AT,
      updated_at: AT,
    });
    expect(await users.get(ana.id)).toStrictEqual(ana);
    for (const missing of [999, null, undefined, 1.5]) expect(await users.get(missing)).toBeUndefined();
    const many = await users.getMany([bo.id, 'x', null, ana.id, 999, bo.id]);
    expect([...many.keys()].sort()).toEqual([ana.id, bo.id]);
    expect(many.get(bo.id)).toStrictEqual(bo);
    expect(await users.withEmail('  ANA@Example.com ')).toStrictEqual([ana]);
    expect(await users.byEmail('Bo@example.com')).toStrictEqual(bo);
    expect(await users.byEmail('ana')).toBeUndefined();
    expect(await s.table('users').getMany([ana.id])).toStrictEqual(new Map([[ana.id, ana]]));

    const updated = await s.transaction((tx) =>
      users.update(tx, ana.id, { password_hash: 'hash', updated_at: LATER }),
    );
    expect(updated).toStrictEqual({ ...ana, password_hash: 'hash', updated_at: LATER });
    expect(await users.byEmail('ana@example.com')).toStrictEqual(updated);
    await expect(s.transaction((tx) => users.update(tx, 999, { name: 'x' }))).rejects.toThrow(
      /does not exist/,
    );
  });

  test('users: a transaction sees its own account by email; nothing is kept when it throws', async () => {
    const failure = new Error('rolled back');
    await expect(
      s.transaction(async (tx) => {
        const cy = await newUser(tx, 'cy@example.com');
        expect(await s.repos.users.byEmail('CY@example.com', tx)).toStrictEqual(cy);
        expect(await s.repos.users.withEmail('cy@example.com', tx)).toStrictEqual([cy]);
        expect((await s.repos.users.getMany([cy.id], tx)).get(cy.id)).toStrictEqual(cy);
        expect(await s.repos.users.byEmail('cy@example.com')).toBeUndefined();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await s.repos.users.withEmail('cy@example.com')).toEqual([]);
  });

  const employeeBody = (email: string) => ({
    name: 'Dee',
    email,
    password: 'secret1',
    phone: '0170',
    department_id: base.department,
    designation_id: base.designation,
    role_id: base.admin.id,
  });
  /** What POST /employees does inside its transaction (server/master/employee-routes.ts). */
  const createEmployee = (email: string) =>
    s.transaction(async (tx) => {
      const input = await readEmployeeInput(employeeBody(email), s.repos, undefined, tx);
      const user = await newUser(tx, input.email);
      return newEmployee(tx, user.id, { role_id: input.role_id, department_id: input.department_id });
    });

  test('one account per email: the employee form refuses an address taken in another case', async () => {
    await createEmployee('dee@example.com');
    await expect(createEmployee(' DEE@example.COM ')).rejects.toMatchObject({
      status: 422,
      errors: { email: ['The email has already been taken.'] },
    });
  });

  test('concurrent creates of one email in different cases: exactly one account is stored', async () => {
    // Three, not more: readEmployeeInput checks the department, designation, role and supervisor
    // outside the transaction, so on PostgreSQL each run needs a second connection of the test
    // pool (4); as many runs as connections wait for each other forever.
    const emails = ['eve@example.com', 'EVE@example.com', 'Eve@Example.com'];
    const outcomes = await Promise.allSettled(emails.map(createEmployee));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ status: 422 });
    expect(await s.repos.users.withEmail('eve@example.com')).toHaveLength(1);
  });

  test('sessions: by token hash (committed), by user (through a transaction), revoked and removed', async () => {
    const sessions = s.repos.sessions;
    const [fay, gus] = await s.transaction(async (tx) => [
      await newUser(tx, 'fay@example.com'),
      await newUser(tx, 'gus@example.com'),
    ]);
    const [one, two, other] = await s.transaction(async (tx) => [
      await newSession(tx, fay.id, 'hash-1'),
      await newSession(tx, fay.id, 'hash-2'),
      await newSession(tx, gus.id, 'hash-3'),
    ]);
    expect(one).toStrictEqual({
      id: one.id,
      token_hash: 'hash-1',
      user_id: fay.id,
      expires_at: LATER,
      revoked_at: null,
      created_at: AT,
    });
    expect(await sessions.get(two.id)).toStrictEqual(two);
    expect(await sessions.byTokenHash('hash-3')).toStrictEqual(other);
    expect(await sessions.byTokenHash('hash-9')).toBeUndefined();
    expect(byId(await sessions.ofUser(fay.id))).toStrictEqual([one, two]);

    // What a password change does (server/auth/sessions.ts revokeUserSessions).
    const revoked = await s.transaction(async (tx) => {
      const three = await newSession(tx, fay.id, 'hash-4');
      expect(await sessions.byTokenHash('hash-4')).toBeUndefined();
      expect(await sessions.get(three.id, tx)).toStrictEqual(three);
      const mine = byId(await sessions.ofUser(fay.id, tx));
      expect(mine).toStrictEqual([one, two, three]);
      for (const session of mine) await sessions.update(tx, session.id, { revoked_at: LATER });
      return three;
    });
    expect(byId(await sessions.ofUser(fay.id))).toStrictEqual(
      [one, two, revoked].map((x) => ({ ...x, revoked_at: LATER })),
    );
    expect(await sessions.byTokenHash('hash-3')).toStrictEqual(other);

    await s.transaction((tx) => sessions.remove(tx, [one.id, 999, revoked.id]));
    expect(await sessions.byTokenHash('hash-1')).toBeUndefined();
    expect((await sessions.ofUser(fay.id)).map((x) => x.id)).toEqual([two.id]);
    await s.transaction((tx) => sessions.remove(tx, []));
    const next = await s.transaction((tx) => newSession(tx, gus.id, 'hash-1'));
    expect(next.id).toBeGreaterThan(revoked.id);
  });

  test('an employee delete takes the account and its sessions (server/master/employee-routes.ts)', async () => {
    const hal = await staffMember('hal@example.com');
    const ivy = await staffMember('ivy@example.com');
    await s.transaction(async (tx) => {
      await newSession(tx, hal.user_id, 'hal-1');
      await newSession(tx, ivy.user_id, 'ivy-1');
    });
    await s.transaction(async (tx) => {
      expect(await s.repos.employees.remove(tx, hal.id)).toBe(true);
      expect(await s.repos.users.remove(tx, hal.user_id)).toBe(true);
      const left = await s.repos.sessions.ofUser(hal.user_id, tx);
      await s.repos.sessions.remove(
        tx,
        left.map((x) => x.id),
      );
    });
    expect(await s.repos.employees.get(hal.id)).toBeUndefined();
    expect(await s.repos.users.byEmail('hal@example.com')).toBeUndefined();
    expect(await s.repos.sessions.byTokenHash('hal-1')).toBeUndefined();
    expect(await s.repos.sessions.ofUser(hal.user_id)).toEqual([]);
    expect((await s.repos.sessions.byTokenHash('ivy-1'))?.user_id).toBe(ivy.user_id);
    expect(await s.transaction((tx) => s.repos.employees.remove(tx, hal.id))).toBe(false);
    const again = await staffMember('hal@example.com');
    expect(again.id).toBeGreaterThan(ivy.id);
    expect(again.user_id).toBeGreaterThan(ivy.user_id);
  });

  test('password resets: an address’s unused codes, exactly that address, voided through a transaction', async () => {
    const resets = s.repos.passwordResets;
    const code = (tx: Tx, email: string, otp_hash: string) =>
      resets.insert(tx, { email, otp_hash, expires_at: LATER, used_at: null, created_at: AT });
    const [a, b, other, upper] = await s.transaction(async (tx) => [
      await code(tx, 'jo@example.com', 'otp-a'),
      await code(tx, 'jo@example.com', 'otp-b'),
      await code(tx, 'kim@example.com', 'otp-c'),
      await code(tx, 'JO@example.com', 'otp-d'),
    ]);
    expect(a).toStrictEqual({
      id: a.id,
      email: 'jo@example.com',
      otp_hash: 'otp-a',
      expires_at: LATER,
      used_at: null,
      created_at: AT,
    });
    expect(await resets.get(other.id)).toStrictEqual(other);
    expect(await resets.get(999)).toBeUndefined();
    expect(byId(await resets.unusedOf('jo@example.com'))).toStrictEqual([a, b]);
    expect(await resets.unusedOf('JO@example.com')).toStrictEqual([upper]);
    expect(await resets.unusedOf('nobody@example.com')).toEqual([]);

    // What a new code request does (server/auth/password-reset-routes.ts).
    const fresh = await s.transaction(async (tx) => {
      for (const r of await resets.unusedOf('jo@example.com', tx))
        await resets.update(tx, r.id, { used_at: LATER });
      const made = await code(tx, 'jo@example.com', 'otp-e');
      expect(await resets.unusedOf('jo@example.com', tx)).toStrictEqual([made]);
      expect(await resets.get(a.id, tx)).toStrictEqual({ ...a, used_at: LATER });
      expect(byId(await resets.unusedOf('jo@example.com'))).toStrictEqual([a, b]);
      return made;
    });
    expect(await resets.unusedOf('jo@example.com')).toStrictEqual([fresh]);
    expect(await resets.get(b.id)).toStrictEqual({ ...b, used_at: LATER });
  });

  test('employees: read back as written, by user, by picture, by role (through a transaction)', async () => {
    const employees = s.repos.employees;
    const lea = await staffMember('lea@example.com', {
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
    const max = await staffMember('max@example.com');
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
      expect((await admins()).map((e) => e.id)).toEqual(before);
    });
    expect(await employees.withRoles(new Set())).toEqual([]);
  });

  test('the supervisor tree: up nearest first, down at any depth, stopping where stored data loops', async () => {
    const employees = s.repos.employees;
    const top = await staffMember('top@example.com');
    const mid = await staffMember('mid@example.com', { parent_id: top.id });
    const low = await staffMember('low@example.com', { parent_id: mid.id });
    const side = await staffMember('side@example.com', { parent_id: top.id });
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
      expect((await roles.get(clerk.id))?.permission_ids).toEqual([]);
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
    const holder = await staffMember('temp@example.com', {
      role_id: role.id,
      department_id: base.department,
    });
    const roleUsage = MASTER_BY_COLLECTION.get('roles')!.usedBy;
    expect(await usageMessage(s.repos, role, roleUsage)).toBe('Cannot delete: it is used by 1 employee.');
    // The department's guard over employees (its others read leads, not part of this suite).
    const department = (await s.table('departments').get(base.department))!;
    const staffIn = usedByField('employees', 'employees', 'department_id');
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

  test('one transaction writes every account part, or nothing when it throws', async () => {
    const failure = new Error('no');
    const made: Record<string, number> = {};
    await expect(
      s.transaction(async (tx) => {
        made.role = (await s.repos.roles.insert(tx, { name: 'Ghost', permission_ids: [base.manage] })).id;
        const user = await newUser(tx, 'ghost@example.com');
        made.employee = (await newEmployee(tx, user.id, { role_id: made.role })).id;
        await newSession(tx, user.id, 'ghost-1');
        made.reset = (
          await s.repos.passwordResets.insert(tx, {
            email: 'ghost@example.com',
            otp_hash: 'x',
            expires_at: LATER,
            used_at: null,
            created_at: AT,
          })
        ).id;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await s.repos.roles.get(made.role)).toBeUndefined();
    expect(await s.repos.roles.withSameText('name', 'ghost')).toEqual([]);
    expect(await s.repos.users.byEmail('ghost@example.com')).toBeUndefined();
    expect(await s.repos.employees.get(made.employee)).toBeUndefined();
    expect(await s.repos.sessions.byTokenHash('ghost-1')).toBeUndefined();
    expect(await s.repos.passwordResets.get(made.reset)).toBeUndefined();
  });
});

/**
 * The schema's unique rules, which the embedded store leaves to the routes' checks (above): on
 * PostgreSQL a twin is refused even when a check was skipped.
 */
describe('account rules only PostgreSQL enforces itself', () => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await postgresStore();
  });
  afterAll(() => s?.close());

  test('one account per email in any case, one employee per account, one session per token hash', async () => {
    const user = (tx: Tx, email: string) =>
      s.repos.users.insert(tx, { name: 'x', email, password_hash: null, created_at: AT });
    const session = (tx: Tx, user_id: number) =>
      s.repos.sessions.insert(tx, {
        token_hash: 'same',
        user_id,
        expires_at: LATER,
        revoked_at: null,
        created_at: AT,
      });
    const employee = (tx: Tx, user_id: number) =>
      s.repos.employees.insert(tx, {
        user_id,
        phone: '1',
        address: null,
        parent_id: null,
        department_id: null,
        designation_id: null,
        role_id: null,
        profile_picture: null,
        created_at: AT,
      });
    const first = await s.transaction(async (tx) => {
      const made = await user(tx, 'one@example.com');
      await employee(tx, made.id);
      await session(tx, made.id);
      return made;
    });
    const unique = { code: '23505' };
    await expect(s.transaction((tx) => user(tx, 'ONE@example.com'))).rejects.toMatchObject(unique);
    await expect(s.transaction((tx) => employee(tx, first.id))).rejects.toMatchObject(unique);
    await expect(s.transaction((tx) => session(tx, first.id))).rejects.toMatchObject(unique);
  });
});
