/**
 * The shape of every API answer (docs/api.md): `{message?, contents?}` on success, paged lists in
 * `contents`, and `{message, errors?}` on failure. Shared by the app (src/) and the machines.
 */
export interface Envelope<T> {
  message?: string;
  contents: T;
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
}

/** The error body of the envelope: `{message, errors?: {"<key>": ["first", ...]}}`. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

/**
 * A failed call as the app and its machines see it (made by `toApiFailure` in
 * src/lib/apiErrors.ts): the status (a number, or RTK Query's `FETCH_ERROR` and the like), the
 * message to show, and the field errors as final-form submission errors (first message per field,
 * `a.0.b` keys as nested paths; empty when there are none).
 */
export interface ApiFailure {
  status: number | string | undefined;
  message: string;
  fieldErrors: Record<string, unknown>;
}

/**
 * The general text shown when a failure carries no message of its own. Where the spec gives a
 * screen its own text, that screen uses it instead (the password change, the wizard's persons
 * save in machines/lead-wizard.setup.ts, the prospect and stakeholder form).
 */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
