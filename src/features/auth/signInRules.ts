import type { FormErrors } from '../../lib/validation';

/**
 * The sign-in form's two rules as plain functions, same messages as the yup schemas of the other
 * auth pages (schemas.ts): the sign-in page, the first screen every user loads, then ships
 * without yup.
 */
// The HTML "valid e-mail address" pattern that yup's .email() uses, so every auth form accepts the
// same addresses.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function emailError(value: string | undefined): string | undefined {
  const email = (value ?? '').trim();
  if (!email) return 'Email is required';
  if (!EMAIL.test(email)) return 'Email is invalid';
  return undefined;
}

function passwordError(value: string | undefined): string | undefined {
  if (!value) return 'Password is required';
  if (value.length < 6) return 'Password must be at least 6 characters';
  return undefined;
}

export function validateSignIn(values: { email?: string; password?: string }): FormErrors {
  const errors: FormErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
