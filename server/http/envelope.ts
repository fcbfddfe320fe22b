import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Success envelope of the contract: `{message?, contents?}`. */
export function send(res: Response, status: number, contents?: unknown, message?: string): void {
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

/** Paging of the contract: `page` from 1, `per_page` (default 10, capped at 100). */
export function paging(query: Request['query'], defaultPerPage = 10): { page: number; perPage: number } {
  const positive = (v: unknown, fallback: number) => {
    const n = Math.floor(Number(v));
    return Number.isFinite(n) && n >= 1 ? n : fallback;
  };
  const page = positive(query.page, 1);
  const perPage = Math.min(100, positive(query.per_page, defaultPerPage));
  return { page, perPage };
}

export function paginate<T>(rows: T[], page: number, perPage: number) {
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
    current_page: page,
    per_page: perPage,
  };
}
