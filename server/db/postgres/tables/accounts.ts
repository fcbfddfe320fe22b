import type { AuditAction } from '../../../../contract/audit';
import { bigint, id, json, nullable, optionalRef, ref, smallint, table, text, timestamptz } from '../columns';
import { trigram } from './people';

/** Sign-in accounts, employees, roles and what keeps a user signed in (server/stored/accounts.ts). */
export const accountTables = {
  users: table({
    collection: 'users',
    columns: {
      id: id(),
      name: text(),
      email: text(),
      password_hash: nullable(text()),
      created_at: timestamptz(),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'users_email_key', unique: true, on: 'crms_text_key(email)' },
      // The search palette's employee names (migration 0013).
      trigram('users_name_trgm', 'name'),
    ],
  }),
  roles: table({
    collection: 'roles',
    columns: {
      id: id(),
      name: text(),
      created_at: nullable(timestamptz()),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    indexes: [{ name: 'roles_name_key', unique: true, on: 'crms_text_key(name)' }],
  }),
  permissions: table({
    collection: 'permissions',
    columns: { id: id(), section_name: text(), name: text() },
    primaryKey: ['id'],
    unique: [['name']],
  }),
  /** A role's `permission_ids`, in their order. */
  role_permissions: table({
    columns: {
      role_id: ref('roles', 'CASCADE'),
      position: smallint(),
      permission_id: ref('permissions', 'CASCADE'),
    },
    primaryKey: ['role_id', 'position'],
    unique: [['role_id', 'permission_id']],
    indexes: [{ name: 'role_permissions_permission_idx', on: 'permission_id' }],
  }),
  employees: table({
    collection: 'employees',
    columns: {
      id: id(),
      user_id: ref('users', 'CASCADE'),
      phone: text(),
      address: nullable(text()),
      parent_id: optionalRef('employees', 'RESTRICT'),
      department_id: optionalRef('departments', 'RESTRICT'),
      designation_id: optionalRef('designations', 'RESTRICT'),
      role_id: optionalRef('roles', 'RESTRICT'),
      profile_picture: nullable(text()),
      profile_picture_name: nullable(text()),
      created_at: timestamptz(),
      updated_at: nullable(timestamptz()),
    },
    primaryKey: ['id'],
    unique: [['user_id']],
    indexes: [
      { name: 'employees_parent_idx', on: 'parent_id' },
      { name: 'employees_role_idx', on: 'role_id' },
      { name: 'employees_department_idx', on: 'department_id' },
      { name: 'employees_designation_idx', on: 'designation_id' },
      { name: 'employees_profile_picture_idx', on: 'profile_picture' },
    ],
  }),
  sessions: table({
    collection: 'sessions',
    columns: {
      id: id(),
      token_hash: text(),
      user_id: ref('users', 'CASCADE'),
      expires_at: timestamptz(),
      revoked_at: nullable(timestamptz()),
      created_at: timestamptz(),
    },
    primaryKey: ['id'],
    unique: [['token_hash']],
    indexes: [{ name: 'sessions_user_idx', on: 'user_id' }],
  }),
  password_resets: table({
    collection: 'password_resets',
    columns: {
      id: id(),
      email: text(),
      otp_hash: text(),
      expires_at: timestamptz(),
      used_at: nullable(timestamptz()),
      created_at: timestamptz(),
    },
    primaryKey: ['id'],
    indexes: [{ name: 'password_resets_email_idx', on: 'lower(email), created_at DESC' }],
  }),
  /** History: it keeps naming leads and employees after they are deleted, so no foreign keys. */
  audit_log: table({
    collection: 'audit_log',
    columns: {
      id: id(),
      at: timestamptz(),
      action: text<AuditAction>(),
      actor_id: nullable(bigint()),
      employee_id: nullable(bigint()),
      lead_id: bigint(),
      request_id: nullable(bigint()),
      permission_type: text(),
      expires_at: nullable(timestamptz()),
      via: nullable(text()),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'audit_log_at_idx', on: 'at DESC, id DESC' },
      { name: 'audit_log_lead_idx', on: 'lead_id, at DESC' },
      { name: 'audit_log_employee_idx', on: 'employee_id, at DESC' },
      { name: 'audit_log_actor_idx', on: 'actor_id, at DESC' },
    ],
  }),
  /** Idempotency-Key answers (server/idempotency/store.ts), one per user and key. */
  idempotency_keys: table({
    collection: 'idempotency_keys',
    columns: {
      id: id(),
      scope: text(),
      user_id: bigint(),
      fingerprint: text(),
      answer: json<{ status: number; body: unknown }>(),
      created_at: timestamptz(),
    },
    primaryKey: ['id'],
    unique: [['scope']],
    indexes: [{ name: 'idempotency_keys_created_idx', on: 'created_at' }],
  }),
  /** Requests running under a key, on any server (migration 0005, server/db/postgres/repos/idempotency.ts). */
  idempotency_claims: table({
    columns: { scope: text(), token: text(), held_until: timestamptz() },
    primaryKey: ['scope'],
  }),
};
