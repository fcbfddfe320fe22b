import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * json-server interprets query keys as operators (`_like` builds a RegExp from user input,
 * `q` full-text, `_embed`/`_expand` joins, `_page`/`_limit` paging, `callback` JSONP). None of
 * them are part of the contract: refuse them outright so they cannot reach the router.
 */
const OPERATOR = /(^_)|(_(like|regex|gte|lte|ne)$)|^(q|callback)$/i;

export const refuseOperatorQueries: RequestHandler = (req, _res, next) => {
  const bad = Object.keys(req.query).find((k) => OPERATOR.test(k));
  if (bad) return next(new HttpError(400, `Unsupported query parameter: ${bad}`));
  next();
};
