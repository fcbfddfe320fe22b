import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { masterTags, type TagType } from '../../api/tags';
import type { AuthUser } from '../../session/types';

export interface ProfileValues {
  id?: number;
  name: string;
  email: string;
  phone: string;
  address?: string | null;
  /** A newly chosen picture (only images); absent keeps the stored one. */
  profile_picture?: File | null;
}

export interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

const ROLE_PERMISSIONS_TAG = { type: 'Auth' as const, id: 'ROLE_PERMISSIONS' };
/** Tag types whose records show a user's name (whole types: any of their entries may). */
const NAMED_USER_TAGS: TagType[] = [
  'Lead',
  'LeadActivity',
  'KeyAccount',
  'EditRequest',
  'AuditEntry',
  'Prospect',
  'Stackholder',
  'Report',
];

/** The profile as multipart: text fields plus the picture file when one was chosen. */
function profileFormData(values: ProfileValues): FormData {
  const form = new FormData();
  if (values.id != null) form.append('id', String(values.id));
  form.append('name', values.name ?? '');
  form.append('email', values.email ?? '');
  form.append('phone', values.phone ?? '');
  form.append('address', values.address ?? '');
  if (values.profile_picture) form.append('profile_picture', values.profile_picture);
  return form;
}

/** POST /user-profile-update and POST /user-password-change. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Envelope<AuthUser>, ProfileValues>({
      query: (values) => ({ url: '/user-profile-update', method: 'POST', body: profileFormData(values) }),
      // The header and session read the user from get-role-permissions; every other screen that
      // names a user (leads and their activities, key accounts, access requests, the audit log,
      // prospects and stakeholders, the report's cards, the employee lists) is read again.
      invalidatesTags: (_r, error) =>
        error ? [] : [ROLE_PERMISSIONS_TAG, ...NAMED_USER_TAGS, masterTags.list('employees')],
    }),
    changePassword: build.mutation<{ message?: string }, PasswordValues>({
      query: (body) => ({ url: '/user-password-change', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi;
