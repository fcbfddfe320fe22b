import * as yup from 'yup';

/** Client rules of the sign-in forms, with the exact messages. */
const emailRule = yup.string().trim().required('Email is required').email('Email is invalid');
const passwordRule = yup
  .string()
  .required('Password is required')
  .min(6, 'Password must be at least 6 characters');

export const registerSchema = yup.object({
  email: emailRule,
  password: passwordRule,
  confirmPassword: yup
    .string()
    .required('Confirm password is required')
    .min(6, 'Confirm password must be at least 6 characters')
    .oneOf([yup.ref('password')], 'Password not matching'),
});
