import type pg from 'pg';
import type { AppContext } from '../../../../server/context';
import type { Tx } from '../../../../server/db/tx';
import { findSignedIn } from '../../../../server/auth/sessions';
import { sha256 } from '../../../../server/auth/tokens';
import { readEmployeeInput } from '../../../../server/master/employee-input';
import { AT, LATER } from './account-rows';
import { type AccountBase, AccountStore, byId } from './account-store';
import { postgresStore, STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of repos.users, sessions and passwordResets: the same cases against the embedded
 * store and the PostgreSQL one, each on an empty database of its own, written as the routes write
 * them (employees, roles and permissions: accounts-staff.test.ts).
 */
describe.each(STORES)('sign-in repositories on the %s store', (_name, open) => {
  let a: AccountStore;
  let s: StoreUnderTest;
  let base: AccountBase;
  AccountStore.forSuite(open, (opened) => ({ s, base } = a = opened));

  test('users: read back as written, found by id and by email ignoring case and outer spaces', async () => {
    const users = s.repos.users;
    const [ana, bo] = await s.transaction(async (tx) => [
      await a.newUser(tx, 'ana@example.com'),
      await a.newUser(tx, 'bo@example.com'),
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
        const cy = await a.newUser(tx, 'cy@example.com');
        expect(await s.repos.users.byEmail('CY@example.com', tx)).toStrictEqual(cy);
        expect(await s.repos.users.withEmail('cy@example.com', tx)).toStrictEqual([cy]);
        expect((await s.repos.users.getMany([cy.id], tx)).get(cy.id)).toStrictEqual(cy);
        expect(await outside(() => s.repos.users.byEmail('cy@example.com'))).toBeUndefined();
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
      const user = await a.newUser(tx, input.email);
      return a.newEmployee(tx, user.id, { role_id: input.role_id, department_id: input.department_id });
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
      await a.newUser(tx, 'fay@example.com'),
      await a.newUser(tx, 'gus@example.com'),
    ]);
    const [one, two, other] = await s.transaction(async (tx) => [
      await a.newSession(tx, fay.id, 'hash-1'),
      await a.newSession(tx, fay.id, 'hash-2'),
      await a.newSession(tx, gus.id, 'hash-3'),
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
      const three = await a.newSession(tx, fay.id, 'hash-4');
      expect(await outside(() => sessions.byTokenHash('hash-4'))).toBeUndefined();
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
    const next = await s.transaction((tx) => a.newSession(tx, gus.id, 'hash-1'));
    expect(next.id).toBeGreaterThan(revoked.id);
  });

  /** What each of the four lookups signedIn replaces answers for a token hash (or undefined). */
  const lookedUp = async (hash: string) => {
    const session = await s.repos.sessions.byTokenHash(hash);
    const user = session && (await s.repos.users.get(session.user_id));
    if (!session || !user) return undefined;
    const employee = (await s.repos.employees.byUserId(user.id)) ?? null;
    const role = employee ? ((await s.repos.roles.get(employee.role_id)) ?? null) : null;
    return { session, user, employee, role };
  };

  test('signedIn: a session with its user, employee and role (permissions in the role’s order), in one call', async () => {
    const pia = await a.staffMember('pia@example.com', {
      role_id: base.admin.id,
      department_id: base.department,
      address: 'Dhaka',
      profile_picture: 'pia.png',
      profile_picture_name: 'me.png',
      updated_at: LATER,
    });
    const session = await s.transaction((tx) => a.newSession(tx, pia.user_id, 'pia-1'));
    const found = await s.repos.sessions.signedIn('pia-1');
    expect(found).toStrictEqual({
      session,
      user: await s.repos.users.get(pia.user_id),
      employee: pia,
      role: base.admin,
    });
    // Not sorted by id: the admin role holds staff (the later id) before manage.
    expect(found?.role?.permission_ids).toEqual([base.staff, base.manage]);
    expect(base.staff).toBeGreaterThan(base.manage);
    expect(found).toStrictEqual(await lookedUp('pia-1'));
  });

  test('signedIn: a user without an employee, or an employee without a role, has a null employee and role', async () => {
    const [quin, rae] = await s.transaction(async (tx) => [
      await a.newUser(tx, 'quin@example.com'),
      await a.newUser(tx, 'rae@example.com'),
    ]);
    const raeEmployee = await s.transaction((tx) => a.newEmployee(tx, rae.id));
    await s.transaction(async (tx) => {
      await a.newSession(tx, quin.id, 'quin-1');
      await a.newSession(tx, rae.id, 'rae-1');
    });
    const alone = await s.repos.sessions.signedIn('quin-1');
    expect(alone).toStrictEqual({
      session: await s.repos.sessions.byTokenHash('quin-1'),
      user: quin,
      employee: null,
      role: null,
    });
    const roleless = await s.repos.sessions.signedIn('rae-1');
    expect(roleless).toMatchObject({ user: rae, employee: raeEmployee, role: null });
    expect(roleless).toStrictEqual(await lookedUp('rae-1'));
  });

  test('signedIn: an unknown hash, or a session whose user was deleted, is undefined', async () => {
    const sam = await s.transaction((tx) => a.newUser(tx, 'sam@example.com'));
    await s.transaction((tx) => a.newSession(tx, sam.id, 'sam-1'));
    expect(await s.repos.sessions.signedIn('sam-1')).toBeDefined();
    expect(await s.repos.sessions.signedIn('no-such-hash')).toBeUndefined();
    expect(await s.repos.sessions.signedIn('')).toBeUndefined();
    // PostgreSQL deletes the sessions with the user; the embedded store keeps them, unread.
    await s.transaction((tx) => s.repos.users.remove(tx, sam.id));
    expect(await s.repos.sessions.signedIn('sam-1')).toBeUndefined();
  });

  test('signedIn answers revoked and expired sessions as stored; findSignedIn refuses them (authenticate’s 401)', async () => {
    const tia = await a.staffMember('tia@example.com', { role_id: base.admin.id });
    const token = (name: string) => `token-${name}`;
    const [live, revoked, expired] = await s.transaction(async (tx) => [
      await a.newSession(tx, tia.user_id, sha256(token('live'))),
      await a.newSession(tx, tia.user_id, sha256(token('revoked'))),
      await s.repos.sessions.insert(tx, {
        token_hash: sha256(token('expired')),
        user_id: tia.user_id,
        expires_at: AT,
        revoked_at: null,
        created_at: AT,
      }),
    ]);
    const gone = await s.transaction((tx) => s.repos.sessions.update(tx, revoked.id, { revoked_at: AT }));
    expect((await s.repos.sessions.signedIn(revoked.token_hash))?.session).toStrictEqual(gone);
    expect((await s.repos.sessions.signedIn(expired.token_hash))?.session).toStrictEqual(expired);

    // The clock between the expired session's end (AT) and the live ones' (LATER).
    const at = (iso: string) => ({ repos: s.repos, now: () => new Date(iso) }) as unknown as AppContext;
    const between = at('2026-03-01T12:00:00.000Z');
    expect(await findSignedIn(between, token('live'))).toStrictEqual({
      session: live,
      user: await s.repos.users.get(tia.user_id),
      employee: tia,
      role: base.admin,
    });
    expect(await findSignedIn(between, token('revoked'))).toBeUndefined();
    expect(await findSignedIn(between, token('expired'))).toBeUndefined();
    expect(await findSignedIn(between, token('unknown'))).toBeUndefined();
    // Expired at its expires_at itself, not a millisecond later.
    expect(await findSignedIn(at(LATER), token('live'))).toBeUndefined();
    expect(await findSignedIn(at('2026-03-02T09:59:59.999Z'), token('live'))).toBeDefined();
  });

  test('an employee delete takes the account and its sessions (server/master/employee-routes.ts)', async () => {
    const hal = await a.staffMember('hal@example.com');
    const ivy = await a.staffMember('ivy@example.com');
    await s.transaction(async (tx) => {
      await a.newSession(tx, hal.user_id, 'hal-1');
      await a.newSession(tx, ivy.user_id, 'ivy-1');
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
    const again = await a.staffMember('hal@example.com');
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
      expect(byId(await outside(() => resets.unusedOf('jo@example.com')))).toStrictEqual([a, b]);
      return made;
    });
    expect(await resets.unusedOf('jo@example.com')).toStrictEqual([fresh]);
    expect(await resets.get(b.id)).toStrictEqual({ ...b, used_at: LATER });
  });

  test('one transaction writes every account part, or nothing when it throws', async () => {
    const failure = new Error('no');
    const made: Record<string, number> = {};
    await expect(
      s.transaction(async (tx) => {
        made.role = (await s.repos.roles.insert(tx, { name: 'Ghost', permission_ids: [base.manage] })).id;
        const user = await a.newUser(tx, 'ghost@example.com');
        made.employee = (await a.newEmployee(tx, user.id, { role_id: made.role })).id;
        await a.newSession(tx, user.id, 'ghost-1');
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
  let a: AccountStore;
  AccountStore.forSuite(postgresStore, (opened) => (a = opened));

  test('one account per email in any case, one employee per account, one session per token hash', async () => {
    const first = await a.s.transaction(async (tx) => {
      const made = await a.newUser(tx, 'one@example.com');
      await a.newEmployee(tx, made.id);
      await a.newSession(tx, made.id, 'same');
      return made;
    });
    const unique = { code: '23505' };
    await expect(a.s.transaction((tx) => a.newUser(tx, 'ONE@example.com'))).rejects.toMatchObject(unique);
    await expect(a.s.transaction((tx) => a.newEmployee(tx, first.id))).rejects.toMatchObject(unique);
    await expect(a.s.transaction((tx) => a.newSession(tx, first.id, 'same'))).rejects.toMatchObject(unique);
  });

  test('signedIn is one statement where the lookups it replaces are four (every signed-in request asks)', async () => {
    const uma = await a.staffMember('uma@example.com', { role_id: a.base.admin.id });
    await a.s.transaction((tx) => a.newSession(tx, uma.user_id, 'uma-1'));
    // Every statement sent on the store's pool, whichever connection it takes.
    let statements = 0;
    const counted = new WeakSet<pg.PoolClient>();
    const count = (client: pg.PoolClient) => {
      if (counted.has(client)) return;
      counted.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: typeof query }).query = (...args) => {
        statements++;
        return query(...args);
      };
    };
    a.s.pool!.on('acquire', count);
    const statementsOf = async (read: () => Promise<unknown>) => {
      statements = 0;
      expect(await read()).toBeDefined();
      return statements;
    };
    expect(await statementsOf(() => a.s.repos.sessions.signedIn('uma-1'))).toBe(1);
    const sessions = a.s.repos.sessions;
    const each = async () => {
      const session = (await sessions.byTokenHash('uma-1'))!;
      const user = (await a.s.repos.users.get(session.user_id))!;
      const employee = (await a.s.repos.employees.byUserId(user.id))!;
      return a.s.repos.roles.get(employee.role_id);
    };
    expect(await statementsOf(each)).toBe(4);
    a.s.pool!.off('acquire', count);
  });
});
