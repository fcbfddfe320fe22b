import type { RequestHandler } from 'express';
import type { Mutex } from '../db/mutex';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every mutating request runs alone: the lock is taken before any handler (json-server's router
 * included) and released when the response is finished or the client went away. Handlers flush
 * the store before answering, so an answer always means "on disk".
 * Multipart requests are skipped here so a slow upload does not stall every writer; upload routes
 * take `holdWriteLock` themselves after the files have arrived.
 */
export function writeLock(lock: Mutex): RequestHandler {
  const hold = holdWriteLock(lock);
  return (req, res, next) => {
    if (!MUTATING.has(req.method) || req.is('multipart/form-data')) return next();
    hold(req, res, next);
  };
}

export function holdWriteLock(lock: Mutex): RequestHandler {
  return (_req, res, next) => {
    lock.acquire().then((release) => {
      res.once('finish', release);
      res.once('close', release);
      next();
    }, next);
  };
}
