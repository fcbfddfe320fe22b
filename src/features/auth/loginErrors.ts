import { toApiFailure } from '../../lib/apiErrors';
import { STATUS } from '../../../contract/errors';

/**
 * Login failures: 400 and 429 put the server message under the email field, 422 puts the first
 * message of errors.email / errors.password under those fields (else its message under email);
 * anything else is only logged.
 */
export function loginSubmissionErrors(error: unknown): Record<string, unknown> | undefined {
  const failure = toApiFailure(error);
  if (failure.status === STATUS.badRequest || failure.status === STATUS.tooMany)
    return { email: failure.message };
  if (failure.status === STATUS.invalid) {
    const { email, password } = failure.fieldErrors;
    if (email || password) return { ...(email ? { email } : {}), ...(password ? { password } : {}) };
    return { email: failure.message };
  }
  console.error('Login failed', error);
  return undefined;
}
