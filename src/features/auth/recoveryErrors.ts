import { toApiFailure } from '../../lib/apiErrors';

/**
 * Forgot/reset failures: the first server message under each field named in `fields`; without
 * field errors the failure is logged and, so the user is not left guessing, its message is shown
 * under `fallbackField`.
 */
export function recoverySubmissionErrors(
  error: unknown,
  fields: readonly string[],
  fallbackField: string,
): Record<string, unknown> | undefined {
  const failure = toApiFailure(error);
  const errors = Object.fromEntries(
    fields.filter((f) => f in failure.fieldErrors).map((f) => [f, failure.fieldErrors[f]]),
  );
  if (Object.keys(errors).length) return errors;
  console.error('Password recovery failed', error);
  return { [fallbackField]: failure.message };
}
