/** Shapes of the auth calls (docs/data-model.md "Response shapes"). */
export interface AuthUser {
  id: number;
  employee_id: number | null;
  name: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  profile_picture?: string | null;
  /** The picture's name as uploaded (the stored one is random). */
  profile_picture_name?: string | null;
  parent_id?: number | null;
  role_id?: number | null;
}

export interface Role {
  id: number;
  name: string;
}

export interface Permission {
  id: number;
  section_name: string;
  name: string;
}

export interface RolePermissions {
  user: AuthUser;
  roles: Role[];
  permissions: Permission[];
}

export interface LoginResult extends RolePermissions {
  token: string;
  expires_at: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface ResetPasswordRequest {
  otp: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** What a supervisor decides on a request. */
export type RequestAction = 'approved' | 'reject';

export type { AccessRequest } from '../../contract/access-requests';
