import type { AuditAction } from '../../contract/audit';
import type { Stored, StoredFileRef } from './row-types';

/** A sign-in account (collection users); employees point at one. */
export type UserRow = Stored<{
  name: string;
  email: string;
  password_hash: string | null;
  created_at: string;
  updated_at?: string;
}>;

/** An employee (collection employees): name and email live on its user account. */
export type EmployeeRow = Stored<{
  user_id: number;
  phone: string | null;
  address: string | null;
  parent_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  role_id: number | null;
  profile_picture: string | null;
  profile_picture_name?: string | null;
  created_at: string;
  updated_at?: string;
}>;

export type RoleRow = Stored<{
  name: string;
  permission_ids: number[];
  created_at?: string;
  updated_at?: string;
}>;

export type PermissionRow = Stored<{ section_name: string; name: string }>;

/** A sign-in session (collection sessions): only the token's hash is kept. */
export type SessionRow = Stored<{
  token_hash: string;
  user_id: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}>;

export type PasswordResetRow = Stored<{
  email: string;
  otp_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}>;

/** One audit entry (collection audit_log, server/audit/repository.ts). */
export type AuditRow = Stored<{
  at: string;
  action: AuditAction;
  actor_id: number | null;
  employee_id: number | null;
  lead_id: number;
  request_id: number | null;
  permission_type: string;
  expires_at: string | null;
  via: string | null;
}>;

/** A shared document (collection documents) and its files. */
export type DocumentRow = Stored<{
  file_name: string;
  category_id: number | null;
  exhibition_id: number | null;
  files: StoredFileRef[];
  created_by: number | null;
  created_at: string;
  updated_at?: string;
}>;

/** A birthday contact (collection birthdays; field names as the import sheet has them). */
export type BirthdayRow = Stored<{
  CompanyName: string | null;
  PersonName: string;
  Designation: string | null;
  DOB: string;
  ContactEmail: string;
  ContactNumber: string | null;
  Address: string | null;
  wish_sent_at?: string | null;
  wish_year?: number;
  created_at: string;
  updated_at?: string;
}>;

/** The birthday email template (collection email-template-settings, one row). */
export type EmailTemplateRow = Stored<{
  image: string | null;
  padding_top: number;
  padding_left: number;
  preview_width: number;
  preview_height: number;
  /** CC addresses of every birthday mail. */
  cc_users: string[];
  image_original_name?: string | null;
  updated_at?: string;
}>;
