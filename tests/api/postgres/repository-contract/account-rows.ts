import type { EmployeeRow, UserRow } from '../../../../server/stored/accounts';

/** Timestamps of the account rows the contract suites write (account-store.ts, both-stores.ts). */
export const AT = '2026-03-01T09:30:00.000Z';
export const LATER = '2026-03-02T10:00:00.000Z';

/** A user as written, without a password; the name is the address's local part. */
export const userRow = (email: string, extra: Partial<UserRow> = {}) => ({
  name: email.split('@')[0],
  email,
  password_hash: null,
  created_at: AT,
  ...extra,
});

/** An employee of `user_id` as written: no supervisor, department, designation, role or picture. */
export const employeeRow = (user_id: number, extra: Partial<EmployeeRow> = {}) => ({
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
