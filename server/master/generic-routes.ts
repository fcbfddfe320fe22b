import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { Reader } from '../db/transaction';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { ID } from '../http/request';
import { readInput } from './read-input';
import type { MasterDescriptor } from './types';
import { usageMessage } from './usage';
import type { CollectionName, RowOf } from '../stored/collections';

export const recordOf = <N extends CollectionName>(
  ctx: AppContext,
  collection: N,
  id: string,
  via?: Reader,
): RowOf<N> => {
  const row = ctx.repos.of(collection).get(Number(id), via);
  if (!row) throw notFound();
  return row;
};

/**
 * CRUD for one master collection described by `desc`. Reads need a signed-in user (every lead
 * form uses these lists); writes need the descriptor's permission. Reads of collections without
 * expansions are left to json-server's router (see json-router.ts).
 */
export function masterRoutes(ctx: AppContext, desc: MasterDescriptor, auth: RequestHandler): Router {
  const router = express.Router();
  const base = `/${desc.collection}`;
  const can = requirePermission(desc.permission);
  const repo = ctx.repos.of(desc.collection);
  const show = (r: Row) => (desc.expand ? desc.expand(r, ctx.repos) : r);

  if (desc.expand) {
    router.get(base, auth, (_req, res) =>
      ok(res, [...ctx.repos.of(desc.collection).all()].sort((a, b) => a.id - b.id).map(show)),
    );
    router.get(`${base}/${ID}`, auth, (req, res) =>
      ok(res, show(recordOf(ctx, desc.collection, req.params.id))),
    );
  }

  router.post(
    base,
    auth,
    can,
    asyncHandler(async (req, res) => {
      const now = ctx.now().toISOString();
      const row = await ctx.transaction((tx) => {
        const values = readInput(desc, bodyOf(req), ctx.repos, undefined, tx);
        return repo.insert(tx, { ...values, created_at: now, updated_at: now });
      });
      created(res, show(row), `${desc.title} created successfully.`);
    }),
  );

  const update = asyncHandler(async (req, res) => {
    const row = await ctx.transaction((tx) => {
      const existing = recordOf(ctx, desc.collection, req.params.id, tx);
      const values = readInput(desc, bodyOf(req), ctx.repos, existing, tx);
      return repo.update(tx, existing.id, { ...values, updated_at: ctx.now().toISOString() });
    });
    ok(res, show(row), `${desc.title} updated successfully.`);
  });
  router.put(`${base}/${ID}`, auth, can, update);
  router.patch(`${base}/${ID}`, auth, can, update);

  router.delete(
    `${base}/${ID}`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      await ctx.transaction((tx) => {
        const row = recordOf(ctx, desc.collection, req.params.id, tx);
        const blocked = usageMessage(ctx.repos, row, desc.usedBy);
        if (blocked) throw conflict(blocked);
        repo.remove(tx, row.id);
      });
      ok(res, undefined, `${desc.title} deleted successfully.`);
    }),
  );

  return router;
}
