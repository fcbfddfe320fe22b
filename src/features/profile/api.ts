import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { LIST, masterTags } from '../../api/tags';
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
const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Envelope<AuthUser>, ProfileValues>({
      query: (values) => ({ url: '/user-profile-update', method: 'POST', body: profileFormData(values) }),
      // The header and session read the user from get-role-permissions; the activity report's
      // cards and the employee lists show the employee's name and picture: fetch them again.
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [ROLE_PERMISSIONS_TAG, { type: 'Report' as const, id: LIST }, masterTags.list('employees')],
    }),
    changePassword: build.mutation<{ message?: string }, PasswordValues>({
      query: (body) => ({ url: '/user-password-change', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi;
