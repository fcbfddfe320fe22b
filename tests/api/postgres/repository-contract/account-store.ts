import type { Tx } from '../../../../server/db/tx';
import type { EmployeeRow, RoleRow } from '../../../../server/stored/accounts';
import { P } from '../../../../contract/permissions';
import type { StoreUnderTest } from './stores';

/** What the account contract suites (accounts*.test.ts) share: timestamps, rows and writes. */
export const AT = '2026-03-01T09:30:00.000Z';
export const LATER = '2026-03-02T10:00:00.000Z';

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

  static async open(open: () => Promise<StoreUnderTest>): Promise<AccountStore> {
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
    const name = email.split('@')[0];
    return this.s.repos.users.insert(tx, {
      name,
      email,
      password_hash: null,
      created_at: AT,
      updated_at: AT,
    });
  }

  newEmployee(tx: Tx, user_id: number, extra: Partial<EmployeeRow> = {}) {
    return this.s.repos.employees.insert(tx, {
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
