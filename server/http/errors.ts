import type { ErrorRequestHandler, RequestHandler } from 'express';
import { FORBIDDEN, INVALID_DATA, NOT_FOUND, STATUS, UNAUTHENTICATED } from '../../contract/errors';
import { StorageUnavailable } from '../db/database';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with the status and body the contract prescribes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export { FORBIDDEN, UNAUTHENTICATED };

export const validationError = (errors: FieldErrors) => new HttpError(STATUS.invalid, INVALID_DATA, errors);
export const notFound = (message = NOT_FOUND) => new HttpError(STATUS.notFound, message);
export const conflict = (message: string) => new HttpError(STATUS.conflict, message);

/** Unknown /api paths: JSON 404 rather than express's HTML page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(STATUS.notFound).json({ message: NOT_FOUND });
};

/**
 * The last handler. Expected errors keep their status; body-parser errors become 400/413; anything
 * else is logged and answered with a bare 500 so no stack trace or internal detail leaks.
 */
export function errorHandler(log: (msg: string) => void): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof HttpError) {
      if (err.headers) res.set(err.headers);
      res
        .status(err.status)
        .json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
      return;
    }
    if (err instanceof StorageUnavailable) {
      // Retry-After: the disk usually comes back (space freed); the client may simply try again.
      res.status(503).set('Retry-After', '5').json({ message: err.message });
      return;
    }
    const status = Number(err?.status ?? err?.statusCode);
    if (err?.type === 'entity.too.large' || status === 413) {
      res.status(413).json({ message: 'The request body is too large (limit 1 MB).' });
      return;
    }
    if (err?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.' });
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: 'Bad request.' });
      return;
    }
    log(`[error] ${err?.stack ?? String(err)}`);
    res.status(500).json({ message: 'Server error' });
  };
}
