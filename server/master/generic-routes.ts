import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { TableRepository } from '../db/table-repository';
import type { Tx } from '../db/tx';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { conflict, notFound, validationError } from '../http/errors';
import { refuseOperatorQueries } from '../http/query-guard';
import { ID } from '../http/request';
import { readInput, takenMessage, uniqueFields } from './read-input';
import type { MasterDescriptor } from './types';
import { usageMessage } from './usage';
import type { TableCollection, RowOf } from '../stored/collections';
import type { MasterRecord } from '../../contract/master-data';

export const recordOf = async <N extends TableCollection>(
  ctx: AppContext,
  collection: N,
  id: string,
  via?: Tx,
): Promise<RowOf<N>> => {
  const row = await ctx.repos.table(collection).get(Number(id), via);
  if (!row) throw notFound();
  return row;
};

/**
 * CRUD for one master collection described by `desc`. Reads need a signed-in user (every lead
 * form uses these lists); writes need the descriptor's permission.
 */
export function masterRoutes(ctx: AppContext, desc: MasterDescriptor, auth: RequestHandler): Router {
  const router = express.Router();
  const base = `/${desc.collection}`;
  const can = requirePermission(desc.permission);
  // Written as plain rows: the descriptor, not a static type, says what a row of its collection
  // holds, and read-input.ts checks every value against it before the write.
  const repo: TableRepository<Row> = ctx.repos.table(desc.collection);
  const show = async (rows: Row[]): Promise<MasterRecord[]> =>
    desc.expand ? desc.expand(rows, ctx.repos) : rows;
  const unique = uniqueFields(desc);

  // The plain reads (no expansion) refuse json-server's query operators, as they did when
  // json-server's router answered them (docs/decisions.md "API server behaviour").
  const reads = desc.expand ? [auth] : [auth, refuseOperatorQueries];
  router.get(
    base,
    ...reads,
    asyncHandler(async (_req, res) => ok(res, await show(await repo.list()))),
  );
  router.get(
    `${base}/${ID}`,
    ...reads,
    asyncHandler(async (req, res) => {
      const [row] = await show([await recordOf(ctx, desc.collection, req.params.id)]);
      ok(res, row);
    }),
  );

  router.post(
    base,
    auth,
    can,
    asyncHandler(async (req, res) => {
      const now = ctx.now().toISOString();
      // A name already stored is refused by the unique index at the insert (insertUnique), also
      // when another create of it runs at the same moment; readInput reads it only to list it
      // with the body's other errors. Every other check is of a row it points at, which its
      // foreign key checks again: so READ COMMITTED on PostgreSQL (server/db/tx.ts), and its one
      // write, the insert, is its last statement (oneWrite).
      const row = await ctx.transaction(
        async (tx) => {
          const values = await readInput(desc, bodyOf(req), ctx.repos, undefined, tx, {
            uniqueByInsert: true,
          });
          const doc = { ...desc.createdWith, ...values, created_at: now, updated_at: now };
          const made = await repo.insertUnique(tx, doc, unique);
          if ('taken' in made) throw validationError({ [made.taken]: [takenMessage(made.taken)] });
          return made.row;
        },
        { isolation: 'read committed', oneWrite: true },
      );
      const [shown] = await show([row]);
      created(res, shown, `${desc.title} created successfully.`);
    }),
  );

  const update = asyncHandler(async (req, res) => {
    const row = await ctx.transaction(async (tx) => {
      const existing = await recordOf(ctx, desc.collection, req.params.id, tx);
      const values = await readInput(desc, bodyOf(req), ctx.repos, existing, tx);
      return repo.update(tx, existing.id, { ...values, updated_at: ctx.now().toISOString() });
    });
    const [shown] = await show([row]);
    ok(res, shown, `${desc.title} updated successfully.`);
  });
  router.put(`${base}/${ID}`, auth, can, update);
  router.patch(`${base}/${ID}`, auth, can, update);

  router.delete(
    `${base}/${ID}`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      await ctx.transaction(async (tx) => {
        const row = await recordOf(ctx, desc.collection, req.params.id, tx);
        const blocked = await usageMessage(ctx.repos, row, desc.usedBy, tx);
        if (blocked) throw conflict(blocked);
        await repo.remove(tx, row.id);
      });
      ok(res, undefined, `${desc.title} deleted successfully.`);
    }),
  );

  return router;
}
