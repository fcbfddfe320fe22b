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
