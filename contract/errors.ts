/**
 * The error statuses of the API (docs/api.md, "Conventions") and the texts the server answers with
 * when a call has no more specific one. Shared so the server, the app and the machines name the
 * same status the same way.
 */
export const STATUS = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  invalid: 422,
  tooMany: 429,
  unavailable: 503,
} as const;

export const INVALID_DATA = 'The given data was invalid.';
export const FORBIDDEN = 'You do not have permission to perform this action.';
export const UNAUTHENTICATED = 'Unauthenticated.';
export const NOT_FOUND = 'Not found.';
export const LEAD_NOT_FOUND = 'Lead not found.';
/** A lead edit refused: the server's answer, and the wizard's when it refuses before any typing. */
export const LEAD_EDIT_FORBIDDEN =
  'You do not have permission to edit this lead. Ask for edit access with Request for Edit.';
