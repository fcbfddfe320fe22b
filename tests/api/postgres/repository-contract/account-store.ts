import type { Tx } from '../../../../server/db/tx';
import type { EmployeeRow, RoleRow } from '../../../../server/stored/accounts';
import { P } from '../../../../contract/permissions';
import { AT, employeeRow, LATER, userRow } from './account-rows';
import type { StoreUnderTest } from './stores';

/** What the account contract suites (accounts*.test.ts) share: rows and writes. */

/** Rows by id: lists whose order the embedded index does not keep (a GroupIndex puts a changed row last). */
export const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

export interface AccountBase {
  manage: number;
  staff: number;
  admin: RoleRow;
  department: number;
  designation: number;
}

/** One store with what every case shares, and the writes the routes make of accounts. */
export class AccountStore {
  private constructor(
    readonly s: StoreUnderTest,
    /** Two permissions, an admin role holding both, a department, a designation. */
    readonly base: AccountBase,
  ) {}

  /** Opens one on `open`'s store before a suite's tests (handed to `use`), closes it after them. */
  static forSuite(open: () => Promise<StoreUnderTest>, use: (opened: AccountStore) => void): void {
    let opened: AccountStore | undefined;
    beforeAll(async () => use((opened = await AccountStore.open(open))));
    afterAll(() => opened?.s.close());
  }

  private static async open(open: () => Promise<StoreUnderTest>): Promise<AccountStore> {
    const s = await open();
    const base = await s.transaction(async (tx) => {
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
    return new AccountStore(s, base);
  }

  newUser(tx: Tx, email: string) {
    return this.s.repos.users.insert(tx, userRow(email, { updated_at: AT }));
  }

  newEmployee(tx: Tx, user_id: number, extra: Partial<EmployeeRow> = {}) {
    return this.s.repos.employees.insert(tx, employeeRow(user_id, extra));
  }

  newSession(tx: Tx, user_id: number, token_hash: string) {
    return this.s.repos.sessions.insert(tx, {
      token_hash,
      user_id,
      expires_at: LATER,
      revoked_at: null,
      created_at: AT,
    });
  }

  /** A user with an employee, committed. */
  staffMember(email: string, extra: Partial<EmployeeRow> = {}) {
    return this.s.transaction(async (tx) => this.newEmployee(tx, (await this.newUser(tx, email)).id, extra));
  }
}
