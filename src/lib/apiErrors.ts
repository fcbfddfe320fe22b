import { FORM_ERROR, setIn } from 'final-form';

/** The error body of the API envelope: `{message, errors?: {"<key>": ["first", ...]}}`. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export interface ApiFailure {
  status: number | string;
  data?: ApiErrorBody;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'status' in error;
}

export function failureStatus(error: unknown): number | string | undefined {
  return isApiFailure(error) ? error.status : undefined;
}

export function failureMessage(error: unknown): string | undefined {
  if (!isApiFailure(error)) return undefined;
  const message = error.data?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * First server message per field, as a final-form submission-errors object. Server keys such as
 * `exhibitions.1.employee_id` become nested paths so the field named `exhibitions[1].employee_id`
 * shows it.
 */
export function fieldErrors(error: unknown, only?: readonly string[]): Record<string, unknown> {
  if (!isApiFailure(error) || !error.data?.errors) return {};
  let result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error.data.errors)) {
    if (only && !only.includes(key)) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') result = setIn(result, key, first) as Record<string, unknown>;
  }
  return result;
}

export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(fieldErrors(error)).length > 0;
}

/** A form-level submission error (shown by `FormAlert`). */
export function formError(message: string): Record<string, string> {
  return { [FORM_ERROR]: message };
}
