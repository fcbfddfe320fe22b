import express, { type RequestHandler, type Router } from 'express';
import * as jsonServer from 'json-server';
import { refuseOperatorQueries } from '../http/query-guard';
import { NOT_FOUND } from '../http/errors';

/**
 * json-server's router over the database's committed state (`Database.view`), so plain
 * collections get their REST reads for free. It is never mounted bare: only GET list/one of the
 * allowlisted collections reach it (no /db dump, no internal collections, no nested routes), its
 * operator query parameters are refused, and its output is wrapped into the `{contents}` envelope.
 */
export function plainReadRouter(
  state: Record<string, unknown>,
  collections: string[],
  auth: RequestHandler,
): Router {
  const inner = jsonServer.router(state);
  if (inner.db.getState() !== state) throw new Error('json-server router must share the database state');
  // json-server's own error handler answers with err.stack: drop it so errors reach ours.
  inner.stack = inner.stack.filter((layer) => layer.handle.length !== 4);
  inner.render = (_req, res) => {
    if (res.statusCode === 404) res.json({ message: NOT_FOUND });
    else res.json({ contents: res.locals.data });
  };

  const allowed = new Set(collections);
  const outer = express.Router();
  outer.get(['/:collection', '/:collection/:id(\\d+)'], (req, res, next) => {
    if (!allowed.has(req.params.collection)) return next('route');
    auth(req, res, (err?: unknown) => {
      if (err) return next(err);
      refuseOperatorQueries(req, res, (err2?: unknown) => {
        if (err2) return next(err2);
        // Only the contract's own params remain; drop them so json-server does not filter on them.
        for (const key of Object.keys(req.query)) delete (req.query as Record<string, unknown>)[key];
        inner(req, res, next);
      });
    });
  });
  // What it serves, for the route table (server/http/route-table.ts).
  Object.assign(outer, {
    routeTable: () => collections.flatMap((c) => [`GET /${c}`, `GET /${c}/:id(\\d+)`]),
  });
  return outer;
}
