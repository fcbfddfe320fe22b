import { failureMessage, failureStatus, fieldErrors } from '../../lib/apiErrors';

/**
 * Login failures (spec part 1 §8): 400 and 429 put the server message under the email field,
 * 422 puts the first message of errors.email / errors.password under those fields; anything
 * else is only logged.
 */
export function loginSubmissionErrors(error: unknown): Record<string, unknown> | undefined {
  const status = failureStatus(error);
  if (status === 400 || status === 429) {
    return { email: failureMessage(error) ?? 'These credentials do not match our records.' };
  }
  if (status === 422) {
    const errors = fieldErrors(error, ['email', 'password']);
    if (Object.keys(errors).length) return errors;
    const message = failureMessage(error);
    return message ? { email: message } : undefined;
  }
  console.error('Login failed', error);
  return undefined;
}
