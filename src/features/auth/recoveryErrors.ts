import { failureMessage, fieldErrors } from '../../lib/apiErrors';

/**
 * Forgot/reset failures (spec part 1 §8): the first server message under each field named in
 * `fields`; without field errors the failure is logged and, so the user is not left guessing,
 * the server's message is shown under `fallbackField`.
 */
export function recoverySubmissionErrors(
  error: unknown,
  fields: readonly string[],
  fallbackField: string,
): Record<string, unknown> | undefined {
  const errors = fieldErrors(error, fields);
  if (Object.keys(errors).length) return errors;
  console.error('An unexpected error occurred.', error);
  const message = failureMessage(error);
  return message ? { [fallbackField]: message } : undefined;
}
