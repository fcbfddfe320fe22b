import { setIn } from 'final-form';
import { UNEXPECTED_ERROR, type ApiErrorBody, type ApiFailure } from '../../contract/envelope';

export type { ApiFailure };
export { UNEXPECTED_ERROR };

/** RTK Query's statuses for a call that never got an answer. */
const UNREACHABLE = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);
const SERVER_UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Already made by `toApiFailure` (actors hand it on to machines): taken as it is. */
const isApiFailure = (value: unknown): value is ApiFailure =>
  isObject(value) && typeof value.message === 'string' && isObject(value.fieldErrors) && !('data' in value);

/** A call that got no answer (offline, or no reply in time): what the booth queue keeps (src/queue/). */
export const isUnreachable = (error: unknown): boolean =>
  isObject(error) && typeof error.status === 'string' && UNREACHABLE.has(error.status);

/**
 * First server message per field, as a final-form submission-errors object. Server keys such as
 * `exhibitions.1.employee_id` become nested paths so the field named `exhibitions[1].employee_id`
 * shows it.
 */
function submissionErrors(errors: ApiErrorBody['errors']): Record<string, unknown> {
  let result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') result = setIn(result, key, first) as Record<string, unknown>;
  }
  return result;
}

/**
 * Any failure of a call (RTK Query's `{status, data}`, a thrown Error, a network failure) as the
 * app shows it: the status, the message (the server's, else `fallback`) and the field errors as
 * final-form submission errors. Every page and machine actor reads failures only through this.
 */
export function toApiFailure(error: unknown, fallback: string = UNEXPECTED_ERROR): ApiFailure {
  if (isApiFailure(error)) return error;
  const failure = isObject(error) ? error : {};
  const status =
    typeof failure.status === 'number' || typeof failure.status === 'string' ? failure.status : undefined;
  const body = (isObject(failure.data) ? failure.data : {}) as ApiErrorBody;
  const own = typeof body.message === 'string' && body.message ? body.message : undefined;
  const thrown = typeof failure.message === 'string' && failure.message ? failure.message : undefined;
  const unreachable = typeof status === 'string' && UNREACHABLE.has(status) ? SERVER_UNREACHABLE : undefined;
  return {
    status,
    message: own ?? unreachable ?? thrown ?? fallback,
    fieldErrors: submissionErrors(body.errors),
  };
}

/** The first field message of a failure (depth first), for places with no field to show it under. */
export function firstFieldError(failure: ApiFailure): string | undefined {
  const first = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (isObject(value))
      for (const inner of Object.values(value)) {
        const found = first(inner);
        if (found) return found;
      }
    return undefined;
  };
  return first(failure.fieldErrors);
}
