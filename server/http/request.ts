import type express from 'express';
import type { AuthContext } from '../auth/types';
import type { Row } from '../db/row';
import { newestFirst } from '../leads/repository';
import { HttpError, UNAUTHENTICATED, validationError } from './errors';
import { toInt } from '../validation/values';

/** Small pieces every route module uses. */

/** Route parameter of a numeric id. */
export const ID = ':id(\\d+)';

/** The caller (after `authenticate`); 401 if a route forgot to authenticate. */
export const authOf = (req: express.Request): AuthContext => {
  if (!req.auth) throw new HttpError(401, UNAUTHENTICATED);
  return req.auth;
};

/** Newest first by created_at, then id. */
export const byNewest: (a: Row, b: Row) => number = newestFirst;

/** A required positive integer field of a JSON body (422 keyed by the field otherwise). */
export function idField(body: Record<string, unknown>, key: string): number {
  const n = toInt(body[key]);
  if (body[key] === undefined || body[key] === null || body[key] === '')
    throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} field is required.`] });
  if (!Number.isInteger(n) || n < 1)
    throw validationError({ [key]: [`The ${key.replace(/_/g, ' ')} must be an id.`] });
  return n;
}
