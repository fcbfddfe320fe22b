import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Success envelope of the contract: `{message?, contents?}`. */
function send(res: Response, status: number, contents?: unknown, message?: string): void {
  const body: Record<string, unknown> = {};
  if (message !== undefined) body.message = message;
  if (contents !== undefined) body.contents = contents;
  res.status(status).json(body);
}

export const ok = (res: Response, contents?: unknown, message?: string) => send(res, 200, contents, message);
export const created = (res: Response, contents?: unknown, message?: string) =>
  send(res, 201, contents, message);

/** Express 4 does not catch rejected promises: route them to the error handler. */
export function asyncHandler(
  fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown,
): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res, next))
      .catch(next);
  };
}

/** The JSON body as a plain object ({} for none), so handlers never index into arrays or strings. */
export function bodyOf(req: Request): Record<string, unknown> {
  const b = req.body as unknown;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}
